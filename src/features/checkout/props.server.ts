/**
 * The checkout slice's props builder: the settings -> the props of the reserve, buy online, online
 * payment and spin-to-win islands, which of those pages the tenant has, and the car summary's
 * price. Server only.
 */
import type { CarPrices } from '../../core/types.ts';
import { gateSettings } from '../auth/settings.ts';
import { leadFormSettings } from '../leads/settings.ts';
import { vehiclePrice, type VehiclePrice } from '../vehicle/part-props.ts';
import { apiBaseUrl, currency, site } from '../../site.ts';

/** The checkout pages the tenant has turned on (each page's getStaticPaths builds it or not). */
export function checkoutPages(): { reserve: boolean; buyOnline: boolean; onlinePayment: boolean; spinToWin: boolean } {
  const { features } = site;
  return {
    reserve: features.reserve,
    buyOnline: features.buy_online,
    onlinePayment: features.online_payment,
    spinToWin: features.spin_to_win,
  };
}

/** What every checkout island's form needs: where leads go and who may use it (sign-in gating). */
export function checkoutFormProps() {
  return { settings: leadFormSettings(site, apiBaseUrl), gating: gateSettings(site) };
}

/** The reserve and buy online islands' props: the form's, with the reservation fee. */
export function checkoutPaymentProps() {
  return { ...checkoutFormProps(), fee: site.features.reserve_fee, currency };
}

/** The car summary panel's price (the vehicle page's price display). */
export function checkoutCarPrice(car: CarPrices): VehiclePrice {
  return vehiclePrice(car, site);
}
