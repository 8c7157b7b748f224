import { useId } from 'react';
import { useSortBy } from 'react-instantsearch';
import type { SortId } from '~/core/search/options.ts';
import { indexNameFor } from '~/search/params.ts';

/** A sort menu entry of the tenant (site.search.sort_options). */
export interface SortChoice {
  value: SortId;
  label: string;
}

/** Sort menu: each sort is an index name (indexNameFor). */
export function SortWidget({ options }: { options: readonly SortChoice[] }) {
  const {
    currentRefinement,
    options: items,
    refine,
  } = useSortBy({
    items: options.map((o) => ({ value: indexNameFor(o.value), label: o.label })),
  });
  const id = useId();
  return (
    <div className="sort-by">
      <label htmlFor={`${id}-sort`}>Sort by</label>
      <select id={`${id}-sort`} value={currentRefinement} onChange={(e) => refine(e.currentTarget.value)}>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}
