import { useInstantSearch } from 'react-instantsearch';
import type { DealershipOption } from '~/core/search/dealership-search.ts';
import { REFINEMENT_ATTRIBUTES } from '~/core/search/routing.ts';
import type { LocationServices } from '../services.ts';
import { DealershipSearchField } from '../ui/DealershipSearchField.tsx';

const LOCATION = REFINEMENT_ATTRIBUTES.location;

/**
 * The dealership search field on the search page of a group site: choosing
 * a dealership sets the location refinement (the URL's location path or
 * refinementList[location.slug]); clearing removes it.
 */
export function DealershipSearchWidget({
  locations,
  services,
}: {
  locations: readonly DealershipOption[];
  services: LocationServices | null;
}) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const refined = indexUiState.refinementList?.[LOCATION] ?? [];
  const value = refined.length === 1 ? (refined[0] ?? null) : null;
  return (
    <DealershipSearchField
      locations={locations}
      value={value}
      suggestPlaces={services ? (text, signal) => services.suggestPlaces(text, signal) : undefined}
      onSelect={(location) => {
        setIndexUiState((previous) => {
          const { page: _page, refinementList = {}, ...rest } = previous;
          const { [LOCATION]: _old, ...others } = refinementList;
          const next = location ? { ...others, [LOCATION]: [location.slug] } : others;
          return { ...rest, refinementList: next };
        });
      }}
    />
  );
}
