// Moved to src/features/search/ui/card-model.ts; kept for the vehicle page's similar-cars cards until they
// import it from there (issue 18).
export * from '~/features/search/ui/card-model.ts';
