/**
 * The hand-built stock both search backends are tested against
 * (conformance.ts): 44 cars the tenant lists plus cars it must never show.
 * `visible` is written by hand, not computed, so the suite checks the
 * backends against an independent answer.
 */

import type { CarOutput } from '../../data/schemas.ts';
import type { StockFilterOptions } from '../../core/search/stock-filter.ts';
import type { TenantFilter } from '../tenant-filter.ts';

/** Query-time clock of the suite. */
export const FIXTURE_NOW = new Date('2026-11-01T00:00:00Z');

/** Build / push clock: three days earlier, so the sold window has moved since. */
export const FIXTURE_BUILD_NOW = new Date('2026-10-29T00:00:00Z');

const DAY = 86_400;
const nowSeconds = FIXTURE_NOW.getTime() / 1000;

/** Tenant stock rules of the fixture site. */
export const FIXTURE_STOCK: StockFilterOptions = {
  includeSoldCarsDays: 3,
  maxAgeYears: 14,
  exclusions: { makes: ['Holden'] },
  priceAscendingRequiresPrice: true,
  timeZone: 'Australia/Sydney',
};

/** The fixture tenant: dealerships 1 and 2. */
export const FIXTURE_TENANT: TenantFilter = { stock: FIXTURE_STOCK, dealershipIds: [1, 2] };

/** The fixture site's finance provider. */
export const FIXTURE_FINANCE_PROVIDER = 'stratton';

/** [id, slug, name, state, lat, lng, dealership id, dealership slug] */
const LOCATIONS = {
  syd: [11, 'harbour-sydney', 'Harbour Sydney', 'NSW', -33.8688, 151.2093, 1, 'harbour-motors'],
  ncl: [12, 'harbour-newcastle', 'Harbour Newcastle', 'NSW', -32.9283, 151.7817, 1, 'harbour-motors'],
  bne: [13, 'harbour-brisbane', 'Harbour Brisbane', 'QLD', -27.4698, 153.0251, 2, 'harbour-north'],
  mel: [99, 'rival-melbourne', 'Rival Melbourne', 'VIC', -37.8136, 144.9631, 99, 'rival-motors'],
} as const;

/** Sydney, for the geo test: Newcastle is about 117 km away, Brisbane about 730 km. */
export const FIXTURE_SYDNEY = { lat: -33.8688, lng: 151.2093 } as const;

type Loc = keyof typeof LOCATIONS;

/** One fixture car: the fields the suite reads, and whether the tenant lists it at FIXTURE_NOW. */
export interface FixtureRow {
  id: number;
  make: string;
  model: string;
  badge: string;
  year: number;
  car_type: 'new' | 'demo' | 'used';
  price: number;
  km: number;
  body: string;
  fuel: string;
  colour: string;
  loc: Loc;
  status?: string;
  sold_days_ago?: number | null;
  show?: boolean;
  reserved?: boolean;
  visible: boolean;
}

const r = (
  id: number,
  make: string,
  model: string,
  badge: string,
  year: number,
  car_type: FixtureRow['car_type'],
  price: number,
  km: number,
  body: string,
  fuel: string,
  colour: string,
  loc: Loc,
  extra: Partial<FixtureRow> = {},
): FixtureRow => ({
  id,
  make,
  model,
  badge,
  year,
  car_type,
  price,
  km,
  body,
  fuel,
  colour,
  loc,
  visible: true,
  ...extra,
});

