/**
 * The checkout slice's props builder: the settings -> the props of the reserve, buy online, online
 * payment and spin-to-win islands, and the car summary's price (which of those pages the tenant
 * has: src/config/optional-routes.ts). Server only.
 */
import type { CarPrices } from '../../core/types.ts';
import { gateSettings } from '../auth/settings.ts';
import { leadFormSettings } from '../leads/settings.ts';
import { vehiclePrice, type VehiclePrice } from '../vehicle/part-props.ts';
import { apiBaseUrl, currency, site } from '../../site.ts';

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
