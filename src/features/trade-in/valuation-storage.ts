/**
 * The "trade-in valuation" client storage (SPEC.md §7 client storage keys):
 * the last valuation the multi-step form gave on this device, so a later page
 * (the checkout, a revisit of /trade-in) can show it. Never throws.
 */
import { readJson, writeJson } from '../leads/storage.ts';

/** localStorage key of the trade-in valuation. */
export const TRADE_IN_VALUATION_KEY = 'dealer:trade-in-valuation';

export interface StoredValuation {
  lead_id: string;
  rego: string;
  regoState: string;
  vehicle: string;
  /** null when the online estimate was refused (age / km rule). */
  valuation: { min: number; max: number } | null;
  offer_accepted: boolean;
  saved_at: string;
}

export function storeValuation(value: StoredValuation): void {
  writeJson('local', TRADE_IN_VALUATION_KEY, value);
}

export function storedValuation(): StoredValuation | null {
  const x = readJson('local', TRADE_IN_VALUATION_KEY);
  if (typeof x !== 'object' || x === null) return null;
  const v = x as Partial<StoredValuation>;
  return typeof v.lead_id === 'string' && typeof v.vehicle === 'string' ? (x as StoredValuation) : null;
}
