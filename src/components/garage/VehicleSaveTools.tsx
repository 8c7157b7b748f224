// Moved to src/features/garage/VehicleSaveTools.tsx; kept for the vehicle sidebar until it
// imports it from there (issue 18).
export * from '~/features/garage/VehicleSaveTools.tsx';
export { default } from '~/features/garage/VehicleSaveTools.tsx';
