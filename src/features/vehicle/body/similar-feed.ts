// The similar-cars feed: for each listed car, the result cards of its similar cars (SPEC.md §7
// similar-car search, §9), as one small JSON file the vehicle page's island fetches when the
// section comes within 500 px of view (SPEC.md §4 lazy loading).
//
// Why a feed and not cards in the page: a car's similar cars change whenever any of them changes
// (a price, a sale), so with the cards in the page a night where 5% of the stock changed
// re-rendered a third of the vehicle pages. The feed is written after the build by the
// similar-feed integration (src/integrations/similar-feed), outside the page pipeline, and a
// vehicle page now changes only with its own car (docs/operations.md, incremental builds).
//
// Plain TypeScript, no Astro or React import: the integration loads it under Node.
import { findSimilar, similarIndex, type SimilarSubject } from '../../../core/search/similar.ts';
import { cardModel, type CardModel, type CardSettings } from '../../search/ui/card-model.ts';
import type { CarSummary } from '../../../data/car-summary.ts';

/** The folder of the feed in a tenant's output. */
export const SIMILAR_FEED_DIR = 'similar';

/** Where a car's feed is served. */
export function similarFeedUrl(carId: number): string {
  return `/${SIMILAR_FEED_DIR}/${carId}.json`;
}

/** A car's feed file: the cards of its similar cars, most similar first (empty: none). */
export interface SimilarFeed {
  cards: CardModel[];
}

/**
 * Every listed car's feed as JSON text, by car id, in listing order. Each car's card is built and
 * serialised once, however many cars list it.
 */
export function similarFeeds(listed: readonly CarSummary[], settings: CardSettings): Map<number, string> {
  return new Map(similarFeedEntries(listed, settings));
}

/**
 * The same feeds one car at a time, so the build can write each file as it is made and never holds
 * all 20,000 texts at once (the build's peak memory, docs/performance.md).
 */
export function* similarFeedEntries(
  listed: readonly CarSummary[],
  settings: CardSettings,
): Generator<[carId: number, json: string]> {
  const index = similarIndex(listed);
  const cardJson = new Map<number, string>();
  const cardOf = (car: CarSummary): string => {
    let json = cardJson.get(car.id);
    if (json === undefined) {
      json = JSON.stringify(cardModel(car, settings));
      cardJson.set(car.id, json);
    }
    return json;
  };
  for (const car of listed) {
    const subject: SimilarSubject = car;
    yield [car.id, `{"cards":[${findSimilar(index, subject).map(cardOf).join(',')}]}`];
  }
}
