/**
 * Seeded pseudo-random numbers: the same seed always gives the same sequence.
 * Used where server and browser must agree (the promo offset of a search page)
 * and by the sample-data generator and benchmarks.
 */

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/** mulberry32: a small, fast 32-bit generator, good enough for sample data. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of the parts, as an unsigned 32-bit seed. */
export function hashSeed(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = parts.join('\u0001');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
