import { useInstantSearch } from 'react-instantsearch';
import { attributeAppliesTo, sortOptionsForKind, type VehicleKind } from '~/core/search/kinds.ts';
import { FACETS } from './labels.ts';

/**
 * The filters and sorts that mean something for the stock being searched: the tenant's kind
 * (`catalogue.kind`) narrowed to the body types chosen, so a caravan dealer's motorhome search
 * offers kilometres again (core kinds.ts, the one rule).
 */
export function useKindScope(kind: VehicleKind | undefined) {
  const { indexUiState } = useInstantSearch();
  const bodies = indexUiState.refinementList?.[FACETS.body] ?? [];
  return {
    applies: (attribute: string) => attributeAppliesTo(attribute, kind, bodies),
    sorts: <O extends { value: string }>(options: readonly O[]) => sortOptionsForKind(options, kind, bodies),
  };
}
