import { useCallback } from 'react';
import { useInstantSearch } from 'react-instantsearch';

/** Clear Filters (SPEC.md §2, §8): drops the query, every refinement, range and the page; keeps the sort. */
export function useClearFilters(): () => void {
  const { setIndexUiState } = useInstantSearch();
  return useCallback(() => {
    setIndexUiState((previous) => (previous.sortBy ? { sortBy: previous.sortBy } : {}));
  }, [setIndexUiState]);
}
