// Moved to src/features/leads/VehicleLeadActions.tsx; kept for the vehicle page until it imports
// it from there (issue 18).
export * from '~/features/leads/VehicleLeadActions.tsx';
export { default } from '~/features/leads/VehicleLeadActions.tsx';
