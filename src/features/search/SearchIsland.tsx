// The stock search island (SPEC.md §2 Search): takes over a prebuilt landing
// page. The page computes the first results at build time
// (getServerState in src/features/search/props.server.ts) and passes them as `serverState`,
// so the browser hydrates the same cards without searching; the search
// client (worker, index) is only started by the first refinement.
import { useState } from 'react';
import { InstantSearchSSRProvider, type InstantSearchServerState } from 'react-instantsearch';
import { asInstantSearchClient, createSearchClient, type SearchClientSettings } from '../../search/client.ts';
import { SearchApp, type SearchAppSettings } from './SearchApp.tsx';
import { packedIsland } from '../../components/islands/packed-props.tsx';

/** Props of the island: all serialisable. */
export interface SearchIslandProps extends SearchAppSettings {
  /** searchClientConfigOf(site, { indexUrl }). */
  config: SearchClientSettings;
  /** The build's InstantSearch state for the landing path. */
  serverState?: InstantSearchServerState | null | undefined;
}

export default function SearchIsland({ config, serverState, ...settings }: SearchIslandProps) {
  const [searchClient] = useState(() => asInstantSearchClient(createSearchClient(config)));
  return (
    <InstantSearchSSRProvider {...(serverState ?? {})}>
      <SearchApp searchClient={searchClient} {...settings} />
    </InstantSearchSSRProvider>
  );
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const PackedSearchIsland = packedIsland(SearchIsland);
