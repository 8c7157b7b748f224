// Cars open for reserving / buying online on this tenant (core rules with the
// tenant's switches), for the checkout pages. Server-side only.
import { listedCars, carTitle } from './stock.ts';
import { carDetails } from './store.ts';
import { canBuyOnline } from '../core/vehicle/availability.ts';
import { checkoutPrice } from '../core/vehicle/checkout.ts';
import { site } from '../site.ts';
import type { CarSummary } from './car-summary.ts';

export interface CheckoutCarProps {
  id: number;
  slug: string;
  title: string;
  price: number;
  dealership_id: number | null;
  image: string | null;
}

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
