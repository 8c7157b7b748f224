import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SALES_COUNTER_REFRESH_MS,
  SALES_PER_DAY,
  SECONDS_PER_SALE,
  brisbaneSecondsOfDay,
  salesSoFar,
} from './sales-counter.ts';

describe('constants', () => {
  it('192 sales of 450 s make one day; refresh every 150000 ms', () => {
    expect(SALES_PER_DAY * SECONDS_PER_SALE).toBe(86400);
    expect(SALES_COUNTER_REFRESH_MS).toBe(150000);
  });
});

describe('salesSoFar', () => {
  it.each([
    // Brisbane midnight is 14:00 UTC the previous day.
    ['2025-06-30T14:00:00Z', 0],
    ['2025-06-30T14:07:29Z', 0],
    ['2025-06-30T14:07:30Z', 1],
    ['2025-06-30T14:15:00Z', 2],
    ['2025-06-30T13:59:59Z', 191],
    ['2025-06-30T13:52:29Z', 190],
    ['2025-06-30T13:52:30Z', 191],
    // Brisbane noon (02:00 UTC): 43200 / 450 = 96
    ['2025-07-01T02:00:00Z', 96],
    // No daylight saving in Brisbane: same result in January.
    ['2025-01-15T02:00:00Z', 96],
    ['1970-01-01T00:00:00Z', 80],
  ])('%s -> %i', (iso, count) => {
    expect(salesSoFar(new Date(iso))).toBe(count);
  });

  it.each<[string, number, number]>([
    // A dealer's own rate: 6 a day is one every 4 hours.
    ['2025-06-30T22:40:00Z', 6, 2], // 08:40 in Brisbane
    ['2025-06-30T17:59:59Z', 6, 0], // 03:59:59
    ['2025-06-30T18:00:00Z', 6, 1], // 04:00
    ['2025-07-01T13:59:59Z', 6, 5], // 23:59:59
    ['2025-06-30T22:40:00Z', 192, 69],
    ['2025-06-30T22:40:00Z', 0, 0],
    ['2025-06-30T22:40:00Z', -3, 0],
  ])('%s at %i a day -> %i', (iso, perDay, count) => {
    expect(salesSoFar(new Date(iso), perDay)).toBe(count);
  });

  it('accepts epoch milliseconds and treats NaN as 0', () => {
    expect(salesSoFar(Date.parse('2025-07-01T02:00:00Z'))).toBe(96);
    expect(salesSoFar(Number.NaN)).toBe(0);
  });

  it('stays within 0..192 and is the whole number of 450 s steps since Brisbane midnight', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        const n = salesSoFar(ms);
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(192);
        expect(n).toBe(Math.floor(brisbaneSecondsOfDay(ms) / 450));
      }),
    );
  });

  it('never decreases within a Brisbane day', () => {
    const midnight = Date.parse('2025-06-30T14:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86399999 }), fc.integer({ min: 0, max: 86399999 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(salesSoFar(midnight + lo)).toBeLessThanOrEqual(salesSoFar(midnight + hi));
      }),
    );
  });
});