/** The fixture rows. */
export const FIXTURE_ROWS: readonly FixtureRow[] = [
  r(1001, 'Toyota', 'HiLux', 'SR5', 2022, 'used', 48990, 45000, 'Ute', 'Diesel', 'White', 'syd'),
  r(1002, 'Toyota', 'HiLux', 'Workmate', 2024, 'new', 38990, 10, 'Ute', 'Diesel', 'White', 'ncl'),
  r(1003, 'Toyota', 'HiLux', 'Rogue', 2023, 'demo', 62990, 3500, 'Ute', 'Diesel', 'Black', 'bne'),
  r(1004, 'Toyota', 'HiLux', 'SR', 2019, 'used', 36990, 98000, 'Ute', 'Diesel', 'Silver', 'syd', { reserved: true }),
  r(1005, 'Toyota', 'Corolla', 'Ascent Sport', 2021, 'used', 24990, 52000, 'Hatchback', 'Petrol', 'Blue', 'syd'),
  r(1006, 'Toyota', 'Corolla', 'ZR', 2025, 'new', 36490, 5, 'Hatchback', 'Hybrid', 'Red', 'ncl'),
  r(1007, 'Toyota', 'Corolla', 'SX', 2018, 'used', 17990, 110000, 'Sedan', 'Petrol', 'Silver', 'bne'),
  r(1008, 'Toyota', 'Corolla Cross', 'GXL', 2024, 'new', 41990, 15, 'SUV', 'Hybrid', 'White', 'syd'),
  r(1009, 'Toyota', 'RAV4', 'GX', 2023, 'used', 39990, 30000, 'SUV', 'Hybrid', 'Grey', 'syd'),
  r(1010, 'Toyota', 'RAV4', 'Cruiser', 2025, 'new', 52990, 10, 'SUV', 'Hybrid', 'Black', 'ncl'),
  r(1011, 'Toyota', 'RAV4', 'GXL', 2020, 'used', 32990, 75000, 'SUV', 'Petrol', 'White', 'bne'),
  r(1012, 'Toyota', 'LandCruiser', 'GXL', 2024, 'demo', 98990, 4000, 'SUV', 'Diesel', 'White', 'syd'),
  r(1013, 'Toyota', 'LandCruiser', 'Sahara', 2016, 'used', 64990, 180000, 'SUV', 'Diesel', 'Silver', 'bne'),
  r(1014, 'Toyota', 'Camry', 'Ascent', 2022, 'used', 29990, 40000, 'Sedan', 'Hybrid', 'Silver', 'ncl'),
  r(1015, 'Toyota', 'Camry', 'SL', 2025, 'new', 0, 0, 'Sedan', 'Hybrid', 'Blue', 'syd', { status: 'coming_soon' }),
  r(1016, 'Ford', 'Ranger', 'XLT', 2023, 'used', 54990, 35000, 'Ute', 'Diesel', 'Blue', 'syd'),
  r(1017, 'Ford', 'Ranger', 'Wildtrak', 2025, 'new', 71990, 10, 'Ute', 'Diesel', 'Orange', 'ncl'),
  r(1018, 'Ford', 'Ranger', 'XL', 2017, 'used', 22990, 160000, 'Ute', 'Diesel', 'White', 'bne'),
  r(1019, 'Ford', 'Everest', 'Trend', 2024, 'demo', 66990, 5000, 'SUV', 'Diesel', 'Grey', 'syd'),
  r(1020, 'Ford', 'Everest', 'Ambiente', 2021, 'used', 42990, 60000, 'SUV', 'Diesel', 'Black', 'bne'),
  r(1021, 'Mazda', 'CX-5', 'Maxx Sport', 2022, 'used', 33990, 38000, 'SUV', 'Petrol', 'Red', 'syd'),
  r(1022, 'Mazda', 'CX-5', 'GT SP', 2025, 'new', 49990, 5, 'SUV', 'Petrol', 'Grey', 'ncl'),
  r(1023, 'Mazda', 'CX-5', 'Touring', 2019, 'used', 26990, 85000, 'SUV', 'Petrol', 'Blue', 'bne'),
  r(1024, 'Mazda', 'Mazda3', 'G20 Evolve', 2023, 'used', 27990, 25000, 'Hatchback', 'Petrol', 'White', 'syd'),
  r(1025, 'Mazda', 'Mazda3', 'G25 Astina', 2025, 'new', 44990, 10, 'Sedan', 'Petrol', 'Red', 'ncl'),
  r(1026, 'Hyundai', 'i30', 'Active', 2020, 'used', 19990, 70000, 'Hatchback', 'Petrol', 'White', 'syd'),
  r(1027, 'Hyundai', 'i30', 'N Line', 2024, 'demo', 34990, 2500, 'Hatchback', 'Petrol', 'Blue', 'ncl'),
  r(1028, 'Hyundai', 'i30', 'N', 2022, 'used', 41490, 30000, 'Hatchback', 'Petrol', 'Grey', 'bne'),
  r(1029, 'Hyundai', 'Tucson', 'Elite', 2023, 'used', 37990, 28000, 'SUV', 'Petrol', 'Silver', 'syd'),
  r(1030, 'Hyundai', 'Tucson', 'Highlander', 2025, 'new', 56990, 5, 'SUV', 'Hybrid', 'Black', 'ncl'),
  r(1031, 'Kia', 'Sportage', 'SX', 2022, 'used', 31990, 42000, 'SUV', 'Petrol', 'White', 'bne'),
  r(1032, 'Kia', 'Sportage', 'GT-Line', 2025, 'new', 53990, 5, 'SUV', 'Diesel', 'Grey', 'syd'),
  r(1033, 'Mitsubishi', 'Triton', 'GLX', 2021, 'used', 28990, 66000, 'Ute', 'Diesel', 'White', 'ncl'),
  r(1034, 'Mitsubishi', 'Triton', 'GSR', 2024, 'demo', 57990, 3000, 'Ute', 'Diesel', 'Black', 'bne'),
  r(1035, 'Nissan', 'Navara', 'ST-X', 2020, 'used', 35990, 80000, 'Ute', 'Diesel', 'Grey', 'syd'),
  r(1036, 'Tesla', 'Model 3', 'Long Range', 2023, 'used', 45990, 20000, 'Sedan', 'Electric', 'White', 'ncl'),
  r(1037, 'Tesla', 'Model Y', 'RWD', 2025, 'new', 58990, 10, 'SUV', 'Electric', 'Blue', 'syd'),
  r(1038, 'Subaru', 'Outback', 'Touring', 2022, 'used', 43990, 33000, 'Wagon', 'Petrol', 'Green', 'bne'),
  r(1039, 'Volkswagen', 'Golf', 'GTI', 2021, 'used', 46990, 36000, 'Hatchback', 'Petrol', 'Red', 'syd'),
  r(1040, 'Volkswagen', 'Amarok', 'Style', 2024, 'new', 69990, 20, 'Ute', 'Diesel', 'Grey', 'ncl'),
  r(1041, 'Isuzu', 'D-Max', 'X-Terrain', 2023, 'used', 55990, 25000, 'Ute', 'Diesel', 'Orange', 'bne'),
  r(1042, 'Kia', 'Carnival', 'Platinum', 2024, 'used', 67990, 15000, 'People Mover', 'Diesel', 'White', 'syd'),
  // Sold one day before FIXTURE_NOW: inside the 3-day window, listed.
  r(1043, 'Mazda', 'CX-3', 'Maxx Sport', 2020, 'used', 21990, 50000, 'SUV', 'Petrol', 'White', 'ncl', {
    status: 'sold',
    sold_days_ago: 1,
  }),
  r(1044, 'Ford', 'Puma', 'ST-Line', 2023, 'used', 30990, 20000, 'SUV', 'Petrol', 'Grey', 'bne'),

  // Never shown.
  r(2001, 'Toyota', 'HiLux', 'SR5', 2021, 'used', 45990, 60000, 'Ute', 'Diesel', 'White', 'syd', {
    show: false,
    visible: false,
  }),
  r(2002, 'Holden', 'Commodore', 'SV6', 2017, 'used', 19490, 120000, 'Sedan', 'Petrol', 'Red', 'syd', {
    visible: false,
  }),
  r(2003, 'Toyota', 'Corolla', 'Ascent', 2008, 'used', 7990, 210000, 'Sedan', 'Petrol', 'White', 'ncl', {
    visible: false,
  }),
  r(2004, 'Ford', 'Ranger', 'XLT', 2022, 'used', 51990, 40000, 'Ute', 'Diesel', 'Blue', 'mel', { visible: false }),
  r(2005, 'Mazda', 'BT-50', 'XT', 2024, 'new', 52490, 10, 'Ute', 'Diesel', 'Grey', 'syd', {
    status: 'in_transit',
    visible: false,
  }),
  // Sold 5 days before FIXTURE_NOW: inside the window at build time (2 days before the build), outside at query time.
  r(2006, 'Hyundai', 'Kona', 'Premium', 2022, 'used', 28490, 30000, 'SUV', 'Petrol', 'White', 'bne', {
    status: 'sold',
    sold_days_ago: 5,
    visible: false,
  }),
  // Sold 10 days before: already outside the window at build time.
  r(2007, 'Kia', 'Cerato', 'Sport', 2021, 'used', 21490, 40000, 'Hatchback', 'Petrol', 'Blue', 'syd', {
    status: 'sold',
    sold_days_ago: 10,
    visible: false,
  }),
  // Sold with no sold date: never listed.
  r(2008, 'Toyota', 'RAV4', 'Edge', 2022, 'used', 44490, 30000, 'SUV', 'Hybrid', 'Grey', 'ncl', {
    status: 'sold',
    sold_days_ago: null,
    visible: false,
  }),
];

