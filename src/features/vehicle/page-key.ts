// The cacheKey of each vehicle page (the render path's page keys, docs/operations.md): a digest of
// everything the page shows, so a page is rendered again exactly when what it shows changed.
//  - the layout around every page: the tenant's settings, the header and footer links (models,
//    brands, current offers, body types in stock), the footer's dealer details (the primary
//    location's address, phone, hours and holidays of the build year on) and the years the footer
//    and the finance calculator print;
//  - the car's full record (a digest the prepare step made, src/data/build-data.ts) and its location;
//  - what the build clock decides on this page: the just-arrived tag and the registration text,
//    keyed by their results, not by the day, so a new day re-renders only the pages it changes;
//  - the search its similar-vehicles section links to. The similar cars themselves are not in the
//    page: the island loads them from the car's feed (body/similar-feed.ts), so a change to other
//    cars does not re-render this page.
// The incremental-equals-full test (scripts/platform/incremental.e2e.ts) holds this list to the truth.
import { createHash } from 'node:crypto';
import { readCarKeyInputs, type CarKeyInputs } from '../../data/build-data.ts';
import type { CarSummary } from '../../data/car-summary.ts';
import { footerProps } from '../footer/props.server.ts';
import { navigation } from '../../data/navigation.ts';
import { stockBodyTypes } from '../../data/stock.ts';
import { all } from '../../data/store.ts';
import { calendarDateIn } from '../../core/format.ts';
import { regoExpiryText } from '../../core/vehicle/rego.ts';
import { DEFAULT_JUST_ARRIVED_DAYS, isJustArrived } from '../../core/vehicle/tags.ts';
import { apiBaseUrl, buildNow, site, timeZone } from '../../site.ts';

function digest(parts: readonly unknown[]): string {
  return createHash('sha1').update(JSON.stringify(parts)).digest('base64url');
}

let layout: Promise<string> | undefined;

/** The digest of what every page's layout shows (header, footer) and of the tenant's settings. */
export function layoutKey(): Promise<string> {
  layout ??= Promise.all([navigation(), stockBodyTypes(), footerProps()]).then(([nav, bodies, footer]) =>
    digest([
      site,
      apiBaseUrl,
      nav,
      bodies.map(({ label, href }) => [label, href]),
      footer,
      buildNow.getFullYear(),
      calendarDateIn(buildNow, timeZone).year,
    ]),
  );
  return layout;
}

let inputs: Record<string, CarKeyInputs> | undefined;
let locations: Promise<Map<number, string>> | undefined;

function keyInputs(id: number): CarKeyInputs {
  inputs ??= readCarKeyInputs(process.env['SITE_SLUG'] ?? '');
  const found = inputs[String(id)];
  if (!found) throw new Error(`No key inputs for car ${id}; run the prepare step again`);
  return found;
}

const justArrivedDays = (): number => site.specifications.just_arrived_days ?? DEFAULT_JUST_ARRIVED_DAYS;

/** The cacheKey of a listed car's vehicle page. */
export async function vehiclePageKey(summary: CarSummary, similarSearchHref: string): Promise<string> {
  const car = keyInputs(summary.id);
  locations ??= all('locations').then((list) => new Map(list.map((l) => [l.id, JSON.stringify(l)])));
  const [layoutDigest, locationsById] = await Promise.all([layoutKey(), locations]);
  const days = justArrivedDays();
  return digest([
    layoutDigest,
    car.digest,
    car.location_id === null ? null : (locationsById.get(car.location_id) ?? null),
    isJustArrived(car.created_at, buildNow, days),
    regoExpiryText(car.rego_expiry, buildNow, { showUnregistered: site.features.show_unregistered, timeZone }),
    similarSearchHref,
  ]);
}

/** The cacheKey of a sold car's old address, which redirects to a search. */
export function redirectPageKey(target: string): string {
  return digest(['redirect', target]);
}
