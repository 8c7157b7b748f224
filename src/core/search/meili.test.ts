import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { and, compare, eq, filterValue, inList, notInList, or, raw, renderFilter } from './meili.ts';
import { matchesFilter } from './meili-eval.ts';

describe('filterValue', () => {
  it.each([
    ['Toyota', '"Toyota"'],
    ['Land Rover', '"Land Rover"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['back\\slash', '"back\\\\slash"'],
    [2012, '2012'],
    [-1.5, '-1.5'],
    [true, 'true'],
    [false, 'false'],
  ] as const)('%j -> %s', (value, expected) => {
    expect(filterValue(value)).toBe(expected);
  });
  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (n) => {
    expect(() => filterValue(n)).toThrow(RangeError);
  });
  it('property: any string round-trips through quoting', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(matchesFilter({ a: s }, renderFilter(eq('a', s)))).toBe(true);
      }),
    );
  });
});

describe('renderFilter', () => {
  it('parenthesises OR inside AND and AND inside OR', () => {
    const expr = and(
      or(inList('status', ['in_stock', 'coming_soon']), and(eq('status', 'sold'), compare('t', '>=', 5))),
      eq('show', true),
    );
    expect(renderFilter(expr)).toBe(
      '(status IN ["in_stock", "coming_soon"] OR (status = "sold" AND t >= 5)) AND show = true',
    );
  });
  it('flattens nested groups of the same kind and skips nulls', () => {
    expect(renderFilter(and(eq('a', 1), null, and(eq('b', 2), eq('c', 3))))).toBe('a = 1 AND b = 2 AND c = 3');
    expect(renderFilter(or(null, eq('a', 1)))).toBe('a = 1');
    expect(and(null, undefined)).toBeNull();
    expect(renderFilter(null)).toBe('');
  });
  it('empty lists give no condition', () => {
    expect(inList('a', [])).toBeNull();
    expect(notInList('a', [])).toBeNull();
    expect(renderFilter(notInList('make', ['Ford', 'Kia']))).toBe('make NOT IN ["Ford", "Kia"]');
  });
  it('raw text is grouped when combined', () => {
    expect(renderFilter(and(raw('a = 1 OR b = 2'), eq('c', 3)))).toBe('(a = 1 OR b = 2) AND c = 3');
    expect(renderFilter(raw('  a = 1 '))).toBe('a = 1');
    expect(raw('  ')).toBeNull();
  });
});
