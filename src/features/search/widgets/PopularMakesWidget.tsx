import { useId } from 'react';
import { useInstantSearch, useRefinementList } from 'react-instantsearch';
import { compareFacetEntries, sortFacets } from '~/core/search/facets.ts';
import { FACETS } from './labels.ts';

/** The connector's order (stable across renders, or the widget is re-created): core compareFacetEntries. */
function byCountThenName(a: { name: string; count: number }, b: { name: string; count: number }): number {
  return compareFacetEntries({ label: a.name, count: a.count }, { label: b.name, count: b.count });
}

/**
 * Popular makes dropdown (SPEC.md §2; "Popular makes list 20 on some
 * sites", §9): the most stocked makes, from the make list's facet counts;
 * choosing one makes it the only make (and clears the models).
 */
export function PopularMakesWidget({ limit }: { limit: number }) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const id = useId();
  // The make values through the refinement-list connector, which reads the build's results in the
  // server render too (the search results of useInstantSearch do not know the facet there, and the
  // prebuilt page had 'All makes' alone, the select growing on hydration). Refining goes through
  // the UI state below: a popular make replaces the chosen makes instead of adding one.
  const { items } = useRefinementList({ attribute: FACETS.make, limit, sortBy: byCountThenName });
  const makes = sortFacets(items.map((v) => ({ label: v.value, count: v.count }))).slice(0, limit);
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
