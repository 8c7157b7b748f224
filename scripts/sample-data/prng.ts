/**
 * Seeded pseudo-random numbers for the sample-data generator. Everything the
 * generator draws comes from here, so one seed always gives the same bytes.
 */

import { hashSeed, mulberry32, type Rng } from '../../src/core/random.ts';

export { hashSeed, mulberry32, type Rng };

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
