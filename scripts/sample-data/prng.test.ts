import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chars, hashSeed, int, mulberry32, pick, sample, weighted } from './prng.ts';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
  });

  it('stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const rng = mulberry32(seed);
        for (let i = 0; i < 50; i++) {
          const x = rng();
          if (!(x >= 0 && x < 1)) return false;
        }
        return true;
      }),
    );
  });
});

describe('hashSeed', () => {
  it.each([
    [
      ['metro', 1],
      ['metro', 2],
    ],
    [
      ['a', 'bc'],
      ['ab', 'c'],
    ],
  ])('tells %j from %j', (x, y) => {
    expect(hashSeed(...x)).not.toBe(hashSeed(...y));
  });
});

describe('draws', () => {
  it('int stays within its inclusive bounds and reaches both ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer(),
        (min, span, seed) => {
          const rng = mulberry32(seed);
          for (let i = 0; i < 30; i++) {
            const n = int(rng, min, min + span);
            if (n < min || n > min + span || !Number.isInteger(n)) return false;
          }
          return true;
        },
      ),
    );
    const rng = mulberry32(1);
    const seen = new Set(Array.from({ length: 200 }, () => int(rng, 1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('weighted never picks a zero-weight value', () => {
    const rng = mulberry32(7);
    for (let i = 0; i < 500; i++)
      expect(
        weighted(rng, [
          ['a', 1],
          ['never', 0],
          ['b', 3],
        ]),
      ).not.toBe('never');
  });

  it('sample returns distinct elements of the list', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { maxLength: 30 }), fc.nat(40), fc.integer(), (list, count, seed) => {
        const out = sample(mulberry32(seed), list, count);
        return (
          out.length === Math.min(count, list.length) &&
          new Set(out).size === out.length &&
          out.every((x) => list.includes(x))
        );
      }),
    );
  });

  it('pick refuses an empty list, chars uses only its alphabet', () => {
    expect(() => pick(mulberry32(1), [])).toThrow(/empty/);
    expect(chars(mulberry32(1), 40, 'xyz')).toMatch(/^[xyz]{40}$/);
  });
});
