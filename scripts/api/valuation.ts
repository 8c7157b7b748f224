/**
 * Stand-in for the third-party rego lookup and valuation service (multi-step
 * trade-in form). No such service is reachable here, so the vehicle is
 * derived deterministically from the rego and state: the same rego always
 * gives the same vehicle and valuation (for a given year of the clock).
 *
 * - id: '{STATE}-{REGO}' (upper case, spaces removed); the valuation step
 *   sends it back as `id`.
 * - vehicle: FNV-1a hash of the id picks one of the common models below and a
 *   year 2 to 14 years old.
 * - valuation: the model's new price depreciated 12% a year (compound), then
 *   min = 90% and max = 105% of it, rounded to $100.
 * - A rego of only zeros ('000000') is "not found" (404), to test that path.
 * - Adjustments: each answer that is `false`, 'no', 'poor', 'damaged' or
 *   'yes-damage' takes 5% off, 'fair' 2.5%; at most 40% off in total.
 */
const MODELS = [
  { make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', price: 30_000 },
  { make: 'Toyota', model: 'HiLux', badge: 'SR5', price: 62_000 },
  { make: 'Toyota', model: 'RAV4', badge: 'GX', price: 40_000 },
  { make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', price: 42_000 },
  { make: 'Mazda', model: 'Mazda3', badge: 'G20 Pure', price: 31_000 },
  { make: 'Ford', model: 'Ranger', badge: 'XLT', price: 65_000 },
  { make: 'Hyundai', model: 'i30', badge: 'Active', price: 28_000 },
  { make: 'Kia', model: 'Cerato', badge: 'S', price: 27_000 },
  { make: 'Mitsubishi', model: 'Triton', badge: 'GLX+', price: 48_000 },
  { make: 'Volkswagen', model: 'Golf', badge: '110TSI Life', price: 38_000 },
  { make: 'Subaru', model: 'Forester', badge: '2.5i-L', price: 41_000 },
  { make: 'Nissan', model: 'X-Trail', badge: 'ST', price: 39_000 },
] as const;

export interface RegoVehicle {
  id: string;
  year: number;
  make: string;
  model: string;
  badge: string;
  valuation: { min: number; max: number };
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const round100 = (n: number): number => Math.round(n / 100) * 100;

/** The vehicle behind a '{STATE}-{REGO}' id, or null when not found. */
export function regoVehicle(id: string, now: Date): RegoVehicle | null {
  const m = /^([A-Za-z]{2,3})-(.+)$/.exec(id.trim());
  if (!m?.[1] || !m[2]) return null;
  const rego = m[2].replace(/\s+/g, '').toUpperCase();
  if (rego === '' || /^0+$/.test(rego)) return null;
  const key = `${m[1].toUpperCase()}-${rego}`;
  const h = fnv1a(key);
  const base = MODELS[h % MODELS.length] ?? MODELS[0];
  const age = 2 + ((h >>> 8) % 13);
  const value = base.price * 0.88 ** age;
  return {
    id: key,
    year: now.getUTCFullYear() - age,
    make: base.make,
    model: base.model,
    badge: base.badge,
    valuation: { min: round100(value * 0.9), max: round100(value * 1.05) },
  };
}

const MINUS_FIVE = new Set(['no', 'poor', 'damaged', 'yes-damage']);

/** Applies the adjustment answers to a valuation (see the module comment). */
export function adjustValuation(
  valuation: { min: number; max: number },
  answers: Readonly<Record<string, unknown>>,
): { min: number; max: number } {
  let off = 0;
  for (const answer of Object.values(answers)) {
    const text = typeof answer === 'string' ? answer.trim().toLowerCase() : null;
    if (answer === false || (text !== null && MINUS_FIVE.has(text))) off += 0.05;
    else if (text === 'fair') off += 0.025;
  }
  const factor = 1 - Math.min(off, 0.4);
  return { min: round100(valuation.min * factor), max: round100(valuation.max * factor) };
}
