// Moved to src/features/search/props.server.ts (the search feature's props builder). Kept for
// the vehicle page and its similar-cars block until they import the new module (issue 18).
export * from '../features/search/props.server.ts';