/** Fixture rows as validated car records. */
export function fixtureCars(): CarOutput[] {
  return FIXTURE_ROWS.map((row) => {
    const [locId, locSlug, locName, state, lat, lng, dealershipId, dealershipSlug] = LOCATIONS[row.loc];
    const status = row.status ?? 'in_stock';
    const slug = `${row.year}-${row.make}-${row.model}-${row.badge}-${row.id}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    const created = new Date((nowSeconds - (row.id % 97) * DAY - 3600) * 1000).toISOString();
    const car: CarOutput = {
      id: row.id,
      slug,
      name: `${row.year} ${row.make} ${row.model} ${row.badge}`,
      year: row.year,
      make: row.make,
      model: row.model,
      badge: row.badge,
      series: null,
      colour: row.colour,
      stocknum: `S${row.id}`,
      car_type: row.car_type,
      status,
      sold: status === 'sold',
      sold_date_timestamp:
        row.sold_days_ago === undefined || row.sold_days_ago === null ? null : nowSeconds - row.sold_days_ago * DAY,
      show_on_dealer_website: row.show ?? true,
      reserved: row.reserved ?? false,
      created_at: created,
      price: row.price,
      preorder: status === 'coming_soon' && row.price === 0,
      price_type: 'Drive Away',
      km: row.km,
      simple_body: row.body,
      body: row.body,
      simple_fuel: row.fuel,
      simple_transmission: 'Automatic',
      simple_drive: row.body === 'Ute' ? '4WD' : 'FWD',
      seats: row.body === 'People Mover' ? 8 : 5,
      doors: 4,
      views: row.id - 1000,
      state,
      dealership_id: dealershipId,
      dealership_slug: dealershipSlug,
      location: { id: locId, slug: locSlug, name: locName, address: { state, lat, long: lng } },
      primary_image_url: `https://cdn.example.com/cars/${row.id}/0.jpg`,
      images: [{ image: { url: `https://cdn.example.com/cars/${row.id}/0.jpg` } }],
      finance_lenders: row.price > 0 ? { stratton: { paymentWeek: Math.round(row.price / 500) } } : null,
    } as CarOutput;
    return car;
  });
}

/** The rows the tenant lists at FIXTURE_NOW. */
export function visibleRows(): FixtureRow[] {
  return FIXTURE_ROWS.filter((row) => row.visible);
}
