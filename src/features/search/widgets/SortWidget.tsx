import { useId } from 'react';
import { useInstantSearch, useSortBy } from 'react-instantsearch';
import type { SortId } from '~/core/search/options.ts';
import type { VehicleKind } from '~/core/search/kinds.ts';
import { NEAREST_SORT_ID, NEAREST_SORT_LABEL, sortOptionsWithLocation } from '~/core/search/nearest.ts';
import { indexNameFor } from '~/search/params.ts';
import { geoOfUiState } from './useGeoFilter.ts';
import { useKindScope } from './kind-scope.ts';
import { useHydrated } from '../../auth/client-state.ts';

/** A sort menu entry of the tenant (site.search.sort_options). */
export interface SortChoice {
  value: SortId;
  label: string;
}

const NEAREST: SortChoice = { value: NEAREST_SORT_ID, label: NEAREST_SORT_LABEL };

/**
 * Sort menu: each sort is an index name (indexNameFor). 'Nearest first' is
 * offered while a location is set (the distance filter, core nearest.ts);
 * the widget always knows it, so its items never change and InstantSearch
 * never re-creates it (which would reset the sort), and only the menu
 * follows the location. Clearing the location drops the sort (useGeoFilter).
 * Disabled until hydrated: a sort chosen before then would be dropped.
 */
export function SortWidget({ options: all, kind }: { options: readonly SortChoice[]; kind?: VehicleKind | undefined }) {
  const { indexUiState } = useInstantSearch();
  // The menu leaves out sorts that mean nothing for the stock searched (no kilometres on caravans).
  const options = useKindScope(kind).sorts(all);
  const located = geoOfUiState(indexUiState) !== null;
  const { currentRefinement, refine } = useSortBy({
    items: sortOptionsWithLocation(all, true, NEAREST).map((o) => ({
      value: indexNameFor(o.value),
      label: o.label,
    })),
  });
  const items = sortOptionsWithLocation(options, located, NEAREST).map((o) => ({
    value: indexNameFor(o.value),
    label: o.label,
  }));
  // While the location is being cleared the sort may still be 'nearest' for a render: show the default.
  const value = items.some((item) => item.value === currentRefinement) ? currentRefinement : indexNameFor('featured');
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="sort-by">
      <label htmlFor={`${id}-sort`}>Sort by</label>
      <select id={`${id}-sort`} value={value} disabled={!hydrated} onChange={(e) => refine(e.currentTarget.value)}>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}
