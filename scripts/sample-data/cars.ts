/**
 * Sample cars (SPEC.md §3 Car). Each car is drawn from its own generator,
 * seeded by tenant and index, so car N is the same whatever the --cars count.
 */
import type { CarInput, CarLocationInput } from '../../src/data/schemas.ts';
import { ANCHOR_YEAR, dateAfter, isoBefore, unixBefore } from './anchor.ts';
import { CATALOG, imageBodyKey, type CatalogEntry, type DriveKind, type FuelKind } from './catalog/vehicles.ts';
import {
  CARAVAN_EQUIPMENT,
  CAR_EQUIPMENT,
  COLOURS,
  COMING_SOON_COMMENT,
  FREE_TEXT_TAGS,
  HTML_COMMENTS,
  INTERIOR_COLOURS,
  MOTORCYCLE_EQUIPMENT,
  PLAIN_COMMENTS,
  PRIVATE_SUBURBS,
  TRUCK_EQUIPMENT,
} from './catalog/words.ts';
import { financeLenders, youxQuote } from './finance.ts';
import {
  COLOUR_VARIANTS,
  DETAIL_SHOTS,
  SPIN_FRAME_URLS,
  SPIN_INTERIOR_URL,
  carImageUrl,
  detailImageUrl,
} from './image-catalog.ts';
import { carLocation } from './locations.ts';
import type { CarType, DealershipProfile, LocationProfile, TenantProfile } from './profiles.ts';
import {
  DIGITS,
  LOWER_ALNUM,
  UPPER,
  between,
  chance,
  chars,
  int,
  pick,
  rngFor,
  sample,
  weighted,
  type Rng,
} from './prng.ts';
import { dealerPrice, slugify } from './text.ts';

/** A raw car record as the API returns it. */
export type RawCar = CarInput;

/** Most images a gallery gets: the exterior shot plus every detail shot. */
export const MAX_GALLERY = 1 + DETAIL_SHOTS.length;

/** What an edge case asks of the car it builds. */
export interface CarWish {
  carType?: CarType;
  /** Dealership kinds to draw from (default: any). */
  kinds?: readonly DealershipProfile['kind'][];
  entry?: (e: CatalogEntry) => boolean;
  /** Age in years: model year = anchor year - age (clamped to the series' years). */
  age?: number;
  /**
   * 'default': only dealerships whose stock locations keep the default sold
   * window (no include_sold_cars_days); 'extended': only those with one.
   */
  soldWindow?: 'default' | 'extended';
}

/** Per-tenant lookup state of the car generator. */
export interface CarContext {
  profile: TenantProfile;
  locations: ReadonlyMap<number, LocationProfile>;
  carLocations: Map<number, CarLocationInput>;
  pools: Map<string, readonly CatalogEntry[]>;
  slugs: Set<string>;
}

export function carContext(profile: TenantProfile): CarContext {
  return {
    profile,
    locations: new Map(profile.locations.map((l) => [l.id, l])),
    carLocations: new Map(),
    pools: new Map(),
    slugs: new Set(),
  };
}

const isCurrent = (e: CatalogEntry) => e.years[1] >= ANCHOR_YEAR - 1;

/** Catalogue entries a dealership stocks for a car type. */
export function pool(ctx: CarContext, dealer: DealershipProfile, carType: CarType): readonly CatalogEntry[] {
  const key = `${dealer.id}:${carType}`;
  let entries = ctx.pools.get(key);
  if (entries) return entries;
  const nz = ctx.profile.country === 'NZ';
  const fresh = carType !== 'used';
  const inMakes = (e: CatalogEntry) => dealer.makes.includes(e.make);
  switch (dealer.kind) {
    case 'motorcycle':
      entries = CATALOG.filter((e) => e.item === 'motorcycle' && (!fresh || (inMakes(e) && isCurrent(e))));
      break;
    case 'truck':
      entries = CATALOG.filter((e) => e.item === 'truck' && (!fresh || (inMakes(e) && isCurrent(e))));
      break;
    case 'caravan':
      entries = CATALOG.filter((e) => e.item === 'caravan' && inMakes(e) && (!fresh || isCurrent(e)));
      break;
    default:
      entries = fresh
        ? CATALOG.filter((e) => e.item === 'car' && inMakes(e) && isCurrent(e) && !e.nzImport)
        : CATALOG.filter((e) => e.item === 'car' && (nz || !e.nzImport));
  }
  ctx.pools.set(key, entries);
  return entries;
}

