import { describe, expect, it } from 'vitest';
import { findSimilar, similarIndex } from '~/core/search/similar.ts';
import { cardModel } from '../../search/ui/card-model.ts';
import { testCardSettings, testHit } from '../../search/ui/testing/card-fixtures.ts';
import type { CarSummary } from '~/data/car-summary.ts';
import { similarFeeds, similarFeedUrl, type SimilarFeed } from './similar-feed.ts';

const car = (id: number, over: Partial<CarSummary> = {}): CarSummary => ({
  ...testHit,
  id,
  slug: `car-${id}`,
  ...over,
});

const stock = [
  car(1),
  car(2, { price: 41990 }),
  car(3, { model: 'Ranger', make: 'Ford' }),
  car(4, { status: 'sold' }),
  car(5, { price: 250000, model: 'LandCruiser' }), // no other car within 25,000
];

describe('similarFeeds', () => {
  const feeds = similarFeeds(stock, testCardSettings);
  const parsed = (id: number) => JSON.parse(feeds.get(id)!) as SimilarFeed;

  it('gives every listed car, sold ones too, a feed of its similar cars as search cards', () => {
    expect([...feeds.keys()]).toEqual([1, 2, 3, 4, 5]);
    const index = similarIndex(stock);
    for (const subject of stock) {
      expect(parsed(subject.id).cards).toEqual(findSimilar(index, subject).map((c) => cardModel(c, testCardSettings)));
    }
    expect(parsed(1).cards.map((c) => c.href)).toEqual(['/cars/car-2', '/cars/car-3']);
    expect(parsed(4).cards.map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('an empty list where no car is similar (the section is then left out)', () => {
    expect(parsed(5)).toEqual({ cards: [] });
  });

  it('is served from /similar/<car id>.json', () => {
    expect(similarFeedUrl(42)).toBe('/similar/42.json');
  });
});
