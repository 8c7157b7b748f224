/**
 * The embedded search index as the build's data step stores it (`search-index.json`): the data
 * layer writes and reads it as JSON and never looks inside. Its shape is the search layer's
 * (`EmbeddedIndexPayload`, src/search/embedded/payload.ts), which scripts/prepare.ts builds and
 * src/features/search reads back; the data layer sits below search and does not import it.
 */
export type SearchIndexFile = object;
