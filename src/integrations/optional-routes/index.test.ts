import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config/load.ts';
import { hasOptionalRoute, OPTIONAL_ROUTES } from '../../config/optional-routes.ts';
import { injectedRoutes } from './index.ts';

const minimal = {
  slug: 'acme',
  template: 'classic',
  name: 'Acme Motors',
  site_url: 'https://www.acme.com.au',
  dealerships: [{ id: 1, slug: 'acme', name: 'Acme Motors' }],
};
const config = (extra: object) => parseSiteConfig({ ...minimal, ...extra }, 'sites/acme/site.json', 'acme');
const patterns = (extra: object) => injectedRoutes(config(extra)).map((r) => r.pattern);

describe('optional routes', () => {
  it('injects only the pages the settings turn on (defaults: compare only)', () => {
    expect(patterns({})).toEqual(['/compare']);
    expect(patterns({ features: { compare: false } })).toEqual([]);
  });

  it("follows each page's settings", () => {
    expect(
      patterns({
        brands_page: true,
        garage_enabled: true,
        features: {
          compare: true,
          watchlist: true,
          sign_in: true,
          reserve: true,
          buy_online: true,
          online_payment: true,
          spin_to_win: true,
        },
      }),
    ).toEqual([
      '/brands',
      '/my-garage',
      '/compare',
      '/watchlist',
      '/reserve',
      '/checkout-journey',
      '/online-payment',
      '/spin-to-win',
    ]);
    // The watchlist needs a signed-in shopper.
    expect(patterns({ features: { compare: false, watchlist: true } })).toEqual([]);
  });

  it('answers a link to an optional page with the same rule', () => {
    expect(hasOptionalRoute(config({ brands_page: true }), '/brands')).toBe(true);
    expect(hasOptionalRoute(config({}), '/brands')).toBe(false);
    expect(() => hasOptionalRoute(config({}), '/nowhere')).toThrow(/No optional route/);
  });

  it('has one page file in src/routes per route, and no other', () => {
    const dir = fileURLToPath(new URL('../../routes/', import.meta.url));
    const all = injectedRoutes(config({ brands_page: true, garage_enabled: true }));
    expect(OPTIONAL_ROUTES.map((r) => r.file).sort()).toEqual(readdirSync(dir).sort());
    for (const route of all) expect(existsSync(route.entrypoint)).toBe(true);
  });
});
