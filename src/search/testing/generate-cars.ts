/**
 * Deterministic, realistic car lists for search size and speed tests (not
 * shipped). Deliberately harder to compress than the sample data: every car
 * has its own CDN image URL with a random file name, carsales-style slugs
 * ending in the stock id, long names, a lender offer with a weekly payment.
 */

import type { CarOutput } from '../../data/schemas.ts';
import { slugify } from '../../core/search/routing.ts';
import { mulberry32, type Rng } from '../../core/random.ts';

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
const int = (rng: Rng, lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));

/** make -> models -> [body, badges, base price] */
const CATALOGUE: Record<string, Record<string, [string, string[], number]>> = {
  Toyota: {
    HiLux: ['Ute', ['Workmate', 'SR', 'SR5', 'Rogue', 'Rugged X', 'GR Sport'], 52000],
    Corolla: ['Hatchback', ['Ascent Sport', 'SX', 'ZR', 'GR'], 31000],
    RAV4: ['SUV', ['GX', 'GXL', 'XSE', 'Cruiser', 'Edge'], 42000],
    LandCruiser: ['SUV', ['GX', 'GXL', 'VX', 'Sahara', 'GR Sport'], 95000],
    Camry: ['Sedan', ['Ascent', 'SL', 'SX'], 38000],
    Kluger: ['SUV', ['GX', 'GXL', 'Grande'], 60000],
    Prado: ['SUV', ['GX', 'GXL', 'VX', 'Kakadu'], 78000],
  },
  Ford: {
    Ranger: ['Ute', ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], 58000],
    Everest: ['SUV', ['Ambiente', 'Trend', 'Sport', 'Platinum'], 65000],
    Puma: ['SUV', ['Puma', 'ST-Line', 'ST-Line V'], 34000],
    Mustang: ['Coupe', ['GT', 'Mach 1'], 72000],
  },
  Mazda: {
    'CX-5': ['SUV', ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera'], 40000],
    'CX-3': ['SUV', ['Neo Sport', 'Maxx Sport', 'Akari'], 29000],
    Mazda3: ['Hatchback', ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina'], 33000],
    'BT-50': ['Ute', ['XS', 'XT', 'GT', 'Thunder'], 52000],
  },
  Hyundai: {
    i30: ['Hatchback', ['Active', 'Elite', 'N Line', 'N'], 30000],
    Tucson: ['SUV', ['Tucson', 'Elite', 'Highlander'], 40000],
    'Santa Fe': ['SUV', ['Active', 'Elite', 'Highlander'], 55000],
    Kona: ['SUV', ['Kona', 'N Line', 'Premium'], 33000],
  },
  Kia: {
    Sportage: ['SUV', ['S', 'SX', 'SX+', 'GT-Line'], 38000],
    Cerato: ['Hatchback', ['S', 'Sport', 'Sport+', 'GT'], 28000],
    Carnival: ['People Mover', ['S', 'Sport', 'Sport+', 'Platinum'], 55000],
    Seltos: ['SUV', ['S', 'Sport', 'Sport+', 'GT-Line'], 33000],
  },
  Mitsubishi: {
    Triton: ['Ute', ['GLX', 'GLX+', 'GLS', 'GSR'], 45000],
    Outlander: ['SUV', ['ES', 'LS', 'Aspire', 'Exceed'], 42000],
    ASX: ['SUV', ['GS', 'LS', 'Exceed'], 30000],
  },
  Nissan: { Navara: ['Ute', ['SL', 'ST', 'ST-X', 'Pro-4X'], 50000], 'X-Trail': ['SUV', ['ST', 'ST-L', 'Ti'], 42000] },
  Volkswagen: {
    Amarok: ['Ute', ['Core', 'Life', 'Style', 'Aventura'], 65000],
    Golf: ['Hatchback', ['Life', 'R-Line', 'GTI', 'R'], 40000],
  },
  Subaru: {
    Outback: ['Wagon', ['AWD', 'Sport', 'Touring'], 48000],
    Forester: ['SUV', ['2.5i', '2.5i-L', '2.5i Premium', '2.5i-S'], 42000],
  },
  Isuzu: {
    'D-Max': ['Ute', ['SX', 'LS-M', 'LS-U', 'X-Terrain'], 52000],
    'MU-X': ['SUV', ['LS-M', 'LS-U', 'LS-T'], 55000],
  },
  Tesla: {
    'Model 3': ['Sedan', ['RWD', 'Long Range', 'Performance'], 60000],
    'Model Y': ['SUV', ['RWD', 'Long Range'], 65000],
  },
  BMW: {
    X5: ['SUV', ['xDrive30d', 'xDrive40i', 'M60i'], 120000],
    '3 Series': ['Sedan', ['320i', '330i', 'M340i'], 75000],
  },
};

const COLOURS = [
  'White',
  'Silver',
  'Grey',
  'Black',
  'Blue',
  'Red',
  'Crystal White Pearl',
  'Eclipse Black',
  'Graphite',
  'Bronze',
];
const FUELS = ['Petrol', 'Petrol', 'Diesel', 'Diesel', 'Hybrid', 'Electric', 'PHEV'];
const SERIES = ['MY24', 'MY25', 'MY23', 'GUN126R', 'PY', 'KF', 'NX4', null, null];

/** Locations of the generated dealer group: [id, slug, name, state, lat, lng, dealership id, dealership slug]. */
export const GENERATED_LOCATIONS = [
  [11, 'parramatta', 'Metro Parramatta', 'NSW', -33.8136, 151.0034, 1, 'metro-motors'],
  [12, 'penrith', 'Metro Penrith', 'NSW', -33.758, 150.688, 1, 'metro-motors'],
  [13, 'ringwood', 'Metro Ringwood', 'VIC', -37.813, 145.23, 2, 'metro-east'],
  [14, 'dandenong', 'Metro Dandenong', 'VIC', -37.983, 145.205, 2, 'metro-east'],
  [15, 'springwood', 'Metro Springwood', 'QLD', -27.613, 153.129, 3, 'metro-north'],
  [16, 'archerfield', 'Metro Archerfield', 'QLD', -27.57, 153.011, 3, 'metro-north'],
] as const;

function hex(rng: Rng, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += Math.floor(rng() * 16).toString(16);
  return s;
}

/**
 * `count` validated-looking car records (CarOutput), deterministic per seed.
 * All are listable at `now` except ~3% sold (half within 3 days) and ~1%
 * hidden from the website.
 */
export function generateCars(count: number, options: { seed?: number; now?: Date } = {}): CarOutput[] {
  const rng = mulberry32(options.seed ?? 42);
  const nowS = Math.floor((options.now ?? new Date('2026-11-01T00:00:00Z')).getTime() / 1000);
  const makes = Object.keys(CATALOGUE);
  const cars: CarOutput[] = [];
  let id = 4_810_000;
  for (let n = 0; n < count; n++) {
    id += int(rng, 1, 40);
    const make = pick(rng, makes);
    const models = CATALOGUE[make] ?? {};
    const model = pick(rng, Object.keys(models));
    const [body, badges, basePrice] = models[model] ?? ['SUV', ['Base'], 30000];
    const badge = pick(rng, badges);
    const carType = pick(rng, ['new', 'new', 'used', 'used', 'used', 'demo'] as const);
    const age = carType === 'used' ? int(rng, 1, 12) : carType === 'demo' ? int(rng, 0, 1) : 0;
    const year = 2026 - age;
    const km =
      carType === 'new'
        ? int(rng, 0, 50)
        : carType === 'demo'
          ? int(rng, 500, 9000)
          : Math.round((age * int(rng, 8000, 22000)) / 10) * 10;
    const price = Math.round((basePrice * Math.pow(0.88, age) * (0.9 + rng() * 0.2)) / 10) * 10 - 10;
    const roll = rng();
    const status = roll < 0.03 ? 'sold' : roll < 0.06 && carType !== 'used' ? 'coming_soon' : 'in_stock';
    const loc = pick(rng, GENERATED_LOCATIONS);
    const series = pick(rng, SERIES);
    const name = [year, make, model, badge, rng() < 0.25 ? 'Auto 4x4 Dual Cab' : null]
      .filter((p) => p !== null)
      .join(' ');
    const imageCount = rng() < 0.03 ? 0 : int(rng, 4, 24);
    const created = nowS - int(rng, 3600, 120 * 86400);
    const weekly = Math.round(price / 520 + rng() * 10);
    cars.push({
      id,
      slug: `${slugify(`${year} ${make} ${model} ${badge}`)}-${id}`,
      name,
      year,
      make,
      model,
      badge,
      series,
      colour: pick(rng, COLOURS),
      stocknum: `${loc[7].slice(6, 8).toUpperCase()}${String(int(rng, 10000, 99999))}`,
      car_type: carType,
      status,
      sold: status === 'sold',
      sold_date_timestamp: status === 'sold' ? nowS - int(rng, 3600, 6 * 86400) : null,
      show_on_dealer_website: rng() > 0.01,
      tag: rng() < 0.05 ? pick(rng, ['Test Drive Only', 'Runout Sale', 'Low KMs']) : null,
      reserved: rng() < 0.02,
      certified: carType === 'used' && make === 'Toyota' && rng() < 0.3,
      created_at: new Date(created * 1000).toISOString(),
      price,
      before_price: rng() < 0.08 ? price + int(rng, 2, 10) * 500 : null,
      offer_price: rng() < 0.04 ? price - int(rng, 1, 6) * 500 : null,
      subscription_price: null,
      preorder: false,
      price_type: pick(rng, ['Drive Away', 'Excl. Govt. Charges']),
      km,
      seats: pick(rng, [2, 5, 5, 5, 7]),
      doors: pick(rng, [2, 4, 4, 5]),
      simple_body: body,
      body: `${body} ${pick(rng, ['4dr', '5dr', 'Dual Cab', 'Wagon'])}`,
      simple_drive: pick(rng, ['4WD', 'AWD', 'FWD', 'RWD']),
      simple_fuel: pick(rng, FUELS),
      simple_transmission: pick(rng, ['Automatic', 'Automatic', 'Manual']),
      views: int(rng, 0, 2500),
      photos_count: imageCount,
      images: Array.from({ length: imageCount }, (_, i) => ({
        image: { url: `https://images.dealercdn.com.au/stock/${id}/${i}-${hex(rng, 10)}.jpg`, thumb: null },
      })),
      primary_image_url: imageCount > 0 ? `https://images.dealercdn.com.au/stock/${id}/0-${hex(rng, 10)}.jpg` : null,
      state: loc[3],
      dealership_id: loc[6],
      dealership_slug: loc[7],
      location: {
        id: loc[0],
        slug: loc[1],
        name: loc[2],
        phone: null,
        address: { state: loc[3], lat: loc[4], long: loc[5] },
        distribution_locations: null,
      },
      finance_lenders: price > 0 ? { stratton: { paymentWeek: weekly, comparisonRate: 9.5, termMonths: 60 } } : null,
    } as CarOutput);
  }
  return cars;
}
