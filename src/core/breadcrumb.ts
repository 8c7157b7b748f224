/**
 * Breadcrumb (SPEC.md §2): Home, car type, make, model (only if known), body
 * type, then the page title. Links point at the matching search landing pages
 * built by the search routing of the core.
 */
import { SEARCH_BASE_PATH, bodyTypeLabel, bodyTypePath, bodyTypeSlug, carTypePath, slugify } from './search/routing.ts';
import type { CarType } from './types.ts';

export interface Crumb {
  label: string;
  href?: string;
}

const CAR_TYPE_LABEL: Record<CarType, string> = { new: 'New Cars', demo: 'Demo Cars', used: 'Used Cars' };

export interface BreadcrumbInput {
  car_type?: CarType | null | undefined;
  make?: string | null | undefined;
  model?: string | null | undefined;
  /** Body type as stored on the car (simple_body), e.g. 'SUV' or 'peopleMover'. */
  body?: string | null | undefined;
}

export function breadcrumbTrail(input: BreadcrumbInput, title: string): Crumb[] {
  const trail: Crumb[] = [{ label: 'Home', href: '/' }];
  if (input.car_type) trail.push({ label: CAR_TYPE_LABEL[input.car_type], href: carTypePath(input.car_type) });
  if (input.make) {
    const make = `${SEARCH_BASE_PATH}/${slugify(input.make)}`;
    trail.push({ label: input.make, href: make });
    if (input.model) trail.push({ label: input.model, href: `${make}/${slugify(input.model)}` });
  }
  if (input.body) trail.push({ label: bodyTypeLabel(input.body), href: bodyTypePath(bodyTypeSlug(input.body)) });
  trail.push({ label: title });
  return trail;
}
