import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CarDetailsReader,
  contentPath,
  readBuildContent,
  readCarSummaries,
  writeBuildData,
  type BuildContent,
} from './build-data.ts';
import type { CarSummary } from './car-summary.ts';
import type { CarOutput } from './schemas.ts';
import { tempDirsPerTest } from '../../tests/temp-dirs.ts';

const tempDir = tempDirsPerTest('build-data');

const content: BuildContent = {
  meta: {
    slug: 'test-motors',
    source: 'sample',
    pulled_at: '2026-11-22T00:00:00.000Z',
    counts: {
      cars: 3,
      locations: 1,
      reviews: 0,
      models: 0,
      offers: 0,
      manufacturers: 0,
      dealerships: 0,
      promos: 0,
      slides: 0,
    },
  },
  collections: {
    locations: [{ id: 7, name: 'Test Motors Ringwood', slug: 'ringwood' }],
    reviews: [],
    models: [],
    offers: [],
    manufacturers: [],
    dealerships: [],
    promos: [],
    slides: [],
  },
};
// Pull order is not id order: the summaries must come back as pulled.
const summaries = [
  { id: 30, slug: '2020-toyota-hilux-sr-c', make: 'Toyota' },
  { id: 10, slug: '2021-mazda-cx-5-maxx-a', make: 'Mazda' },
  { id: 20, slug: '2019-ford-ranger-xlt-b', make: 'Ford' },
] as unknown as CarSummary[];
const details = summaries.map((car) => ({
  ...car,
  comments: `<p>Full record of car ${car.id} with “quotes” and ünïcode</p>`,
})) as unknown as CarOutput[];
const searchIndex = { count: 3 };

describe('build inputs', () => {
  it('reads back the car summaries in pull order, apart from the content collections', () => {
    const dir = tempDir();
    writeBuildData('test-motors', content, summaries, details, searchIndex, dir);

    expect(readCarSummaries('test-motors', dir).map((car) => car.id)).toEqual([30, 10, 20]);
    const stored = readBuildContent('test-motors', dir);
    expect(stored.collections.locations).toEqual([{ id: 7, name: 'Test Motors Ringwood', slug: 'ringwood' }]);
    expect(Object.keys(JSON.parse(readFileSync(contentPath('test-motors', dir), 'utf8')).collections)).not.toContain(
      'cars',
    );
  });

  it('reads any car’s full record by id, multi-byte text intact', () => {
    const dir = tempDir();
    writeBuildData('test-motors', content, summaries, details, searchIndex, dir);
    const reader = new CarDetailsReader('test-motors', dir);

    expect(reader.get(20)).toEqual(details[2]);
    expect(reader.get('30')).toEqual(details[0]);
    expect(() => reader.get(99)).toThrow('No details for car 99; run the prepare step again');
  });

  it('names the tenant and the command to run when nothing was prepared', () => {
    expect(() => readCarSummaries('missing-motors', tempDir())).toThrow(
      'No prepared data for tenant "missing-motors". Run `npm run build -- --site missing-motors` (pull + prepare) first.',
    );
  });
});
