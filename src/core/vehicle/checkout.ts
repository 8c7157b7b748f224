/**
 * The amount a checkout shows for a car: the offer price when the car has a
 * real one (more than $10; lower figures are placeholders in dealer feeds),
 * else the price.
 */
export function checkoutPrice(car: { price: number; offer_price?: number | null | undefined }): number {
  return car.offer_price != null && car.offer_price > 10 ? car.offer_price : car.price;
}

/**
 * The car slug a reserve page is for: /cars/{slug}/checkout (the address the
 * vehicle page links to) or /reserve?car_id={slug}. Null when neither names
 * one.
 */
export function checkoutSlug(pathname: string, search: string): string | null {
  const fromPath = /^\/cars\/([a-z0-9-]+)\/checkout(?:\.html)?\/?$/.exec(pathname)?.[1];
  if (fromPath) return fromPath;
  const fromQuery = new URLSearchParams(search).get('car_id')?.trim().toLowerCase();
  return fromQuery && /^[a-z0-9-]+$/.test(fromQuery) ? fromQuery : null;
}
