// Moved to src/features/auth/client-state.ts; kept for the vehicle gallery until it imports it
// from there (issue 18).
export * from '~/features/auth/client-state.ts';
