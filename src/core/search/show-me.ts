/**
 * The Show Me search form (SPEC.md §2 "Show Me button navigates to results;
 * its count animates over 1 second", §9 "Show Me count animation 1 s"): make,
 * model and maximum price selects over a compact count table of the listed
 * stock, the button text, the count animation and the results URL (core
 * routing).
 */
import { formatThousands } from '../money.ts';
import { vehicleNoun, type VehicleKind } from './kinds.ts';
import { stateToUrl, type SearchCatalogue, type SearchState } from './routing.ts';
import { isSoldHit, stockCount } from './sold.ts';

/** SPEC.md §9: the count animates over 1 second. */
export const SHOW_ME_ANIMATION_MS = 1000;

/**
 * The button text: 'Show Me 1,234 Cars' ('Show Me 1 Car' for one), naming
 * the kind of vehicle (core kinds.ts): 'Show Me 143 Caravans'.
 */
export function showMeLabel(count: number, kind: VehicleKind = 'car'): string {
  return `Show Me ${formatThousands(count)} ${vehicleNoun(kind, count)}`;
}

/** The button of a choice: what it says, whether it leads anywhere, and what the live region announces. */
export interface ShowMeButton {
  label: string;
  /** True when nothing matches: the button is disabled, not a link to an empty search. */
  disabled: boolean;
  /** The settled count for screen readers. */
  announce: string;
}

/**
 * The Show Me button for `count` matching cars while the animation shows
 * `shown`: a link 'Show Me {shown} Cars' (never 'Show Me 0 Cars' on the way
 * up from none), or, when nothing matches, a disabled 'No Matching Cars'
 * with the advice to change the choice (a choice: the spec gives no text).
 */
export function showMeButton(count: number, shown: number, kind: VehicleKind = 'car'): ShowMeButton {
  const noun = vehicleNoun(kind, count).toLowerCase();
  if (count <= 0) {
    return {
      label: `No Matching ${vehicleNoun(kind)}`,
      disabled: true,
      announce: `No ${vehicleNoun(kind).toLowerCase()} match. Choose another make, model or price.`,
    };
  }
  return {
    label: showMeLabel(Math.max(shown, 1), kind),
    disabled: false,
    announce: `${formatThousands(count)} ${noun} ${count === 1 ? 'matches' : 'match'}`,
  };
}

/**
 * The count shown `elapsedMs` into an animation from `from` to `to`: eased
 * out (fast, then settling), whole numbers, exactly `to` from `durationMs`
 * on (and at once when the duration is 0 or less: reduced motion).
 */
export function animatedCount(from: number, to: number, elapsedMs: number, durationMs = SHOW_ME_ANIMATION_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  const t = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(from + (to - from) * eased);
}

/**
 * One model's counts: `counts[i]` cars priced at most `prices[i]`; the last
 * entry is every car of the model. `sold[i]`: how many of those are sold
 * (omitted when none is).
 */
export interface ShowMeModel {
  make: number;
  label: string;
  counts: number[];
  sold?: number[];
}

/** The count table the form reads (built at build time, passed to the island). */
export interface ShowMeTable {
  makes: string[];
  /** The maximum-price choices, ascending (the money quick picks). */
  prices: number[];
  models: ShowMeModel[];
}

/** A car as the table counts it. */
export interface ShowMeCar {
  make: string;
  model: string;
  price?: number | null | undefined;
  /** Sold cars (unavailable, core isSoldHit) count as the results count them; default available. */
  status?: string | undefined;
}

/**
 * The count table of the listed cars: makes and models sorted by name, per
 * model the cars at or under each price (cars without a price above 0 only
 * in the last, any-price entry), and the sold ones among them.
 */
export function showMeTable(cars: readonly ShowMeCar[], prices: readonly number[]): ShowMeTable {
  const sortedPrices = [...prices].sort((a, b) => a - b);
  const byName = (a: string, b: string) => a.localeCompare(b, 'en');
  const makes = [...new Set(cars.map((c) => c.make))].sort(byName);
  const models = new Map<string, ShowMeModel>();
  for (const car of cars) {
    const key = `${car.make}\u0000${car.model}`;
    let entry = models.get(key);
    if (!entry) {
      entry = {
        make: makes.indexOf(car.make),
        label: car.model,
        counts: new Array<number>(sortedPrices.length + 1).fill(0),
      };
      models.set(key, entry);
    }
    const price = typeof car.price === 'number' && car.price > 0 ? car.price : null;
    const sold = car.status !== undefined && isSoldHit({ status: car.status });
    const model = entry;
    const add = (i: number) => {
      model.counts[i] = (model.counts[i] ?? 0) + 1;
      if (sold) {
        model.sold ??= new Array<number>(sortedPrices.length + 1).fill(0);
        model.sold[i] = (model.sold[i] ?? 0) + 1;
      }
    };
    sortedPrices.forEach((max, i) => {
      if (price !== null && price <= max) add(i);
    });
    add(sortedPrices.length);
  }
  const list = [...models.values()].sort((a, b) => a.make - b.make || byName(a.label, b.label));
  return { makes, prices: sortedPrices, models: list };
}

/** The form's choice; undefined means any. */
export interface ShowMeChoice {
  make?: string | undefined;
  model?: string | undefined;
  maxPrice?: number | undefined;
}

/** Models of a make, for the model select (empty without a make). */
export function modelsOf(table: ShowMeTable, make: string | undefined): string[] {
  const index = make === undefined ? -1 : table.makes.indexOf(make);
  return index < 0 ? [] : table.models.filter((m) => m.make === index).map((m) => m.label);
}

/**
 * The count the results of a choice read, so the button's count is the one
 * the results page shows (core stockCount): the available cars, or all when
 * none is available. A price not among the table's choices counts as any
 * price.
 */
export function showMeCount(table: ShowMeTable, choice: ShowMeChoice): number {
  const makeIndex = choice.make === undefined ? -1 : table.makes.indexOf(choice.make);
  if (choice.make !== undefined && makeIndex < 0) return 0;
  const priceIndex = choice.maxPrice === undefined ? -1 : table.prices.indexOf(choice.maxPrice);
  const column = priceIndex < 0 ? table.prices.length : priceIndex;
  let total = 0;
  let sold = 0;
  for (const m of table.models) {
    if (makeIndex >= 0 && m.make !== makeIndex) continue;
    if (choice.model !== undefined && m.label !== choice.model) continue;
    total += m.counts[column] ?? 0;
    sold += m.sold?.[column] ?? 0;
  }
  return stockCount(total - sold, total);
}

/** The search a choice stands for: make, model and price up to the maximum. */
export function showMeState(choice: ShowMeChoice): SearchState {
  return {
    make: choice.make,
    model: choice.make === undefined ? undefined : choice.model,
    ...(choice.maxPrice !== undefined && { price: { max: choice.maxPrice } }),
    refinementList: {},
  };
}

/** The results URL of a choice: /search/{make}/{model}?range[price]=:{max} (core routing). */
export function showMeUrl(choice: ShowMeChoice, catalogue: SearchCatalogue): string {
  return stateToUrl(showMeState(choice), catalogue);
}
