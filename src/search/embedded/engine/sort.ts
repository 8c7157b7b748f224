/**
 * The embedded engine's order (steps 5 and 6 of src/search/embedded/engine.ts): documents sorted
 * by the index's sort (nulls last; 'featured' by custom_rank), ties by custom_rank descending then
 * id ascending; with a query, fewest typos first and, for 'featured', most words matched exactly;
 * then the sold-run collapse (SPEC.md §4, core sold.ts) and the page. 'nearest' orders by
 * distance from the request's point (core nearest.ts, cars without coordinates last).
 */
import type { LatLng } from '../../../core/locations.ts';
import { compareNearest, NEAREST_SORT_ID } from '../../../core/search/nearest.ts';
import { sortCriterion, type SortId } from '../../../core/search/options.ts';
import { isSoldHit, keptPositions } from '../../../core/search/sold.ts';
import type { Columns } from './columns.ts';
import type { TextMatch } from './text.ts';

/** A result in display order as far as {@link Sorter.ordered} needed to go. */
export interface Ordered {
  /** Every hit in display order; null when the order was left to {@link Sorter.pageOf}. */
  ranked: Int32Array | null;
  /** The hits listed after the sold-run collapse; null when nothing collapsed. */
  shown: Int32Array | null;
  /** The sold flag of each of `ranked`; null when nothing collapsed. */
  sold: Uint8Array | null;
}

/** Searched points whose nearest-first order is kept (each an Int32Array over every document). */
const NEAREST_ORDER_CACHE_SIZE = 4;

/** `centre`: the point of a 'nearest' sort (null for every other sort). */
export interface Sorter {
  /** Per document: 1 when sold (unavailable, core isSoldHit). */
  soldColumn: Uint8Array;
  /** Every document in the order of a sort id (computed once per sort, or per point for 'nearest'). */
  orderOf(sortBy: SortId, centre?: LatLng | null): Int32Array;
  /** Every matched document in display order (see the header). */
  rankAll(matched: Int32Array, text: TextMatch | null, sortBy: SortId, centre?: LatLng | null): Int32Array;
  /**
   * A result in display order as far as needed: every hit when it holds a sold car the collapse
   * may hide (or a query ranks it), else, cheaper, only up to the end of the page (`ranked` null).
   */
  ordered(matched: Int32Array, text: TextMatch | null, sortBy: SortId, centre?: LatLng | null): Ordered;
  /** The hits `start` to `end` of `matched` in sort order, walking the sort only that far (no query). */
  pageOf(matched: Int32Array, sortBy: SortId, start: number, end: number, centre?: LatLng | null): Int32Array;
}

