import { useInstantSearch } from 'react-instantsearch';
import { displayCount } from '~/core/search/facets.ts';
import { vehicleNoun, type VehicleKind } from '~/core/search/kinds.ts';

/** 'N vehicles' of a count (the landing pages' wording); 'N caravans' on a tenant whose stock is all one kind. */
export function vehiclesText(count: number, kind?: VehicleKind | undefined): string {
  const noun = kind && kind !== 'car' ? vehicleNoun(kind, count).toLowerCase() : count === 1 ? 'vehicle' : 'vehicles';
  return `${count.toLocaleString('en-AU')} ${noun}`;
}

/** The result count, announced politely as it changes. */
export function StatsWidget({ kind }: { kind?: VehicleKind | undefined }) {
  const { results } = useInstantSearch();
  const count = displayCount(results.nbHits ?? 0, results._rawResults?.[0]?.facets);
  return (
    <p className="search-page__count" role="status">
      {vehiclesText(count, kind)}
    </p>
  );
}
