import { useEffect, useRef, useState } from 'react';
import type { ViewedCar } from '../../../features/viewed/store.ts';
import { withApi, type ApiProps } from './browser.ts';
import { packedIsland } from '../../islands/packed-props.tsx';

export interface ViewsCounterProps extends ApiProps {
  slug: string;
  photosCount: number | null;
  /** The car's updated_at (ISO). */
  updatedAt: string | null;
  websiteId: number | null;
  /** Recorded in the browser's recently viewed cars (SPEC.md §7 "viewed cars") once per page view. */
  viewed?: ViewedCar | undefined;
}

/**
 * 'N views' (SPEC.md §2 views counter): one view.json call per page view;
 * nothing on failure. The same once-per-view effect records the car in the
 * recently viewed cars (no island of its own).
 */
export function viewsText(views: number): string {
  return `${views.toLocaleString('en-AU')} ${views === 1 ? 'view' : 'views'}`;
}

export default function ViewsCounter(props: ViewsCounterProps) {
  const [views, setViews] = useState<number | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    // The viewed-cars store (and its storage code) loads after the view is shown: not needed to paint.
    const viewed = props.viewed;
    if (viewed) void import('../../../features/viewed/store.ts').then((m) => m.recordViewedCar(viewed));
    const query: { photos_count?: string; updated_at?: string; website_id?: string } = {};
    if (props.photosCount !== null) query.photos_count = String(props.photosCount);
    if (props.updatedAt !== null) query.updated_at = props.updatedAt;
    if (props.websiteId !== null) query.website_id = String(props.websiteId);
    // keepalive: a shopper leaving at once still counts as a view.
    withApi(props, (client, api) => client.call(api.carViews, { params: { slug: props.slug }, query }), {
      keepalive: true,
    })
      .then((answer) => setViews(answer.views))
      .catch(() => setViews(null));
    // One call per page view: the props never change on a static page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (views === null) return null;
  return <p className="vehicle__views">{viewsText(views)}</p>;
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const ViewsCounterIsland = packedIsland(ViewsCounter);
