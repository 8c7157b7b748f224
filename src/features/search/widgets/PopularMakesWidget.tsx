import { useId } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { sortFacets } from '~/core/search/facets.ts';
import { FACETS } from './labels.ts';

interface FacetValue {
  name: string;
  count: number;
  isRefined: boolean;
}

/**
 * Popular makes dropdown (SPEC.md §2; "Popular makes list 20 on some
 * sites", §9): the most stocked makes, from the make list's facet counts;
 * choosing one makes it the only make (and clears the models).
 */
export function PopularMakesWidget({ limit }: { limit: number }) {
  const { results, indexUiState, setIndexUiState } = useInstantSearch();
  const id = useId();
  const raw = results.getFacetValues?.(FACETS.make, {}) as FacetValue[] | undefined;
  const values = Array.isArray(raw) ? raw : [];
  const makes = sortFacets(values.map((v) => ({ label: v.name, count: v.count }))).slice(0, limit);
  const refined = indexUiState.refinementList?.[FACETS.make] ?? [];
  const chosen = refined.length === 1 ? (refined[0] ?? '') : '';
  return (
    <div className="popular-makes">
      <label htmlFor={`${id}-makes`}>Popular makes</label>
      <select
        id={`${id}-makes`}
        value={chosen}
        onChange={(e) => {
          const make = e.currentTarget.value;
          setIndexUiState((previous) => {
            const { page: _page, refinementList = {}, ...rest } = previous;
            const { [FACETS.make]: _makes, [FACETS.model]: _models, ...others } = refinementList;
            return { ...rest, refinementList: make ? { ...others, [FACETS.make]: [make] } : others };
          });
        }}
      >
        <option value="">All makes</option>
        {chosen !== '' && !makes.some((m) => m.label === chosen) && <option value={chosen}>{chosen}</option>}
        {makes.map((make) => (
          <option key={make.label} value={make.label}>
            {make.label} ({make.count.toLocaleString('en-AU')})
          </option>
        ))}
      </select>
    </div>
  );
}
