// The cacheKey of the pages made from the tenant's content rather than from its cars (locations,
// models, brands, offers, content and tenant pages; docs/operations.md, "Page keys"): a digest of
//  - the layout around every page (features/vehicle/page-key.ts layoutKey);
//  - every collection but the cars, as the prepare step wrote them for the content layer, so a
//    change to any location, model, review or offer renders these pages again;
//  - the build day: hours, holidays and offers are shown from today on;
//  - the route and its address, and what the page shows from the cars, each page naming its own
//    (a brand page its make's count, a model page its stock link): one price change is none of it.
// The incremental-equals-full test (scripts/platform/incremental.e2e.ts) holds this to the truth.
import { createHash } from 'node:crypto';
import { readBuildContent } from '../../data/build-data.ts';
import { layoutKey } from '../vehicle/page-key.ts';
import { site, today } from '../../site.ts';

function digest(parts: readonly unknown[]): string {
  return createHash('sha1').update(JSON.stringify(parts)).digest('base64url');
}

let content: string | undefined;

/** The digest of every collection but the cars (the prepared content.json's collections). */
export function contentKey(): string {
  content ??= digest([readBuildContent(site.slug).collections]);
  return content;
}

/**
 * The cacheKey of a content page: its route, its address and `shown`, what it shows from the cars
 * (nothing for most), over the layout, the content and the build day.
 */
export async function contentPageKey(route: string, address: string, shown: unknown = null): Promise<string> {
  return digest([await layoutKey(), contentKey(), today, route, address, shown]);
}