/** Entry weight; New Zealand used stock leans on Japanese imports and its franchise makes. */
function entryWeight(ctx: CarContext, dealer: DealershipProfile, e: CatalogEntry, carType: CarType): number {
  if (ctx.profile.country === 'NZ' && carType === 'used') {
    if (e.nzImport) return e.weight * 4;
    if (dealer.makes.includes(e.make) || e.make === 'Toyota') return e.weight * 2;
  }
  if (carType === 'used' && dealer.kind === 'franchise' && dealer.makes.includes(e.make)) return e.weight * 6;
  return e.weight;
}

const USED_AGES: readonly (readonly [readonly [number, number], number])[] = [
  [[1, 3], 40],
  [[4, 7], 35],
  [[8, 12], 18],
  [[13, 20], 7],
];

function clampYear(year: number, e: CatalogEntry): number {
  return Math.min(Math.max(year, e.years[0]), e.years[1]);
}

const FUEL_TEXT: Record<FuelKind, string | null> = {
  petrol: 'Unleaded Petrol',
  premium: 'Premium Unleaded Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid (Petrol)',
  phev: 'Plug-in Hybrid (Petrol)',
  electric: 'Electric',
  none: null,
};
const SIMPLE_FUEL: Record<FuelKind, string | null> = {
  petrol: 'Petrol',
  premium: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  phev: 'PHEV',
  electric: 'Electric',
  none: null,
};
const DRIVE_TEXT: Record<DriveKind, string | null> = {
  FWD: 'Front Wheel Drive',
  RWD: 'Rear Wheel Drive',
  AWD: 'All Wheel Drive',
  '4WD': 'Four Wheel Drive',
  Chain: 'Chain',
  Belt: 'Belt',
  Shaft: 'Shaft',
  none: null,
};

function transText(e: CatalogEntry): string | null {
  switch (e.trans) {
    case 'none':
      return null;
    case 'CVT':
      return 'Constant Variable Transmission';
    case 'DCT':
      return `${e.gears ?? 7} Speed Dual Clutch`;
    case 'Manual':
      return `${e.gears ?? 6} Speed Manual`;
    default:
      return e.gears && e.gears > 1 ? `${e.gears} Speed Automatic` : 'Automatic';
  }
}

/** 17 characters, no I, O or Q (SPEC.md: VIN shape). */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const WMI: Record<string, string> = {
  Toyota: 'MR0',
  Mazda: 'JM0',
  Hyundai: 'KMH',
  Ford: 'MNA',
  Kia: 'KNA',
  Mitsubishi: 'MMB',
  Suzuki: 'JSA',
  Nissan: 'JN1',
  Volkswagen: 'WVW',
  Subaru: 'JF1',
  Isuzu: 'MPA',
  Honda: 'JHM',
  MG: 'LSJ',
  Tesla: 'LRW',
  BYD: 'LGX',
  BMW: 'WBA',
  'Mercedes-Benz': 'WDD',
  Audi: 'WAU',
  Holden: '6G1',
  Hino: 'JHD',
  Fuso: 'JLF',
  Yamaha: 'JYA',
  Kawasaki: 'JKA',
  'Harley-Davidson': '1HD',
  Jayco: '6T9',
  Coromal: '6H8',
  Avan: '6F9',
};
const VIN_YEAR = 'ABCDEFGHJKLMNPRSTVWXY123456789';

function vin(rng: Rng, make: string, year: number): string {
  const wmi = WMI[make] ?? '6U9';
  return (
    wmi +
    chars(rng, 5, VIN_CHARS) +
    chars(rng, 1, '0123456789X') +
    VIN_YEAR.charAt((year - 1980) % 30) +
    chars(rng, 1, VIN_CHARS) +
    chars(rng, 6, DIGITS)
  );
}

