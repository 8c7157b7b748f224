// The JSON-LD checker the end-to-end tests use (tests/e2e/helpers/schema-check.ts) knows schema.org
// from the schema-dts types: it must accept what schema.org defines and refuse the rest.
import { describe, expect, it } from 'vitest';
import { checkJsonLd } from '../e2e/helpers/schema-check.ts';

describe('checkJsonLd', () => {
  it('accepts valid nodes, nested too, and names unknown types, unknown properties and a missing context', () => {
    expect(
      checkJsonLd([
        {
          '@context': 'https://schema.org',
          '@type': 'Car',
          name: '2022 Toyota HiLux',
          vehicleConfiguration: 'SR5',
          offers: { '@type': 'Offer', price: 1, priceCurrency: 'AUD', bogus: 2 },
          vehicleEngine: {
            '@type': 'EngineSpecification',
            engineDisplacement: { '@type': 'QuantitativeValue', value: 2755, unitCode: 'CMQ' },
          },
        },
        { '@context': 'https://schema.org', '@type': 'Carr' },
        { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: '/' }] },
      ]),
    ).toEqual([
      expect.stringMatching(/^no schema.org @context: \{"@type":"BreadcrumbList"/),
      'Offer has no property bogus',
      'unknown type Carr',
    ]);
  });
});
