// Hooks of the island's parts that read the search state as the core sees it.
import { useInstantSearch } from 'react-instantsearch';
import type { SearchCatalogue, SearchState } from '../../core/search/routing.ts';
import { uiStateToSearchState } from './router.ts';

/** The core search state of the island's UI state. */
export function useSearchState(catalogue: SearchCatalogue): SearchState {
  const { uiState } = useInstantSearch();
  return uiStateToSearchState(uiState, catalogue);
}
