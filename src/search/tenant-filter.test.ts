// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileFilter } from '../core/search/meili-eval.ts';
import { isTenantListed, queryClock, tenantFilterExpression, type TenantFilter } from './tenant-filter.ts';
import { FIXTURE_BUILD_NOW, FIXTURE_NOW, FIXTURE_ROWS, FIXTURE_TENANT, fixtureCars } from './testing/fixture.ts';

describe('queryClock', () => {
  it.each([
    ['2026-11-01T10:15:59.999Z', '2026-11-01T10:15:00.000Z'],
    ['2026-11-01T10:15:00.000Z', '2026-11-01T10:15:00.000Z'],
  ])('%s -> %s', (now, minute) => {
    expect(queryClock(new Date(now)).toISOString()).toBe(minute);
  });
});

describe('tenant filter', () => {
  it('lists exactly the fixture cars marked visible', () => {
    const listed = fixtureCars()
      .filter((c) => isTenantListed(c, FIXTURE_TENANT, FIXTURE_NOW))
      .map((c) => c.id);
    expect(listed).toEqual(FIXTURE_ROWS.filter((r) => r.visible).map((r) => r.id));
  });

  it('restricts to the tenant dealerships only when it has some', () => {
    const rival = fixtureCars().find((c) => c.id === 2004)!;
    expect(isTenantListed(rival, FIXTURE_TENANT, FIXTURE_NOW)).toBe(false);
    expect(isTenantListed(rival, { ...FIXTURE_TENANT, dealershipIds: [] }, FIXTURE_NOW)).toBe(true);
    expect(isTenantListed(rival, { ...FIXTURE_TENANT, dealershipIds: null }, FIXTURE_NOW)).toBe(true);
    expect(tenantFilterExpression({ stock: {} }, FIXTURE_NOW)).not.toContain('dealership_id');
  });

  it('the filter text and the predicate agree on every car, clock, sort and tenant (property)', () => {
    const cars = fixtureCars();
    fc.assert(
      fc.property(
        fc.integer({ min: -8 * 86400, max: 8 * 86400 }),
        fc.constantFrom('featured', 'price-asc', 'year-desc'),
        fc.subarray([1, 2, 99]),
        fc.constantFrom(0, 3, 7),
        (shift, sortBy, dealershipIds, days) => {
          const now = new Date(FIXTURE_BUILD_NOW.getTime() + shift * 1000);
          const tenant: TenantFilter = { stock: { ...FIXTURE_TENANT.stock, includeSoldCarsDays: days }, dealershipIds };
          const filter = compileFilter(tenantFilterExpression(tenant, now, sortBy));
          for (const car of cars) expect(filter(car)).toBe(isTenantListed(car, tenant, now, sortBy));
        },
      ),
      { numRuns: 100 },
    );
  });
});
