/**
 * Seeded pseudo-random numbers for the sample-data generator. Everything the
 * generator draws comes from here, so one seed always gives the same bytes.
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

/** A generator seeded by the parts (e.g. tenant seed, 'car', index). */
export function rngFor(...parts: readonly (string | number)[]): Rng {
  return mulberry32(hashSeed(...parts));
}

/** Integer in [min, max], both inclusive. */
export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** Number in [min, max). */
export function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

/** True with probability p. */
export function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

/** One element of a non-empty list. */
export function pick<T>(rng: Rng, list: readonly T[]): T {
  if (list.length === 0) throw new Error('pick from an empty list');
  return list[Math.floor(rng() * list.length)] as T;
}

/** One value, chosen with the given relative weights. */
export function weighted<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, w] of entries) total += w;
  if (!(total > 0)) throw new Error('weighted pick needs a positive total weight');
  let x = rng() * total;
  for (const [value, w] of entries) {
    x -= w;
    if (x < 0) return value;
  }
  return (entries[entries.length - 1] as readonly [T, number])[0];
}

/** `count` distinct elements in random order (all of them when count >= length). */
export function sample<T>(rng: Rng, list: readonly T[], count: number): T[] {
  const copy = list.slice();
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rng() * (copy.length - i));
    const tmp = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = tmp;
  }
  return copy.slice(0, n);
}

/** A string of `length` characters drawn from `alphabet`. */
export function chars(rng: Rng, length: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet.charAt(Math.floor(rng() * alphabet.length));
  return out;
}

export const DIGITS = '0123456789';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
