import { useRef } from 'react';
import { useInstantSearch, useRefinementList } from 'react-instantsearch';
import { bodyTypeFacets, compareFacetEntries, sortFacets } from '~/core/search/facets.ts';
import type { SearchCatalogue } from '~/core/search/routing.ts';
import { FacetList, type FacetOption } from '../ui/FacetList.tsx';
import { FACETS, FACET_LEGENDS, valueLabel } from './labels.ts';

/** Most values a list can show (the backends return up to 300 per facet). */
const SHOW_MORE_LIMIT = 300;

/** Facet order of the connector (stable, so the widget is not re-created on every render): core compareFacetEntries. */
function byCountThenName(a: { name: string; count: number }, b: { name: string; count: number }): number {
  return compareFacetEntries({ label: a.name, count: a.count }, { label: b.name, count: b.count });
}

interface FacetValue {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}

/**
 * Facet values for display (SPEC.md §5): body types de-duplicated ignoring
 * case, then every list ordered by count then name (core sortFacets).
 */
export function displayOptions(
  attribute: string,
  items: readonly FacetValue[],
  catalogue: SearchCatalogue,
): FacetOption[] {
  const byValue = new Map(items.map((i) => [i.value, i]));
  const entries =
    attribute === FACETS.body
      ? bodyTypeFacets(items.map((i) => ({ label: i.value, count: i.count })))
      : sortFacets(items.map((i) => ({ label: i.value, count: i.count })));
  return entries.map((entry) => ({
    value: entry.label,
    label: valueLabel(attribute, entry.label, catalogue),
    count: entry.count,
    checked: byValue.get(entry.label)?.isRefined ?? false,
  }));
}

/** A refinement list (checkboxes, OR within the attribute) of one facet attribute. */
export function RefinementListWidget({
  attribute,
  catalogue,
  limit = 8,
}: {
  attribute: string;
  catalogue: SearchCatalogue;
  limit?: number;
}) {
  const { refresh } = useInstantSearch();
  const refreshed = useRef(false);
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit,
    showMore: true,
    showMoreLimit: SHOW_MORE_LIMIT,
    sortBy: byCountThenName,
  });
  return (
    <FacetList
      legend={FACET_LEGENDS[attribute] ?? attribute}
      options={displayOptions(attribute, items, catalogue)}
      onToggle={refine}
      showMore={
        canToggleShowMore
          ? {
              expanded: isShowingMore,
              onToggle: () => {
                // The prebuilt page's facet lists are capped (server-state.ts): the first Show more asks for all.
                if (!refreshed.current) {
                  refreshed.current = true;
                  refresh();
                }
                toggleShowMore();
              },
            }
          : undefined
      }
    />
  );
}
