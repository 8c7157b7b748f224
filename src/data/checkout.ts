// Cars open for reserving / buying online on this tenant (core rules with the
// tenant's switches), for the checkout pages. Server-side only.
import { listedCars, carTitle } from './stock.ts';
import { carDetails } from './store.ts';
import { canBuyOnline } from '../core/vehicle/availability.ts';
import { checkoutPrice } from '../core/vehicle/checkout.ts';
import { site } from '../site.ts';
import type { CarSummary } from './car-summary.ts';

/** A car on the checkout pages: the summary's identity, its title, checkout price and image. */
export type CheckoutCarProps = Pick<CarSummary, 'id' | 'slug' | 'dealership_id'> & {
  title: string;
  /** core checkoutPrice of the summary's prices. */
  price: CarSummary['price'];
  /** The summary's primary_image_url. */
  image: CarSummary['primary_image_url'];
};

function flags(summary: CarSummary) {
  return { status: summary.status, reserved: summary.reserved, sold: carDetails(summary.id).sold };
}

export async function buyOnlineCars(): Promise<CarSummary[]> {
  if (!site.features.buy_online) return [];
  return (await listedCars()).filter((c) => canBuyOnline(flags(c), { buyOnlineEnabled: true }));
}

export function checkoutCar(summary: CarSummary): CheckoutCarProps {
  return {
    id: summary.id,
    slug: summary.slug,
    title: carTitle(summary),
    price: checkoutPrice(summary),
    dealership_id: summary.dealership_id,
    image: summary.primary_image_url,
  };
}
