// The company and information pages' props builder (/about-us, /service, ...): which pages the
// tenant has, with their texts (src/data/content-pages.ts), and the locations a page lists.
import { locationsOfType } from '../../core/locations.ts';
import { contentPages, type ContentPage } from '../../data/content-pages.ts';
import { siteLocations } from '../../data/locations.ts';
import type { LocationOutput } from '../../data/schemas.ts';
import { locationCardView, type LocationCardView } from '../locations/card-props.server.ts';
import { site } from '../../site.ts';

export type { ContentPage };

/** The tenant's content pages, from its settings. */
export function tenantContentPages(): ContentPage[] {
  return contentPages(site);
}

/** The locations a content page lists, each with its card's view. */
export async function contentPageLocations(
  page: ContentPage,
): Promise<Array<{ location: LocationOutput; view: LocationCardView }>> {
  if (!page.locations) return [];
  const all = await siteLocations();
  const ofType = locationsOfType(all, page.locations);
  // A site without dedicated service or parts locations lists its sales locations.
  const locations = ofType.length === 0 ? all : ofType;
  return locations.map((location) => ({ location, view: locationCardView(location) }));
}
