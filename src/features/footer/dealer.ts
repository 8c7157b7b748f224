// The footer's pure choices (./props.server.ts applies them to the tenant's settings and data).
import { safeHref } from '../../core/safe-url.ts';
import type { SiteConfig } from '../../config/site-schema.ts';
import type { LocationOutput } from '../../data/schemas.ts';

export interface FooterLink {
  label: string;
  href: string;
}

/** The footer's names of the social networks, in the order shown. */
export const SOCIAL_LABELS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  x: 'X',
} as const satisfies Record<keyof SiteConfig['social'], string>;

/**
 * The site's primary location: the first listed location flagged `primary` (the platform flags
 * one per dealership; the site's own order puts its main one first), else the first listed.
 */
export function primaryLocation(locations: readonly LocationOutput[]): LocationOutput | null {
  return locations.find((l) => l.primary === true) ?? locations[0] ?? null;
}

export function socialLinks(social: SiteConfig['social']): FooterLink[] {
  return (Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]).flatMap((key) => {
    const href = safeHref(social[key]);
    return href ? [{ label: SOCIAL_LABELS[key], href }] : [];
  });
}
