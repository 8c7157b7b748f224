/**
 * The two platform calls a vehicle page makes on its own or on one click,
 * without the API client and the contract: the view count (SPEC.md §7 GET
 * {api}/cars/{slug}/view.json, at once on every page view) and the phone
 * reveal record (SPEC.md §7, on the first click on the dealer's number).
 * The client and the contract's valibot schemas are about 8 KB gzip that a
 * phone would otherwise load before the shopper does anything (the vehicle
 * page's JS budget, docs/performance.md). The paths are the contract's own
 * (`contract.ts` reads them from here) and `beacons.test.ts` holds the URL,
 * the bodies and the answer check to the contract. Both requests are sent
 * with `keepalive`, so a shopper who leaves (or dials) at once is still
 * counted. Safe to import anywhere: nothing runs until called.
 */

/** SPEC.md §7 view counter (the contract's `api.carViews.path`). */
export const CAR_VIEWS_PATH = '/api/cars/:slug/view.json';
/** Phone reveal record (path ours: the contract's `api.phoneReveal.path`). */
export const PHONE_REVEAL_PATH = '/api/phone-reveals';

/** Where the calls go; `fetch` is injected by tests. */
export interface BeaconTarget {
  /** The platform API origin (`apiBaseUrl` of src/site.ts). */
  apiBaseUrl: string;
  /** The tenant slug sent as ?site=. */
  site: string;
  fetch?: typeof fetch | undefined;
}

/** What view.json is asked with (SPEC.md §7): all optional. */
export interface CarViewsQuery {
  photos_count?: number | null | undefined;
  updated_at?: string | null | undefined;
  website_id?: number | null | undefined;
}

/** The phone reveal record's body (SPEC.md §7 "body car_id, dealership_id, website_id"). */
export interface PhoneRevealBody {
  car_id: number;
  dealership_id: number | null;
  website_id: number | null;
}

const TIMEOUT_MS = 15_000;

function url(target: BeaconTarget, path: string, query: Readonly<Record<string, string | number | null | undefined>>) {
  const params = new URLSearchParams({ site: target.site });
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  return `${target.apiBaseUrl.replace(/\/+$/, '')}${path}?${params.toString()}`;
}

/** The view.json URL, as the API client builds it from the contract. */
export function carViewsUrl(target: BeaconTarget, slug: string, query: CarViewsQuery = {}): string {
  return url(target, CAR_VIEWS_PATH.replace(':slug', encodeURIComponent(slug)), {
    photos_count: query.photos_count,
    updated_at: query.updated_at,
    website_id: query.website_id,
  });
}

/** The view count of a view.json answer when it keeps the contract (a whole number from 0), else null. */
export function viewsOf(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { views, car_fields } = answer as { views?: unknown; car_fields?: unknown };
  if (typeof views !== 'number' || !Number.isInteger(views) || views < 0) return null;
  if (car_fields !== undefined && (typeof car_fields !== 'object' || car_fields === null)) return null;
  return views;
}

function send(target: BeaconTarget, href: string, init: RequestInit): Promise<Response> {
  const doFetch = target.fetch ?? globalThis.fetch.bind(globalThis);
  return doFetch(href, { ...init, keepalive: true, signal: AbortSignal.timeout(TIMEOUT_MS) });
}

/**
 * Records a view and answers the car's view count; null on any failure (no
 * answer, a non-OK status, an answer outside the contract: SPEC.md §7
 * "non-OK gives no data").
 */
export async function fetchCarViews(
  target: BeaconTarget,
  slug: string,
  query: CarViewsQuery = {},
): Promise<number | null> {
  try {
    const response = await send(target, carViewsUrl(target, slug, query), {
      method: 'GET',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    return viewsOf(await response.json());
  } catch {
    return null;
  }
}

/** Posts the phone reveal record; rejects when it was not recorded (the caller logs it). */
export async function sendPhoneReveal(target: BeaconTarget, body: PhoneRevealBody): Promise<void> {
  const response = await send(target, url(target, PHONE_REVEAL_PATH, {}), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ car_id: body.car_id, dealership_id: body.dealership_id, website_id: body.website_id }),
  });
  if (!response.ok) throw new Error(`phone reveal: HTTP ${response.status}`);
}
