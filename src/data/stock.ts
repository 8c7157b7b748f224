// The tenant's listed stock: the stock filter of the core applied to the
// pulled cars with the tenant's settings. Server-side only.
import { all } from './store.ts';
import type { CarSummary } from './car-summary.ts';
import { isAvailable } from '../core/vehicle/availability.ts';
import { bodyTypeLabel, bodyTypePath, bodyTypeSlug } from '../core/search/routing.ts';
import { listedOf } from './listed.ts';
import { buildNow, site } from '../site.ts';

let listed: Promise<CarSummary[]> | undefined;

/** Cars with a page and a place in search: available, or sold within the window, and not excluded. */
export function listedCars(): Promise<CarSummary[]> {
  listed ??= Promise.all([all('cars'), all('locations')]).then(([cars, locations]) =>
    listedOf(cars, locations, site, buildNow),
  );
  return listed;
}

export { carTitle } from '../core/vehicle/title.ts';

let bodies: Promise<Array<{ label: string; href: string; count: number }>> | undefined;

/**
 * Body types of the listed stock with their landing page, in label order. Not by count: every
 * page's footer lists them, and an order that moves with a few cars' sale would make a night's
 * small stock change re-render every page of the site (docs/operations.md, incremental builds).
 */
export function stockBodyTypes(): Promise<Array<{ label: string; href: string; count: number }>> {
  bodies ??= listedCars().then((cars) => {
    const counts = new Map<string, number>();
    for (const car of cars) {
      if (!car.simple_body) continue;
      const slug = bodyTypeSlug(car.simple_body);
      counts.set(slug, (counts.get(slug) ?? 0) + 1);
    }
    return [...counts]
      .map(([slug, count]) => ({ label: bodyTypeLabel(slug), href: bodyTypePath(slug), count }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  });
  return bodies;
}

/**
 * Sold cars past the listing window: no vehicle page, but their old URLs still
 * lead somewhere useful (the search for the same make and model).
 */
export async function delistedSoldCars(): Promise<CarSummary[]> {
  const [cars, listed] = await Promise.all([all('cars'), listedCars()]);
  const listedIds = new Set(listed.map((c) => c.id));
  return cars.filter((c) => !listedIds.has(c.id) && c.show_on_dealer_website && !isAvailable(c));
}
