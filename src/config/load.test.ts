import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteConfigError } from './errors.ts';
import { dealershipIdClashes, listSiteSlugs, loadSiteConfig, parseSiteConfig } from './load.ts';

const minimal = {
  slug: 'acme',
  template: 'classic',
  name: 'Acme Motors',
  site_url: 'https://www.acme.com.au',
  dealerships: [{ id: 1, slug: 'acme', name: 'Acme Motors' }],
};

function problemsOf(raw: unknown, file = 'sites/acme/site.json'): string {
  try {
    parseSiteConfig(raw, file, 'acme');
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the config to be rejected');
}

describe('tenant config', () => {
  it('fills every setting with the spec defaults', () => {
    const config = parseSiteConfig(minimal, 'sites/acme/site.json', 'acme');
    expect(config.specifications).toEqual({
      just_arrived_days: 8,
      just_arrived_tag_name: 'New',
      sold_tag_name: 'JUST SOLD',
    });
    expect(config.pricing.no_price_text).toBe('Enquire for price.');
    expect(config.search.hits_per_page).toBe(21);
    expect(config.search.promo_positions).toEqual([5, 10]);
    expect(config.stock.include_sold_cars_days).toBe(3);
    expect(config.vehicle_page.video_slide_position).toBe('second');
    expect(config.vehicle_page.default_viewer).toBe('spinner');
    expect(config.features.reserve_fee).toBe(200);
    expect(config.finance.min_amount).toBe(1000);
    expect(config.country).toBe('AU');
    expect(config.search.backend).toBe('embedded');
  });

  it('names the file and lists every problem with its path', () => {
    const message = problemsOf({
      ...minimal,
      finance_provider: 'acme-finance',
      search: { hits_per_page: '21', sort_optoins: [] },
      stock: { max_age_years: 15 },
    });
    expect(message).toBe(
      [
        'Invalid tenant config sites/acme/site.json (4 problems):',
        '  sites/acme/site.json: finance_provider: expected one of "stratton", "angle", "ausloans", "powertorque", "youx" but received "acme-finance"',
        '  sites/acme/site.json: search.hits_per_page: expected number but received "21"',
        '  sites/acme/site.json: search.sort_optoins: unknown setting "sort_optoins" (check the spelling against docs/tenant-config.md)',
        '  sites/acme/site.json: stock.max_age_years: expected <=14 but received 15',
      ].join('\n'),
    );
  });

  it.each([
    [{ ...minimal, name: undefined }, 'name: is required but missing'],
    [{ ...minimal, template: 'fancy' }, 'template: expected one of "classic", "showroom" but received "fancy"'],
    [{ ...minimal, dealerships: [] }, 'dealerships: expected at least one dealership'],
    [{ ...minimal, theme: { primary: 'red' } }, 'theme.primary: expected a hex colour like #c00000'],
    [{ ...minimal, dealerships: [{ id: 1, slug: 'Acme Motors', name: 'x' }] }, 'dealerships.0.slug: expected a slug'],
    [{ ...minimal, search: { backend: 'meilisearch' } }, 'search.backend is "meilisearch" but search.meilisearch'],
    [{ ...minimal, slug: 'other' }, 'slug: expected "acme" (the folder name) but received "other"'],
    [{ ...minimal, service_booking_url: 'javascript:alert(1)' }, 'service_booking_url: expected an http or https URL'],
  ])('rejects %j with %s', (raw, expected) => {
    expect(problemsOf(raw)).toContain(expected);
  });

  it('reports a file that is not JSON with its path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sites-'));
    mkdirSync(join(dir, 'acme'));
    writeFileSync(join(dir, 'acme', 'site.json'), '{ "slug": "acme", }');
    expect(() => loadSiteConfig('acme', dir)).toThrow(/site\.json \(1 problem\):\n.*not valid JSON/);
  });

  it('every bundled sample tenant is valid', () => {
    const slugs = listSiteSlugs();
    expect(slugs.length).toBeGreaterThanOrEqual(4);
    for (const slug of slugs) expect(loadSiteConfig(slug).slug).toBe(slug);
  });
});

describe('dealership ids across tenants', () => {
  function sites(tenants: Record<string, number[]>): string {
    const dir = mkdtempSync(join(tmpdir(), 'sites-'));
    for (const [slug, ids] of Object.entries(tenants)) {
      mkdirSync(join(dir, slug));
      const dealerships = ids.map((id) => ({ id, slug: `${slug}-${id}`, name: `${slug} ${id}` }));
      writeFileSync(join(dir, slug, 'site.json'), JSON.stringify({ ...minimal, slug, dealerships }));
    }
    return dir;
  }

  it('names both tenants when a dealership id is in two', () => {
    const dir = sites({ acme: [1, 2], bravo: [3], charlie: [2] });
    expect(dealershipIdClashes('acme', dir)).toEqual([
      expect.stringMatching(/^dealership id 2 is in two tenants: .*acme\/site\.json and .*charlie\/site\.json \(/),
    ]);
    expect(dealershipIdClashes('bravo', dir)).toEqual([]);
  });

  it('the bundled sample tenants have distinct ids', () => {
    for (const slug of listSiteSlugs()) expect(dealershipIdClashes(slug)).toEqual([]);
  });
});
