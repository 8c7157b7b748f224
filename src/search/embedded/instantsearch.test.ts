// @vitest-environment node
// The embedded client driven by algoliasearch-helper, the request builder
// InstantSearch itself uses: disjunctive facets, ranges and pages as the
// search page will send them.
import algoliasearchHelper, { type SearchResults } from 'algoliasearch-helper';
import { describe, expect, it } from 'vitest';
import { asInstantSearchClient } from '../client.ts';
import { indexNameFor } from '../params.ts';
import { FIXTURE_BUILD_NOW, FIXTURE_NOW, FIXTURE_TENANT, fixtureCars, visibleRows } from '../testing/fixture.ts';
import { engineClient } from './client.ts';
import { engineFromPayload } from './load.ts';
import { buildEmbeddedIndex } from './payload.ts';

const engine = engineFromPayload(
  JSON.parse(JSON.stringify(buildEmbeddedIndex(fixtureCars(), { tenant: FIXTURE_TENANT, now: FIXTURE_BUILD_NOW }))),
  { now: () => FIXTURE_NOW },
);
const client = asInstantSearchClient(engineClient(engine));

type Helper = ReturnType<typeof algoliasearchHelper>;

function results(helper: Helper): Promise<SearchResults> {
  return new Promise((resolve, reject) => {
    helper.once('result', ({ results: r }) => resolve(r));
    helper.once('error', ({ error }) => reject(error));
    helper.search();
  });
}

describe('embedded client under algoliasearch-helper', () => {
  it('gives disjunctive facet counts, conjunctive filters, range stats and pages', async () => {
    const helper = algoliasearchHelper(client, indexNameFor('price-asc'), {
      disjunctiveFacets: ['make', 'car_type', 'price'],
      facets: ['simple_body'],
      hitsPerPage: 21,
    });
    helper
      .addDisjunctiveFacetRefinement('make', 'Toyota')
      .addDisjunctiveFacetRefinement('make', 'Ford')
      .addFacetRefinement('simple_body', 'SUV')
      .addNumericRefinement('price', '>=', 30000)
      .addNumericRefinement('price', '<=', 70000);
    const r = await results(helper);

    const visible = visibleRows();
    const suvs = visible.filter((row) => row.body === 'SUV' && row.price > 0);
    const inRange = suvs.filter((row) => row.price >= 30000 && row.price <= 70000);
    const expected = inRange.filter((row) => row.make === 'Toyota' || row.make === 'Ford');

    expect(r.nbHits).toBe(expected.length);
    expect(r.hits.map((h: Record<string, unknown>) => h['price'])).toEqual(
      expected.map((row) => row.price).sort((a, b) => a - b),
    );
    // Make counts ignore the make refinement but keep the others.
    const values = r.getFacetValues('make', {}) as Array<{ name: string; count: number }>;
    const makes = Object.fromEntries(values.map((v) => [v.name, v.count]));
    const expectedMakes: Record<string, number> = {};
    for (const row of inRange) expectedMakes[row.make] = (expectedMakes[row.make] ?? 0) + 1;
    expect(makes).toEqual(expectedMakes);
    // Price stats ignore the price refinement (the slider keeps its full range).
    const priced = suvs.filter((row) => row.make === 'Toyota' || row.make === 'Ford').map((row) => row.price);
    expect(r.getFacetStats('price')).toMatchObject({ min: Math.min(...priced), max: Math.max(...priced) });

    helper.setPage(1);
    const page2 = await results(helper);
    expect(page2.page).toBe(1);
    expect(page2.hits).toHaveLength(Math.max(0, expected.length - 21));
  });
});
