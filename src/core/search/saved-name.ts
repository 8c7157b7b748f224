/**
 * The name of a saved search (a shopper's stock alert, issue "Save a search"): what the shopper
 * reads in My Garage and in the alert mails, built from the filters, e.g. 'Used Toyota HiLux
 * under $40,000 near 2150'. The spec has no saved searches; the wording is ours
 * (docs/decisions.md "Saved searches").
 *
 * Order: car types, single fuel / transmission / drive, make (several joined with 'or'), model or
 * body type with the kind of vehicle (kinds.ts: 'Caravans', 'Motorcycles'), then the dealership or
 * location ('at ...'), the text query, year, price and kilometre ranges, and the postcode or place
 * ('near 2150'). A search without any filter is 'All Cars' ('All Caravans' on a caravan dealer's
 * site). Sorting and the page number are not part of the name.
 */

import { formatCurrency, formatThousands } from '../money.ts';
import type { CurrencyCode } from '../types.ts';
import {
  normaliseState,
  REFINEMENT_ATTRIBUTES,
  type PriceRange,
  type SearchCatalogue,
  type SearchState,
} from './routing.ts';
import { bodyPhrase, carTypeWords, stateKind, vehicleNoun } from './kinds.ts';

/** Longest name (the alert contract's limit is 160): longer names end with an ellipsis. */
export const SAVED_SEARCH_NAME_MAX = 120;

/** Filters named as words before the make when they have one value, in this order. */
const ADJECTIVE_ATTRIBUTES = ['simple_fuel', 'simple_transmission', 'simple_drive'] as const;

function orWords(values: readonly string[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1) ?? ''}`;
}

/** 'from A', 'under B', 'A to B' of a range, each end written by `write`; null for an open range. */
function rangeWords(
  range: PriceRange | undefined,
  write: (n: number) => string,
  words: { from: string; to: string },
): string | null {
  if (range === undefined) return null;
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return min === max ? write(min) : `${write(min)} to ${write(max)}`;
  if (min !== undefined) return `${words.from} ${write(min)}`;
  if (max !== undefined) return `${words.to} ${write(max)}`;
  return null;
}

function placeLabel(n: SearchState, catalogue: SearchCatalogue): string | undefined {
  if (n.location !== undefined) return catalogue.locations.find((e) => e.slug === n.location)?.label ?? n.location;
  if (n.dealership !== undefined)
    return catalogue.dealerships.find((e) => e.slug === n.dealership)?.label ?? n.dealership;
  return undefined;
}

/** The name of a saved search: see the module comment. */
export function savedSearchName(state: SearchState, catalogue: SearchCatalogue, currency: CurrencyCode): string {
  const n = normaliseState(state, catalogue);
  const vehicles = vehicleNoun(stateKind(n, catalogue));
  const makes = n.make !== undefined ? [n.make] : (n.refinementList[REFINEMENT_ATTRIBUTES.make] ?? []);
  const adjectives = ADJECTIVE_ATTRIBUTES.flatMap((a) => {
    const values = n.refinementList[a] ?? [];
    return values.length === 1 ? values : [];
  });
  const types = carTypeWords(n);
  const subject = n.model !== undefined ? n.model : n.body !== undefined ? bodyPhrase(n.body, vehicles) : vehicles;

  const place = placeLabel(n, catalogue);
  const query = n.query?.trim();
  const year = rangeWords(n.year, String, { from: 'from', to: 'up to' });
  const price = rangeWords(n.price, (v) => formatCurrency(v, currency), { from: 'from', to: 'under' });
  const km = rangeWords(n.km, formatThousands, { from: 'over', to: 'under' });
  const near =
    n.locationId !== undefined
      ? `near ${n.locationId}`
      : n.lat !== undefined && n.lng !== undefined
        ? 'near the chosen place'
        : undefined;

  const qualifiers = [
    place !== undefined ? `at ${place}` : undefined,
    query ? `matching "${query}"` : undefined,
    year ?? undefined,
    price ?? undefined,
    km !== null ? `${km} km` : undefined,
    near,
  ].filter((w): w is string => w !== undefined);

  const head = [types ?? undefined, ...adjectives, orWords(makes) || undefined, subject].filter(
    (w): w is string => w !== undefined && w !== '',
  );
  const unfiltered =
    types === null && adjectives.length === 0 && makes.length === 0 && n.model === undefined && n.body === undefined;
  if (unfiltered && qualifiers.length === 0 && Object.keys(n.refinementList).length === 0) head.unshift('All');

  const name = [...head, ...qualifiers].join(' ').replace(/\s+/g, ' ').trim();
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…` : name;
}
