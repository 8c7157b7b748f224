/**
 * Consumer-law details of AU and NZ dealers (sources in docs/decisions.md, "AU and NZ
 * consumer details"):
 * - NZ: the Consumer Information Notice (CIN) a motor vehicle trader must show with every used
 *   vehicle offered for sale, online on the same page (Consumer Information Standards (Used Motor
 *   Vehicles) Regulations 2008, Schedule 1). A demonstration vehicle counts as used there.
 * - AU: the dealer's ABN and motor dealer licence, and the Australian Credit Licence on finance.
 */
import { formatEngineSize, formatKms, formatLongDate, parseCalendarDate } from '../format.ts';
import { formatCurrency } from '../money.ts';
import { priceSortValue } from './price.ts';
import type { CarPrices, CurrencyCode } from '../types.ts';

/** 'ABN 12 345 678 901' from its 11 digits (the usual 2-3-3-3 grouping). */
export function formatAbn(abn: string): string {
  const d = abn.replace(/\D/g, '');
  return `ABN ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}`;
}

/** Whether a car needs a CIN: a used (or demo) vehicle offered by an NZ trader. */
export function needsConsumerInformationNotice(country: 'AU' | 'NZ', carType: 'new' | 'demo' | 'used'): boolean {
  return country === 'NZ' && carType !== 'new';
}

export interface CinCar extends CarPrices {
  year: number;
  make: string;
  model: string;
  vin?: string | null | undefined;
  km?: number | null | undefined;
  engine_size?: number | null | undefined;
  regplate?: string | null | undefined;
  rego_expiry?: string | null | undefined;
  fuel?: string | null | undefined;
  simple_fuel?: string | null | undefined;
}

export interface CinTrader {
  name: string;
  /** One line: street, city, postcode. */
  address: string | null;
  registration: string | null;
}

export interface CinRow {
  label: string;
  value: string;
}

/** What the notice says of a fact the dealer's data does not give: ask, rather than guess. */
export const CIN_ASK = 'Ask us: we confirm this before sale';

/**
 * The CIN's rows in the order of the regulations' Schedule 1: trader, sale (cash price, security
 * interest), then the vehicle. Facts the feed does not carry (security interest on the PPSR,
 * first registration in NZ and overseas, import as damaged, warrant of fitness, road user
 * charges) say {@link CIN_ASK}.
 */
export function consumerInformationNotice(
  car: CinCar,
  trader: CinTrader,
  options: { currency: CurrencyCode; noPriceText: string; timeZone: string },
): CinRow[] {
  const price = priceSortValue(car);
  const licence = car.rego_expiry ? parseCalendarDate(car.rego_expiry, options.timeZone) : null;
  const rows: Array<[string, string | null | undefined]> = [
    ["Trader's name", trader.name],
    // Other contact details are voluntary in the Schedule; the phone is left out, so a tenant that
    // masks its numbers (features.phone_reveal) does not show one here.
    ["Trader's address", trader.address],
    ['Motor vehicle trader registration number', trader.registration],
    [
      'Cash price (including GST, registration and licensing)',
      price === null ? options.noPriceText : formatCurrency(price, options.currency),
    ],
    ['Security interest registered on the Personal Property Securities Register', null],
    ['Make and model', `${car.make} ${car.model}`],
    ['Vehicle year', String(car.year)],
    ['Engine capacity', formatEngineSize(car.engine_size ?? null)],
    ['Distance travelled (odometer)', formatKms(car.km)],
    ['Vehicle identification number (VIN) or chassis number', car.vin],
    ['Registration plate number', car.regplate],
    ['Vehicle licence expiry', licence ? formatLongDate(licence) : null],
    ['Operating fuel type', car.fuel ?? car.simple_fuel],
    ['Warrant or certificate of fitness expiry', null],
    ['Year first registered in New Zealand', null],
    ['Year first registered overseas and country last registered', null],
    ['Imported as a damaged vehicle', null],
    ['Road user charges apply', null],
  ];
  return rows.map(([label, value]) => ({ label, value: value && value.trim() !== '' ? value : CIN_ASK }));
}
