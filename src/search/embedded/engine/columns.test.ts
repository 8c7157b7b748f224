import { describe, expect, it } from 'vitest';
import { createColumns, labelRank } from './columns.ts';
import { doc } from './testing.ts';

describe('engine columns', () => {
  const columns = createColumns([
    doc({ make: 'Toyota', reserved: true, price: 100 }),
    doc({ make: 'ford', reserved: false, price: 0 }),
    doc({ make: 'TOYOTA', colour: null, km: null }),
  ]);

  it('codes text values ignoring case, keeping the first spelling; booleans as text; null as -1', () => {
    const make = columns.text('make');
    expect(Array.from(make.codes)).toEqual([0, 1, 0]);
    expect(make.labels).toEqual(['Toyota', 'ford']);
    expect(make.byKey.get('toyota')).toBe(0);
    expect(columns.text('reserved').labels).toEqual(['true', 'false']);
    expect(columns.text('colour').codes[2]).toBe(-1);
  });

  it('keeps numbers as numbers and missing ones as NaN', () => {
    expect(Array.from(columns.numeric('km')).map(Number.isNaN)).toEqual([false, false, true]);
    expect(columns.numeric('price')[1]).toBe(0);
  });

  it('builds each column once', () => {
    expect(columns.text('make')).toBe(columns.text('make'));
    expect(columns.numeric('price')).toBe(columns.numeric('price'));
  });

  it('ranks labels in the core facet label order', () => {
    const rank = labelRank(columns.text('make'));
    expect(Array.from(rank)).toEqual([1, 0]); // 'ford' before 'Toyota'
  });
});