/** Registration plate shapes by state or country. */
function plate(rng: Rng, country: string, state: string): string {
  if (country === 'NZ') return chars(rng, 3, UPPER) + chars(rng, 3, DIGITS);
  switch (state) {
    case 'VIC':
      return chars(rng, 1, DIGITS) + chars(rng, 2, UPPER) + chars(rng, 1, DIGITS) + chars(rng, 2, UPPER);
    case 'QLD':
      return chars(rng, 3, DIGITS) + chars(rng, 2, UPPER) + chars(rng, 1, DIGITS);
    default:
      return chars(rng, 2, UPPER) + chars(rng, 2, DIGITS) + chars(rng, 2, UPPER);
  }
}

function equipmentPool(e: CatalogEntry): readonly string[] {
  if (e.item === 'motorcycle') return MOTORCYCLE_EQUIPMENT;
  if (e.item === 'truck') return TRUCK_EQUIPMENT;
  if (e.item === 'caravan' && e.body !== 'motorhome') return CARAVAN_EQUIPMENT;
  return CAR_EQUIPMENT;
}

function youtubeId(rng: Rng): string {
  return chars(rng, 11, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-');
}

/** Gallery of `count` images: the exterior in a colour variant, then detail shots. */
export function gallery(e: CatalogEntry, variant: number, count: number): NonNullable<RawCar['images']> {
  const body = imageBodyKey(e);
  const urls = [carImageUrl(body, variant), ...DETAIL_SHOTS.map(detailImageUrl)].slice(0, Math.min(count, MAX_GALLERY));
  return urls.map((url) => ({ image: { url, thumb: { url } } }));
}

/** Exterior and interior hotspots of a spin car, with their positions per angle. */
export function hotspots(rng: Rng): NonNullable<RawCar['hotspots']> {
  const exterior = [
    {
      id: 'h1',
      title: 'LED headlights',
      description: 'Auto-levelling LED headlights with daytime running lights.',
      anchors: [0, 10, 20, 340, 350],
    },
    {
      id: 'h2',
      title: 'Alloy wheels',
      description: '18-inch alloy wheels with a full-size spare.',
      anchors: [60, 70, 80, 90, 100],
    },
    {
      id: 'h3',
      title: 'Tow bar',
      description: 'Factory tow bar, rated to the braked towing capacity.',
      anchors: [170, 180, 190],
    },
  ];
  const interior = [
    { id: 'i1', title: 'Touchscreen', description: 'Touchscreen with Apple CarPlay and Android Auto.', anchors: [0] },
    { id: 'i2', title: 'Rear seats', description: 'Split-fold rear seats with air vents.', anchors: [180] },
  ];
  const positions: Record<string, Record<string, { posX: number; posY: number }>> = {};
  for (const h of [...exterior, ...interior]) {
    const byAngle: Record<string, { posX: number; posY: number }> = {};
    for (const angle of h.anchors)
      byAngle[String(angle)] = {
        posX: Math.round(between(rng, 20, 80) * 10) / 10,
        posY: Math.round(between(rng, 35, 70) * 10) / 10,
      };
    positions[h.id] = byAngle;
  }
  return { exterior, interior, positions };
}

function locationFor(ctx: CarContext, id: number): { loc: LocationProfile; block: CarLocationInput } {
  const loc = ctx.locations.get(id);
  if (!loc) throw new Error(`${ctx.profile.slug}: no location ${id}`);
  let block = ctx.carLocations.get(id);
  if (!block) {
    block = carLocation(loc, ctx.profile);
    ctx.carLocations.set(id, block);
  }
  return { loc, block };
}

function uniqueSlug(ctx: CarContext, rng: Rng, stem: string): string {
  for (;;) {
    const slug = `${stem}-${chars(rng, 6, LOWER_ALNUM)}`;
    if (!ctx.slugs.has(slug)) {
      ctx.slugs.add(slug);
      return slug;
    }
  }
}

/** Chooses dealership, car type and catalogue entry, honouring a wish; null when nothing fits. */
function choose(
  ctx: CarContext,
  rng: Rng,
  wish: CarWish | undefined,
): { dealer: DealershipProfile; carType: CarType; entry: CatalogEntry } | null {
  const extended = (d: DealershipProfile) =>
    d.stockLocationIds.some((id) => ctx.locations.get(id)?.includeSoldDays != null);
  const dealers = ctx.profile.dealerships.filter(
    (d) =>
      (!wish?.kinds || wish.kinds.includes(d.kind)) &&
      (wish?.soldWindow === undefined || (wish.soldWindow === 'extended') === extended(d)),
  );
  const options: { dealer: DealershipProfile; carType: CarType; entries: CatalogEntry[]; weight: number }[] = [];
  for (const dealer of dealers) {
    for (const carType of ['new', 'demo', 'used'] as const) {
      if (dealer.mix[carType] <= 0 || (wish?.carType && wish.carType !== carType)) continue;
      const entries = pool(ctx, dealer, carType).filter((e) => !wish?.entry || wish.entry(e));
      if (entries.length > 0) options.push({ dealer, carType, entries, weight: dealer.weight * dealer.mix[carType] });
    }
  }
  if (options.length === 0) return null;
  const o = weighted(
    rng,
    options.map((x) => [x, x.weight] as const),
  );
  const entry = weighted(
    rng,
    o.entries.map((e) => [e, entryWeight(ctx, o.dealer, e, o.carType)] as const),
  );
  return { dealer: o.dealer, carType: o.carType, entry };
}

/**
 * One car. `wish` (edge cases) constrains the draw and makes a "clean" car:
 * in stock, priced, four or more images, no tag, not reserved, 30 days old,
 * shown on the website; the edge case then changes what it is about.
 */
export function buildCar(ctx: CarContext, index: number, wish?: CarWish): RawCar | null {
  const { profile } = ctx;
  const rng = rngFor(profile.seed, 'car', index);
  const chosen = choose(ctx, rng, wish);
  if (!chosen) return null;
  const { dealer, carType, entry: e } = chosen;
  const clean = wish !== undefined;

  // Year, badge, price, kilometres
  let age: number;
  if (wish?.age !== undefined) age = wish.age;
  else if (carType === 'used') {
    const [lo, hi] = weighted(rng, USED_AGES);
    age = int(rng, lo, hi);
  } else age = chance(rng, 0.2) ? 1 : 0;
  const year = clampYear(ANCHOR_YEAR - age, e);
  age = ANCHOR_YEAR - year;
  const [badge, listPrice] = pick(rng, e.badges);
  const kmPerYear = e.item === 'truck' ? 35_000 : e.item === 'motorcycle' ? 5_000 : 14_000;
  let km: number | null;
  if (e.item === 'caravan' && e.body !== 'motorhome') km = null;
  else if (carType === 'new') km = chance(rng, 0.5) ? 0 : int(rng, 5, 60);
  else if (carType === 'demo') km = int(rng, 800, 9_500);
  else km = Math.max(500, Math.round((Math.max(age, 0.5) * kmPerYear * between(rng, 0.6, 1.4)) / 10) * 10);
  let price: number;
  if (carType === 'new') price = dealerPrice(listPrice * between(rng, 0.98, 1.03));
  else if (carType === 'demo') price = dealerPrice(listPrice * between(rng, 0.88, 0.95));
  else {
    // About 15% off in the first year, 7% a year after that, less for high kilometres.
    const wear = km ? Math.max(0.7, 1 - km / 1_000_000) : 1;
    price = dealerPrice(
      listPrice * 0.85 * Math.pow(0.93, Math.max(age - 1, 0)) * wear * between(rng, 0.92, 1.08),
      2_990,
    );
  }

  // Status and dates
  let status = 'in_stock';
  let sold = false;
  if (!clean) {
    const roll = rng();
    if (roll < 0.04) {
      status = 'sold';
      sold = true;
    } else if (roll < 0.07 && carType !== 'used') status = 'coming_soon';
  }
  const createdDaysAgo = clean ? 30 : chance(rng, 0.05) ? between(rng, 0.1, 7.9) : between(rng, 8.1, 120);
  const updatedDaysAgo = createdDaysAgo * between(rng, 0, 0.5);
  const soldDaysAgo = sold ? between(rng, 0.05, Math.min(30, createdDaysAgo)) : null;

  // Location
  const { loc, block } = locationFor(ctx, pick(rng, dealer.stockLocationIds));

  // Identity
  const make = e.make;
  const name = [year, make, e.model, badge].filter((x) => x !== '').join(' ');
  const slug = uniqueSlug(ctx, rng, slugify(`${year} ${make} ${e.model} ${badge}`));
  const vinCode = vin(rng, make, year);
  const hasNvic = e.item !== 'caravan' || e.body === 'motorhome' ? chance(rng, 0.88) : false;
  const nvic = hasNvic ? chars(rng, 3, UPPER) + chars(rng, 2, DIGITS) + chars(rng, 1, UPPER) : null;
  const registered = carType !== 'new' && (e.item !== 'caravan' || chance(rng, 0.8));
  const regoExpiry = registered
    ? chance(rng, 0.15)
      ? dateAfter(-int(rng, 5, 400))
      : dateAfter(int(rng, 10, 360))
    : null;
  const buildMonth = String(int(rng, 1, 12)).padStart(2, '0');

  // Body
  let simpleBody = e.body;
  if (!clean && e.body === 'hatch' && chance(rng, 0.1)) simpleBody = 'hatchback';
  const bodyList = [simpleBody];
  if (e.drive === '4WD' && e.item === 'car') bodyList.push('4x4');
  if (e.fuel === 'electric') bodyList.push('ev');
  if (e.makerBodies.includes('Prestige')) bodyList.push('prestige');

  // Prices beyond the list price
  let beforePrice: number | null = null;
  let offerPrice: number | null = null;
  let subscriptionPrice: number | null = null;
  let preorder = false;
  if (!clean) {
    if (chance(rng, 0.08)) beforePrice = price + int(rng, 2, 10) * 500;
    if (chance(rng, 0.04)) offerPrice = price - int(rng, 1, 6) * 500;
    if (carType === 'new' && chance(rng, 0.015)) subscriptionPrice = Math.round(price / 300);
    if (status === 'coming_soon' && chance(rng, 0.3)) {
      preorder = true;
      price = 0;
      beforePrice = null;
      offerPrice = null;
    } else if (chance(rng, 0.01)) {
      price = 0;
      beforePrice = null;
      offerPrice = null;
      subscriptionPrice = null;
    }
  }
  const priceTypes = profile.priceTypes;
  const priceType = carType === 'used' && chance(rng, 0.1) ? null : chance(rng, 0.75) ? priceTypes[0] : priceTypes[1];

  // Media
  let imageCount: number;
  if (clean) imageCount = int(rng, 6, MAX_GALLERY);
  else if (status === 'coming_soon')
    imageCount = weighted(rng, [
      [0, 2],
      [1, 2],
      [4, 1],
    ]);
  else {
    const r = rng();
    imageCount = r < 0.015 ? 0 : r < 0.03 ? 1 : r < 0.08 ? int(rng, 2, 3) : int(rng, 4, MAX_GALLERY);
  }
  const variant = int(rng, 1, COLOUR_VARIANTS);
  const images = gallery(e, variant, imageCount);
  const spin = !clean && e.item === 'car' && status === 'in_stock' && chance(rng, 0.04);
  const videoRoll = clean ? 1 : rng();
  const videoUrl =
    videoRoll < 0.03
      ? `https://www.youtube.com/watch?v=${youtubeId(rng)}`
      : videoRoll < 0.05
        ? `https://videos.example.com/sample/${slug}.mp4`
        : null;
  const externalVideo = !clean && chance(rng, 0.03) ? `https://youtu.be/${youtubeId(rng)}` : null;
  const walkaround = !clean && chance(rng, 0.03);

  // Finance and market data
  const financeable = price > 0 && profile.lenders.length > 0;
  const termYears = e.item === 'caravan' ? 7 : 5;
  const lenders =
    financeable && (clean || chance(rng, 0.92)) ? financeLenders(rng, profile.lenders, price, age, termYears) : null;
  const quote = price > 0 && !clean && chance(rng, profile.youxQuoteShare) ? youxQuote(rng, price) : null;
  let autograb: RawCar['autograb_data'] = null;
  if (carType !== 'new' && e.item === 'car' && price > 0 && !clean && chance(rng, 0.8)) {
    const below = chance(rng, 0.2);
    const state = Math.round((price + (below ? int(rng, 600, 4_000) : int(rng, -3_000, 400))) / 10) * 10;
    autograb = {
      state_average_market_price: chance(rng, 0.1) ? null : state,
      average_market_price: Math.round((state * between(rng, 0.98, 1.02)) / 10) * 10,
    };
  }

  // Words
  const equipmentCount = clean
    ? 12
    : weighted(rng, [
        [0, 1],
        [3, 1],
        [8, 3],
        [14, 4],
        [22, 2],
      ]);
  const equipment = equipmentCount === 0 ? null : sample(rng, equipmentPool(e), equipmentCount);
  let comments: string;
  const commentRoll = clean ? 0.5 : rng();
  if (commentRoll < 0.05) comments = '';
  else if (status === 'coming_soon') comments = COMING_SOON_COMMENT.replaceAll('{name}', name);
  else if (commentRoll < 0.35) comments = pick(rng, HTML_COMMENTS).replaceAll('{name}', name);
  else comments = pick(rng, PLAIN_COMMENTS).replaceAll('{name}', name);

  let tag: string | null = null;
  if (!clean && status === 'in_stock' && chance(rng, 0.05)) {
    if (carType === 'demo') tag = 'Demo Clearance';
    else if (carType === 'new' && year < ANCHOR_YEAR) tag = 'Runout Sale';
    else
      tag = pick(
        rng,
        FREE_TEXT_TAGS.filter((t) => t !== 'Runout Sale' && t !== 'Demo Clearance'),
      );
  }
  const certified =
    carType === 'used' &&
    make === 'Toyota' &&
    age <= 5 &&
    (km ?? 0) <= 140_000 &&
    (clean ? false : chance(rng, profile.certifiedShare));
  const privateListing = !clean && carType === 'used' && chance(rng, 0.05);
  const privatePlace = privateListing
    ? pick(rng, PRIVATE_SUBURBS[loc.state] ?? [[loc.city, loc.postcode] as const])
    : null;

  const itemType = e.item === 'car' ? (chance(rng, 0.9) ? 'car' : undefined) : e.item;
  const transmission = transText(e);
  const litres = e.cc ? Math.round(e.cc / 100) / 10 : null;

  const car: RawCar = {
    id: profile.idBase + index + 1,
    slug,
    path: `/cars/${slug}`,
    name,
    year,
    make,
    model: e.model,
    badge: badge === '' ? null : badge,
    series: e.series === '' ? null : e.series,
    colour: pick(rng, COLOURS),
    interior_colour: e.item === 'car' ? pick(rng, INTERIOR_COLOURS) : null,
    vin: vinCode,
    nvic,
    has_nvic: nvic !== null,
    stocknum: `${dealer.stockPrefix}${10_000 + index}`,
    regplate: registered ? plate(rng, profile.country, loc.state) : null,
    rego_expiry: regoExpiry,
    build_date: carType === 'new' ? null : `${buildMonth}/${year - (chance(rng, 0.3) ? 1 : 0)}`,
    compliance_date: carType === 'new' ? null : `${buildMonth}/${year}`,
    car_type: carType,
    status,
    sold,
    sold_date_timestamp: soldDaysAgo === null ? null : unixBefore(soldDaysAgo),
    show_on_dealer_website: clean || !chance(rng, 0.01),
    tag,
    reserved: !clean && status === 'in_stock' && chance(rng, 0.012),
    certified,
    item_type: itemType,
    created_at: isoBefore(createdDaysAgo),
    updated_at: isoBefore(updatedDaysAgo),
    price,
    before_price: beforePrice,
    offer_price: offerPrice,
    subscription_price: subscriptionPrice,
    preorder,
    price_type: priceType,
    km,
    seats: e.seats,
    doors: e.doors,
    engine_size: e.cc ? e.cc : null,
    engine_size_litres: litres,
    simple_body: simpleBody,
    body: e.bodyText,
    simple_drive: e.drive === 'none' ? null : e.drive,
    drive: DRIVE_TEXT[e.drive],
    simple_fuel: SIMPLE_FUEL[e.fuel],
    fuel: FUEL_TEXT[e.fuel],
    simple_transmission: e.trans === 'none' ? null : e.trans === 'Manual' ? 'Manual' : 'Automatic',
    trans: transmission,
    gearnum: e.gears,
    bodyconfiguration: e.config,
    views: Math.floor(Math.pow(rng(), 2) * 600),
    photos_count: images.length,
    video_url: videoUrl,
    external_video_url: externalVideo,
    isVideo: videoUrl !== null,
    walkaround_videos: walkaround
      ? [{ video: { url: `https://videos.example.com/sample/walkaround-${index % 5}.mp4` } }]
      : null,
    videos: walkaround ? [{ video: { url: `https://videos.example.com/sample/feature-${index % 3}.mp4` } }] : null,
    file:
      carType === 'used' && !clean && chance(rng, 0.12) ? `https://reports.example.com/history/${vinCode}.pdf` : null,
    images,
    primary_image_url: images[0]?.image.url ?? null,
    spin_images: spin ? [...SPIN_FRAME_URLS] : null,
    spin_code: spin ? `SPN-${chars(rng, 6, UPPER + DIGITS)}` : null,
    spin_interior_image: spin && chance(rng, 0.7) ? SPIN_INTERIOR_URL : null,
    hotspots: spin ? hotspots(rng) : null,
    standardEquipment: equipment,
    dealercomments: comments,
    carsales_title:
      carType === 'new'
        ? null
        : [
            year,
            make,
            e.model,
            badge,
            e.series,
            e.trans === 'Manual' ? 'Manual' : 'Auto',
            e.drive === '4WD' ? '4x4' : null,
            e.config,
          ]
            .filter((x) => x !== null && x !== '')
            .join(' '),
    private_suburb: privatePlace ? privatePlace[0] : null,
    private_postcode: privatePlace ? privatePlace[1] : null,
    city: loc.overrideCity ?? loc.city,
    state: loc.state,
    dealership_id: dealer.id,
    dealership_slug: dealer.slug,
    dealership_ids: [dealer.id],
    location: block,
    model_variants:
      carType === 'used'
        ? null
        : [{ name: badge, dap_min_price: dealerPrice(listPrice), dap_max_price: dealerPrice(listPrice * 1.06) }],
    manufacturer_body: e.makerBodies[0] ?? null,
    manufacturer_body2: e.makerBodies[1] ?? null,
    manufacturer_body3: e.makerBodies[2] ?? null,
    body_list: bodyList,
    finance_lenders: lenders,
    youxQuote: quote,
    autograb_data: autograb,
    specifications: e.caravan
      ? {
          body_width: e.caravan.width,
          body_length: e.caravan.length,
          tare_weight: e.caravan.tare,
          axle_type: e.caravan.axle,
          sleeps: e.caravan.sleeps,
          aggregate_trailer_mass: e.caravan.atm,
        }
      : null,
    variant:
      e.cc === null
        ? null
        : {
            cylinders: e.cylinders,
            enginesize: e.cc === 0 ? null : e.cc,
            enginesize_litres: litres,
            induction: e.induction,
            fuelconsumptioncombined: e.economy,
            fuelcapacity: e.tank,
            grossvehiclemass: e.gvm,
            vehiclelength: e.length,
            vehicleheight: e.height,
            vehiclewidth: e.width,
            towingcapacitybraked: e.towing,
            bodyconfiguration: e.config,
            torque: e.torque,
            ancaprating: e.ancap,
            geartype: transmission,
          },
  };
  return car;
}
