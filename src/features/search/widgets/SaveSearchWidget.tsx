// "Save this search" bound to the island's search state (the saved-searches slice does the rest).
import type { SearchCatalogue } from '../../../core/search/routing.ts';
import { SaveSearchButton, type SaveSearchSettings } from '../../saved-searches/SaveSearchButton.tsx';
import { useSearchState } from '../use-search-state.ts';

export function SaveSearchWidget({
  settings,
  catalogue,
}: {
  settings: SaveSearchSettings;
  catalogue: SearchCatalogue;
}) {
  const state = useSearchState(catalogue);
  return <SaveSearchButton settings={settings} catalogue={catalogue} currentState={() => state} />;
}
