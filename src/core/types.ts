/**
 * Structural input types for the pure core.
 *
 * The core never imports the data layer: it states the fields each rule reads,
 * using the spec's own field names (SPEC.md §3). The validated records of
 * `src/data/schemas.ts` satisfy these shapes structurally, and so do the slim
 * search hits the browser receives, so one rule serves pages, islands and the
 * search index alike.
 */

export type CarType = 'new' | 'demo' | 'used';
export type CarStatus = 'in_stock' | 'coming_soon' | 'sold' | (string & {});
export type SimpleFuel = 'Electric' | 'Hybrid' | 'PHEV' | (string & {});

/** ISO 4217 code of a tenant's currency. */
export type CurrencyCode = 'AUD' | 'NZD';

export interface CarPrices {
  price?: number | null | undefined;
  before_price?: number | null | undefined;
  offer_price?: number | null | undefined;
  subscription_price?: number | null | undefined;
  preorder?: boolean | null | undefined;
  price_type?: string | null | undefined;
}

export interface CarStatusFields {
  status: CarStatus;
  sold?: boolean | null | undefined;
  reserved?: boolean | null | undefined;
  car_type: CarType;
}

export interface CarTagFields extends CarStatusFields {
  make: string;
  simple_fuel?: SimpleFuel | null | undefined;
  certified?: boolean | null | undefined;
  tag?: string | null | undefined;
  /** ISO 8601 date-time. */
  created_at: string;
}

export interface CoreCar extends CarPrices, CarTagFields {
  id: number;
  slug: string;
  year: number;
  model: string;
  km?: number | null | undefined;
  body?: string | null | undefined;
  simple_body?: string | null | undefined;
  show_on_dealer_website?: boolean | null | undefined;
  /** Unix seconds; set when the car was sold. */
  sold_date_timestamp?: number | null | undefined;
  images?: ReadonlyArray<{ image: { url: string } }> | null | undefined;
  file?: string | null | undefined;
  rego_expiry?: string | null | undefined;
}
