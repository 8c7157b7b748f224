import { useInstantSearch } from 'react-instantsearch';
import { displayCount } from '~/core/search/facets.ts';

/** 'N vehicles' of a count (the landing pages' wording). */
export function vehiclesText(count: number): string {
  return count === 1 ? '1 vehicle' : `${count.toLocaleString('en-AU')} vehicles`;
}

/** The result count, announced politely as it changes. */
export function StatsWidget() {
  const { results } = useInstantSearch();
  const count = displayCount(results.nbHits ?? 0, results._rawResults?.[0]?.facets);
  return (
    <p className="search-page__count" role="status">
      {vehiclesText(count)}
    </p>
  );
}
