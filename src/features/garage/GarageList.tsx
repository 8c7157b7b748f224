import type { ReactNode } from 'react';
import { imageUrl } from '../../core/images.ts';

/** One car in a garage list. */
export interface GarageItem {
  id: number;
  name: string;
  slug: string;
  primary_image_url?: string | null | undefined;
  /** A line under the name (e.g. make and body). */
  detail?: string | null | undefined;
}

const COMING_SOON_IMAGE = '/sample-images/coming-soon.svg';

/**
 * A list of cars with a link to each vehicle page and, optionally, a control
 * per car (remove). `empty` shows when there is none.
 */
export function GarageList({
  label,
  items,
  empty,
  control,
}: {
  /** The list's accessible name. */
  label: string;
  items: readonly GarageItem[];
  empty: ReactNode;
  control?: ((item: GarageItem) => ReactNode) | undefined;
}) {
  if (items.length === 0) return <p className="garage-empty">{empty}</p>;
  return (
    <ul className="garage-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="garage-item" data-car-id={item.id}>
          {item.primary_image_url !== undefined && (
            <img
              src={imageUrl(item.primary_image_url ?? COMING_SOON_IMAGE, { width: 400 })}
              width={400}
              height={300}
              alt=""
              loading="lazy"
              decoding="async"
            />
          )}
          <a href={`/cars/${item.slug}`}>{item.name}</a>
          {item.detail && <p>{item.detail}</p>}
          {control?.(item)}
        </li>
      ))}
    </ul>
  );
}
