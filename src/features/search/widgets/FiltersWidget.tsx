import type { ReactNode } from 'react';
import type { IndexUiState } from 'instantsearch.js';
import { useInstantSearch } from 'react-instantsearch';
import { displayCount } from '~/core/search/facets.ts';
import { FiltersDrawer } from '../ui/FiltersDrawer.tsx';
import { scrollToResults } from '../reveal.ts';
import { geoOfUiState } from './useGeoFilter.ts';

/**
 * Filters in force in a UI state, as the chosen-filter chips list them: each
 * chosen value, each set end of a range, and the distance filter. The typed
 * query is not a filter. Read from the UI state, so a landing page's own
 * filter (/search/used-cars) counts before the first search.
 */
export function activeFilterCount(index: IndexUiState): number {
  const values = Object.values(index.refinementList ?? {}).reduce((sum, list) => sum + list.length, 0);
  const ends = Object.values(index.range ?? {}).reduce(
    (sum, text) => sum + text.split(':').filter((end) => end.trim() !== '').length,
    0,
  );
  return values + ends + (geoOfUiState(index) === null ? 0 : 1);
}

/**
 * The filters' column (a drawer on phones) with what it shows from the search:
 * the number of active filters, and the results' count as the results status
 * counts it.
 */
export function FiltersWidget({ children }: { children: ReactNode }) {
  const { results, indexUiState } = useInstantSearch();
  const count = displayCount(results.nbHits ?? 0, results._rawResults?.[0]?.facets);
  return (
    <FiltersDrawer
      activeCount={activeFilterCount(indexUiState)}
      resultCount={count}
      onShowResults={() => scrollToResults()}
    >
      {children}
    </FiltersDrawer>
  );
}
