import { hashSeed, mulberry32 } from '../random.ts';
/**
 * The "We Want Your Car!" promo card in search results (SPEC.md §2 Search,
 * §9 "Promo positions per section 2"): where it goes on a page of hits.
 */

/** Promo card heading (SPEC.md §2), verbatim. */
export const PROMO_CARD_TITLE = 'We Want Your Car!';

/** Promo card lines under the heading (SPEC.md §2), verbatim, in order. */
export const PROMO_CARD_LINES = ['We buy all types of cars', 'Our high turnover means we can pay more'] as const;

/** Default promo positions within a page (SPEC.md §2 "5 and 10"). */
export const DEFAULT_PROMO_POSITIONS = [5, 10] as const;

/** Largest random shift of a position on the randomising site (SPEC.md §2 "randomises 0 to 2 plus base"). */
export const MAX_PROMO_OFFSET = 2;

/** A source of uniform numbers in [0, 1), e.g. Math.random or a seeded generator. */
export type RandomSource = () => number;

/** Tenant options of {@link promoPositions}. */
export interface PromoPositionOptions {
  /**
   * Base positions within a page (SPEC.md §2 "at configured positions (5 and
   * 10, 6 or 8 by dealer group"). Default [5, 10]; a dealer group passes its
   * own, e.g. [6] or [8].
   */
  positions?: readonly number[] | undefined;
  /**
   * Set on the one site that randomises (SPEC.md §2 "one site randomises 0
   * to 2 plus base"): each base position moves later by a whole 0, 1 or 2,
   * drawn from this source once per position, in order. Unset: no movement.
   */
  randomise?: RandomSource | undefined;
}

/** A whole number 0..max from a [0, 1) source; out-of-range draws are clamped. */
function draw(random: RandomSource, max: number): number {
  const r = random();
  const n = Math.floor((Number.isFinite(r) ? r : 0) * (max + 1));
  return Math.min(max, Math.max(0, n));
}

/**
 * Promo positions for one page: the base positions (whole numbers of 0 or
 * more; others are dropped), each plus its random offset on the randomising
 * site, then de-duplicated and sorted ascending.
 *
 * A position counts hits, not cards: position 5 means the promo comes after
 * the page's first 5 hits (it is the 6th card when it is the first promo).
 */
export function promoPositions(options: PromoPositionOptions = {}): number[] {
  const base = (options.positions ?? DEFAULT_PROMO_POSITIONS).filter((p) => Number.isInteger(p) && p >= 0);
  const { randomise } = options;
  const moved = randomise ? base.map((p) => p + draw(randomise, MAX_PROMO_OFFSET)) : base;
  return [...new Set(moved)].sort((a, b) => a - b);
}

/** One grid slot: a hit or the promo card. */
export type PageItem<T> = { kind: 'hit'; hit: T } | { kind: 'promo'; position: number };

/**
 * Inserts promo slots into one page of hits. Positions restart on every
 * page. A promo at position p goes after the page's first p hits and only
 * when at least one hit follows it, so a page never ends on the promo and a
 * short page shows only the promos it reaches (a page of 7 hits with
 * positions 5 and 10 gets one promo).
 */
export function withPromoSlots<T>(hits: readonly T[], positions: readonly number[]): PageItem<T>[] {
  const wanted = new Set(positions);
  const items: PageItem<T>[] = [];
  hits.forEach((hit, index) => {
    if (wanted.has(index)) items.push({ kind: 'promo', position: index });
    items.push({ kind: 'hit', hit });
  });
  return items;
}

/**
 * A deterministic [0, 1) source from a text seed (FNV-1a hash, then
 * mulberry32): the same seed gives the same numbers on the server and in the
 * browser, so a randomised promo position is chosen once per page and build
 * (seed {@link promoSeed}) and hydration never moves the card.
 */
export function seededRandom(seed: string): RandomSource {
  return mulberry32(hashSeed(seed));
}

/** The seed of a page's promo offsets: the build's day (YYYY-MM-DD) and the page path. */
export function promoSeed(buildDay: string, path: string): string {
  return `${buildDay}|${path}`;
}
