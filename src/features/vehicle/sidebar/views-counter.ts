/**
 * What a vehicle page does once per view, before the shopper does anything
 * (SPEC.md §2 views counter, §7 "viewed cars" and the "enquire car" storage):
 * one view.json call whose answer shows as 'N views' (nothing on failure), the
 * car recorded in the recently viewed cars, the car stored as the "enquire car"
 * (the bottom bar's Enquire link to /contact?car_id= prefills from it), and the
 * page recorded in the lead session (which flushes kept leads).
 *
 * A plain module script, not an island: every island of the vehicle page waits
 * for the shopper (client:intent or client:visible), so a phone loads no React
 * before the first touch (the 75 KB budget, docs/performance.md). The call is the
 * light beacon of src/api/beacons.ts, not the API client and contract.
 */
import { fetchCarViews } from '~/api/beacons.ts';
import { recordViewedCar, type ViewedCar } from '../../viewed/viewed.ts';
import { storeEnquireCar, type EnquireCar } from '../../leads/enquire-car.ts';
import { startLeadPage } from '../../leads/page.ts';

export interface ViewsCounterProps {
  /** The platform API origin (`apiBaseUrl` of src/site.ts). */
  apiBaseUrl: string;
  /** The tenant slug sent as ?site=. */
  site: string;
  slug: string;
  photosCount: number | null;
  /** The car's updated_at (ISO). */
  updatedAt: string | null;
  websiteId: number | null;
  /** Recorded in the browser's recently viewed cars once per page view. */
  viewed?: ViewedCar | undefined;
}

/** The page's data for {@link startCarPageView}, in the counter's `data-views` attribute. */
export interface CarPageView {
  views: ViewsCounterProps;
  /** The car the lead forms of /contact?car_id= and friends prefill. */
  enquireCar: EnquireCar;
}

/** The views counter's element, which carries the page's data. */
export const VIEWS_SELECTOR = '.vehicle__views[data-views]';

export function viewsText(views: number): string {
  return `${views.toLocaleString('en-AU')} ${views === 1 ? 'view' : 'views'}`;
}

const started = new WeakSet<Element>();

/** Runs the page view of every counter in `doc` once; resolves when the counts have shown (or failed). */
export async function startCarPageView(doc: Document, fetchImpl?: typeof fetch): Promise<void> {
  await Promise.all(
    [...doc.querySelectorAll<HTMLElement>(VIEWS_SELECTOR)].map(async (el) => {
      if (started.has(el)) return;
      started.add(el);
      const { views, enquireCar } = JSON.parse(el.dataset['views'] ?? '') as CarPageView;
      if (views.viewed) recordViewedCar(views.viewed);
      storeEnquireCar(enquireCar);
      startLeadPage();
      const count = await fetchCarViews({ ...views, fetch: fetchImpl }, views.slug, {
        photos_count: views.photosCount,
        updated_at: views.updatedAt,
        website_id: views.websiteId,
      });
      if (count === null) return;
      el.textContent = viewsText(count);
      el.hidden = false;
    }),
  );
}