/** The order of `columns.docs`; `collapse` turns the sold-run collapse on. */
export function createSorter(columns: Columns, collapse: boolean): Sorter {
  const docs = columns.docs;
  const n = docs.length;
  // Per document: 1 when sold (unavailable, core isSoldHit).
  const soldCol = Uint8Array.from(docs, (doc) => (isSoldHit(doc) ? 1 : 0));
  const ranks = columns.numeric('custom_rank');
  const ids = columns.numeric('id');
  const tieBreak = (a: number, b: number): number => (ranks[b] ?? 0) - (ranks[a] ?? 0) || (ids[a] ?? 0) - (ids[b] ?? 0);
  const orders = new Map<SortId, Int32Array>();

  // Nearest first from a point (core compareNearest), ties in the featured order; the last few points kept.
  const nearestOrders = new Map<string, Int32Array>();
  const nearestOrderOf = (centre: LatLng): Int32Array => {
    const key = `${centre.lat},${centre.lng}`;
    let order = nearestOrders.get(key);
    if (order) return order;
    const lat = columns.numeric('lat');
    const lng = columns.numeric('lng');
    const pointOf = (d: number): LatLng | null => {
      const la = lat[d] as number;
      const lo = lng[d] as number;
      return Number.isNaN(la) || Number.isNaN(lo) ? null : { lat: la, lng: lo };
    };
    order = Int32Array.from(Array.from({ length: n }, (_, i) => i).sort(compareNearest(centre, pointOf, tieBreak)));
    if (nearestOrders.size >= NEAREST_ORDER_CACHE_SIZE)
      nearestOrders.delete(nearestOrders.keys().next().value as string);
    nearestOrders.set(key, order);
    return order;
  };

  const orderOf = (sortBy: SortId, centre: LatLng | null = null): Int32Array => {
    if (sortBy === NEAREST_SORT_ID && centre !== null) return nearestOrderOf(centre);
    let order = orders.get(sortBy);
    if (order) return order;
    const all = Array.from({ length: n }, (_, i) => i);
    if (sortBy === 'featured') {
      all.sort(tieBreak);
    } else {
      const { attribute, direction } = sortCriterion(sortBy);
      const sign = direction === 'asc' ? 1 : -1;
      const values = docs.map((d: Readonly<Record<string, unknown>>) => d[attribute]);
      all.sort((a, b) => {
        const va = values[a];
        const vb = values[b];
        const na = va === null || va === undefined;
        const nb = vb === null || vb === undefined;
        if (na || nb) return na === nb ? tieBreak(a, b) : na ? 1 : -1; // missing values last
        const c =
          typeof va === 'number' && typeof vb === 'number'
            ? va - vb
            : String(va) < String(vb)
              ? -1
              : String(va) > String(vb)
                ? 1
                : 0;
        return c !== 0 ? sign * c : tieBreak(a, b);
      });
    }
    order = Int32Array.from(all);
    orders.set(sortBy, order);
    return order;
  };

  const rankAll = (
    matched: Int32Array,
    text: TextMatch | null,
    sortBy: SortId,
    centre: LatLng | null = null,
  ): Int32Array => {
    const inResult = new Uint8Array(n);
    for (const d of matched) inResult[d] = 1;
    const order = orderOf(sortBy, centre);
    if (!text) {
      const out = new Int32Array(matched.length);
      let k = 0;
      for (let i = 0; i < n; i++) {
        const d = order[i] as number;
        if (inResult[d] === 1) out[k++] = d;
      }
      return out;
    }
    const buckets = new Map<number, number[]>();
    for (const d of order) {
      if (inResult[d] !== 1) continue;
      const key = (text.typos[d] as number) * 64 + (sortBy === 'featured' ? 63 - (text.exact[d] as number) : 0);
      const bucket = buckets.get(key);
      if (bucket) bucket.push(d);
      else buckets.set(key, [d]);
    }
    return Int32Array.from([...buckets.keys()].sort((a, b) => a - b).flatMap((k) => buckets.get(k) ?? []));
  };

  const ordered = (
    matched: Int32Array,
    text: TextMatch | null,
    sortBy: SortId,
    centre: LatLng | null = null,
  ): Ordered => {
    let anySold = false;
    if (collapse) {
      for (let i = 0; i < matched.length && !anySold; i++) if (soldCol[matched[i] as number] === 1) anySold = true;
    }
    if (!anySold) return { ranked: text ? rankAll(matched, text, sortBy, centre) : null, shown: null, sold: null };
    const ranked = rankAll(matched, text, sortBy, centre);
    const sold = new Uint8Array(ranked.length);
    for (let i = 0; i < ranked.length; i++) sold[i] = soldCol[ranked[i] as number] as number;
    // The hits the result lists: every run of consecutive sold cars collapsed to its first (core keptPositions).
    const kept = keptPositions(sold);
    const shown = new Int32Array(kept.length);
    for (let i = 0; i < kept.length; i++) shown[i] = ranked[kept[i] as number] as number;
    return { ranked, shown, sold };
  };

  const pageOf = (
    matched: Int32Array,
    sortBy: SortId,
    start: number,
    end: number,
    centre: LatLng | null = null,
  ): Int32Array => {
    const inResult = new Uint8Array(n);
    for (const d of matched) inResult[d] = 1;
    const order = orderOf(sortBy, centre);
    const out: number[] = [];
    for (let i = 0, seen = 0; i < n && seen < end; i++) {
      const d = order[i] as number;
      if (inResult[d] !== 1) continue;
      if (seen >= start) out.push(d);
      seen++;
    }
    return Int32Array.from(out);
  };

  return { soldColumn: soldCol, orderOf, rankAll, ordered, pageOf };
}
