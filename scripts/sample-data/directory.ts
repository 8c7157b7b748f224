/** Manufacturers (about 140 makes) and the tenant's dealerships. */
import type { DealershipInput, LocationInput, ManufacturerInput } from '../../src/data/schemas.ts';
import { MAKES, MAKES_WITHOUT_LOGO } from './catalog/makes.ts';
import { logoUrl } from './image-catalog.ts';
import type { TenantProfile } from './profiles.ts';
import { slugify } from './text.ts';

export function buildManufacturers(): ManufacturerInput[] {
  return MAKES.map(([name, items], i) => ({
    id: i + 1,
    name,
    slug: slugify(name),
    logo: { url: MAKES_WITHOUT_LOGO.has(name) ? null : logoUrl(slugify(name)) },
    item_types: [...items],
  }));
}

/** Dealerships with the rating of their rated locations, weighted by review count. */
export function buildDealerships(profile: TenantProfile, locations: readonly LocationInput[]): DealershipInput[] {
  return profile.dealerships.map((d) => {
    let count = 0;
    let sum = 0;
    for (const l of locations) {
      if (l.dealership_id !== d.id || l.average_rating == null || !l.review_count) continue;
      count += l.review_count;
      sum += l.average_rating * l.review_count;
    }
    return {
      id: d.id,
      name: d.name,
      slug: d.slug,
      makes: [...d.makes],
      average_rating: count > 0 ? Math.round((sum / count) * 10) / 10 : null,
      review_count: count,
    };
  });
}
