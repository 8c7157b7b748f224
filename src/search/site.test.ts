// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../config/load.ts';
import { embeddedIndexOptionsOf, searchClientConfigOf, tenantFilterOf } from './site.ts';

const site = (search: Record<string, unknown> = {}) =>
  parseSiteConfig(
    {
      slug: 'acme',
      template: 'classic',
      name: 'Acme Motors',
      site_url: 'https://acme.example.com',
      dealerships: [
        { id: 7, slug: 'acme-toyota', name: 'Acme Toyota' },
        { id: 8, slug: 'acme-used', name: 'Acme Used' },
      ],
      finance_provider: 'stratton',
      stock: { include_sold_cars_days: 5, max_age_years: 10, exclusions: { makes: ['Ford'] } },
      search,
    },
    'sites/acme/site.json',
  );

describe('tenant search settings', () => {
  it('tenant filter: the stock rule and the dealerships', () => {
    expect(tenantFilterOf(site())).toEqual({
      stock: expect.objectContaining({
        includeSoldCarsDays: 5,
        maxAgeYears: 10,
        exclusions: expect.objectContaining({ makes: ['Ford'] }),
      }),
      dealershipIds: [7, 8],
    });
  });

  it('index options carry the finance provider and the build clock', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    expect(embeddedIndexOptionsOf(site(), now)).toMatchObject({
      now,
      financeProvider: 'stratton',
      tenant: { dealershipIds: [7, 8] },
    });
  });

  it('embedded by default', () => {
    expect(searchClientConfigOf(site(), { indexUrl: '/search-index.json' })).toEqual({
      backend: 'embedded',
      indexUrl: '/search-index.json',
    });
  });

  it('meilisearch when configured', () => {
    const config = searchClientConfigOf(
      site({ backend: 'meilisearch', meilisearch: { host: 'https://search.example.com', search_key: 'token' } }),
      { indexUrl: '/search-index.json' },
    );
    expect(config).toMatchObject({
      backend: 'meilisearch',
      host: 'https://search.example.com',
      searchKey: 'token',
      index: 'Car_production',
      tenant: { dealershipIds: [7, 8] },
    });
  });

  it('the token search:index minted last replaces the configured search key', () => {
    const meili = site({ backend: 'meilisearch', meilisearch: { host: 'https://s.example', search_key: 'old' } });
    expect(searchClientConfigOf(meili, { indexUrl: '/i.json', searchKey: 'minted' })).toMatchObject({
      searchKey: 'minted',
    });
    expect(searchClientConfigOf(meili, { indexUrl: '/i.json', searchKey: null })).toMatchObject({ searchKey: 'old' });
  });
});
