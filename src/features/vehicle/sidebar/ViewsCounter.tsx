import { useEffect, useRef, useState } from 'react';
import { fetchCarViews } from '~/api/beacons.ts';
import { recordViewedCar, type ViewedCar } from '../../viewed/viewed.ts';
import { packedIsland } from '~/components/islands/packed-props.tsx';

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
  /** Recorded in the browser's recently viewed cars (SPEC.md §7 "viewed cars") once per page view. */
  viewed?: ViewedCar | undefined;
  /** Tests pass a fake fetch; pages never set it. */
  fetch?: typeof fetch | undefined;
}

/**
 * 'N views' (SPEC.md §2 views counter): one view.json call per page view;
 * nothing on failure. The same once-per-view effect records the car in the
 * recently viewed cars (no island of its own).
 */
export function viewsText(views: number): string {
  return `${views.toLocaleString('en-AU')} ${views === 1 ? 'view' : 'views'}`;
}

/**
 * The call goes out as soon as the island hydrates, so it is the light
 * beacon of src/api/beacons.ts (keepalive fetch, the contract's path and
 * answer check), not the API client and contract: those would be part of
 * what a phone loads before the shopper does anything.
 */
export default function ViewsCounter(props: ViewsCounterProps) {
  const [views, setViews] = useState<number | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (props.viewed) recordViewedCar(props.viewed);
    void fetchCarViews(props, props.slug, {
      photos_count: props.photosCount,
      updated_at: props.updatedAt,
      website_id: props.websiteId,
    }).then(setViews);
    // One call per page view: the props never change on a static page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (views === null) return null;
  return <p className="vehicle__views">{viewsText(views)}</p>;
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const ViewsCounterIsland = packedIsland(ViewsCounter);
