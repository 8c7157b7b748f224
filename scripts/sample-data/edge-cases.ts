/**
 * Edge-case cars: the first cars of every tenant, each built "clean" (in
 * stock, priced, 6+ images, 30 days old, no tag) and then changed in the one
 * way its key names, so end-to-end tests can address them by slug. A case a
 * tenant cannot have (no motorcycles at a Toyota dealer) is skipped; the rest
 * keep their order, so their slugs are stable for a tenant whatever --cars is
 * (as long as it is at least the number of cases).
 */
import { ANCHOR_YEAR, dateAfter, isoBefore, unixBefore } from './anchor.ts';
import { CATALOG, type CatalogEntry } from './catalog/vehicles.ts';
import { LONG_COMMENT, UNSAFE_COMMENT } from './catalog/words.ts';
import { buildCar, gallery, hotspots, MAX_GALLERY, type CarContext, type CarWish, type RawCar } from './cars.ts';
import { financeLenders, youxQuote } from './finance.ts';
import { SPIN_FRAME_URLS, SPIN_INTERIOR_URL } from './image-catalog.ts';
import type { TenantProfile } from './profiles.ts';
import { rngFor, type Rng } from './prng.ts';

export interface EdgeCase {
  key: string;
  description: string;
  wish: CarWish;
  /** Only for tenants where this holds. */
  when?: (profile: TenantProfile) => boolean;
  apply?: (car: RawCar, h: EdgeHelpers) => void;
}

interface EdgeHelpers {
  profile: TenantProfile;
  rng: Rng;
}

const isCar = (e: CatalogEntry) => e.item === 'car';
const coversYear = (e: CatalogEntry, year: number) => e.years[0] <= year && year <= e.years[1];
const entryOf = (car: RawCar): CatalogEntry | undefined =>
  CATALOG.find((e) => e.make === car.make && e.model === car.model && (e.series || null) === (car.series ?? null));

function sell(car: RawCar, daysAgo: number): void {
  car.status = 'sold';
  car.sold = true;
  car.sold_date_timestamp = unixBefore(daysAgo);
}

function setImages(car: RawCar, count: number): void {
  const e = entryOf(car);
  car.images = e ? gallery(e, 1, count) : (car.images ?? []).slice(0, count);
  car.photos_count = car.images.length;
  car.primary_image_url = car.images[0]?.image.url ?? null;
}

function clearPrice(car: RawCar, price: number): void {
  car.price = price;
  car.before_price = null;
  car.offer_price = null;
  car.subscription_price = null;
  car.finance_lenders = null;
  car.youxQuote = null;
  car.autograb_data = null;
}

function reprice(car: RawCar, price: number, h: EdgeHelpers): void {
  car.price = price;
  car.finance_lenders =
    h.profile.lenders.length > 0 ? financeLenders(h.rng, h.profile.lenders, price, ANCHOR_YEAR - car.year, 5) : null;
}

const hasLenders = (p: TenantProfile) => p.lenders.length > 0;

export const EDGE_CASES: readonly EdgeCase[] = [
  {
    key: 'reserved',
    description: 'in stock and reserved (RESERVED tag)',
    wish: { carType: 'used' },
    apply: (c) => void (c.reserved = true),
  },
  {
    key: 'sold-1d',
    description: 'sold 1 day before the anchor (listed with the default 3-day window)',
    wish: { carType: 'used', soldWindow: 'default' },
    apply: (c) => sell(c, 1),
  },
  {
    key: 'sold-2d',
    description: 'sold 2 days before the anchor (listed)',
    wish: { carType: 'used', soldWindow: 'default' },
    apply: (c) => sell(c, 2),
  },
  {
    key: 'sold-5d',
    description: 'sold 5 days before the anchor (not listed with the default 3-day window)',
    wish: { carType: 'used', soldWindow: 'default' },
    apply: (c) => sell(c, 5),
  },
  {
    key: 'sold-10d',
    description: 'sold 10 days before the anchor (not listed)',
    wish: { carType: 'used', soldWindow: 'default' },
    apply: (c) => sell(c, 10),
  },
  {
    key: 'sold-5d-extended-window',
    description: 'sold 5 days ago at a location with include_sold_cars_days 7 (listed)',
    wish: { carType: 'used', soldWindow: 'extended' },
    apply: (c) => sell(c, 5),
  },
  {
    key: 'status-other',
    description: "status 'pending': unavailable but not sold",
    wish: { carType: 'used' },
    apply: (c) => void (c.status = 'pending'),
  },
  {
    key: 'coming-soon',
    description: 'status coming_soon, one image (coming-soon image used)',
    wish: { carType: 'new' },
    apply: (c) => {
      c.status = 'coming_soon';
      setImages(c, 1);
    },
  },
  {
    key: 'preorder',
    description: 'coming_soon, preorder, price 0 (PREORDER)',
    wish: { carType: 'new' },
    apply: (c) => {
      c.status = 'coming_soon';
      c.preorder = true;
      clearPrice(c, 0);
    },
  },
  {
    key: 'no-price',
    description: "price 0 (no-price text, default 'Enquire for price.')",
    wish: { carType: 'used' },
    apply: (c) => clearPrice(c, 0),
  },
  {
    key: 'price-10',
    description: 'price 10: not above the display minimum, shows the no-price text',
    wish: { carType: 'used' },
    apply: (c) => clearPrice(c, 10),
  },
  {
    key: 'cheap',
    description: 'price 2,990, 15 years old: lender weekly payment 25 or less (Enquire for Finance)',
    wish: { carType: 'used', entry: (e) => isCar(e) && coversYear(e, ANCHOR_YEAR - 15), age: 15 },
    apply: (c, h) => reprice(c, 2990, h),
  },
  {
    key: 'subscription',
    description: 'new with subscription_price 199 (subscription price shown first)',
    wish: { carType: 'new' },
    apply: (c) => void (c.subscription_price = 199),
  },
  {
    key: 'offer-price',
    description: 'offer_price 2,000 below price and before_price 1,500 above (reduced price and was-price)',
    wish: { carType: 'new' },
    apply: (c) => {
      c.offer_price = c.price - 2000;
      c.before_price = c.price + 1500;
    },
  },
  {
    key: 'was-price',
    description: 'before_price 3,000 above the price (was-price line)',
    wish: { carType: 'used' },
    apply: (c) => void (c.before_price = c.price + 3000),
  },
  { key: 'electric', description: 'simple_fuel Electric', wish: { entry: (e) => e.fuel === 'electric' } },
  { key: 'hybrid', description: 'simple_fuel Hybrid', wish: { entry: (e) => e.fuel === 'hybrid' && e.item === 'car' } },
  { key: 'phev', description: 'simple_fuel PHEV', wish: { entry: (e) => e.fuel === 'phev' } },
  { key: 'images-0', description: 'no images', wish: {}, apply: (c) => setImages(c, 0) },
  { key: 'images-1', description: 'one image', wish: {}, apply: (c) => setImages(c, 1) },
  { key: 'images-3', description: 'three images (no thumbnail strip)', wish: {}, apply: (c) => setImages(c, 3) },
  { key: 'images-4', description: 'four images (thumbnail strip)', wish: {}, apply: (c) => setImages(c, 4) },
  { key: 'images-max', description: `${MAX_GALLERY} images`, wish: {}, apply: (c) => setImages(c, MAX_GALLERY) },
  {
    key: 'spin',
    description: '36 spin frames, hotspots, interior 360 image',
    wish: { entry: (e) => e.item === 'car' || e.body === 'motorhome' },
    apply: (c, h) => {
      c.spin_images = [...SPIN_FRAME_URLS];
      c.spin_code = 'SPN-EDGE01';
      c.spin_interior_image = SPIN_INTERIOR_URL;
      c.hotspots = hotspots(h.rng);
    },
  },
  {
    key: 'video-youtube',
    description: 'video_url on YouTube (embed frame)',
    wish: {},
    apply: (c) => {
      c.video_url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
      c.isVideo = true;
    },
  },
  {
    key: 'video-mp4',
    description: 'video_url to an mp4 (looping muted video)',
    wish: {},
    apply: (c) => {
      c.video_url = `https://videos.example.com/sample/${c.slug}.mp4`;
      c.isVideo = true;
    },
  },
  {
    key: 'external-video',
    description: 'external_video_url',
    wish: {},
    apply: (c) => void (c.external_video_url = 'https://youtu.be/aqz-KE-bpKQ'),
  },
  {
    key: 'walkaround',
    description: 'walkaround_videos and videos',
    wish: {},
    apply: (c) => {
      c.walkaround_videos = [{ video: { url: 'https://videos.example.com/sample/walkaround-0.mp4' } }];
      c.videos = [{ video: { url: 'https://videos.example.com/sample/feature-0.mp4' } }];
    },
  },
  {
    key: 'history-report',
    description: 'file (history report button)',
    wish: { carType: 'used' },
    apply: (c) => void (c.file = `https://reports.example.com/history/${c.vin ?? c.slug}.pdf`),
  },
  {
    key: 'tag-test-drive',
    description: "tag 'Test Drive Only'",
    wish: { carType: 'new' },
    apply: (c) => void (c.tag = 'Test Drive Only'),
  },
  {
    key: 'tag-runout',
    description: "last year's new car, tag 'Runout Sale'",
    wish: { carType: 'new', age: 1, entry: (e) => coversYear(e, ANCHOR_YEAR - 1) },
    apply: (c) => void (c.tag = 'Runout Sale'),
  },
  {
    key: 'tag-demo-clearance',
    description: "tag 'Demo Clearance'",
    wish: { carType: 'demo' },
    apply: (c) => void (c.tag = 'Demo Clearance'),
  },
  {
    key: 'certified',
    description: 'certified pre-owned used Toyota',
    when: (p) => p.certifiedShare > 0,
    wish: { carType: 'used', age: 3, entry: (e) => e.make === 'Toyota' && isCar(e) && coversYear(e, ANCHOR_YEAR - 3) },
    apply: (c) => {
      c.certified = true;
      c.km = 41_250;
    },
  },
  {
    key: 'age-14',
    description: 'exactly 14 years old (inside the 0-14 age filter)',
    wish: { carType: 'used', age: 14, entry: (e) => isCar(e) && coversYear(e, ANCHOR_YEAR - 14) },
  },
  {
    key: 'age-16',
    description: '16 years old (older than a 14-year age filter)',
    wish: { carType: 'used', age: 16, entry: (e) => isCar(e) && coversYear(e, ANCHOR_YEAR - 16) },
  },
  {
    key: 'high-km',
    description: '9 years and 185,000 km (no online trade-in estimate)',
    wish: { carType: 'used', age: 9, entry: (e) => isCar(e) && coversYear(e, ANCHOR_YEAR - 9) },
    apply: (c) => void (c.km = 185_000),
  },
  {
    key: 'below-market-500',
    description: 'state average 500 above the price (badge shows)',
    wish: { carType: 'used' },
    apply: (c) =>
      void (c.autograb_data = { state_average_market_price: c.price + 500, average_market_price: c.price + 300 }),
  },
  {
    key: 'below-market-499',
    description: 'state average 499 above the price (no badge)',
    wish: { carType: 'used' },
    apply: (c) =>
      void (c.autograb_data = { state_average_market_price: c.price + 499, average_market_price: c.price + 2000 }),
  },
  {
    key: 'below-market-national',
    description: 'no state figure, national average 2,500 above (badge from national)',
    wish: { carType: 'used' },
    apply: (c) => void (c.autograb_data = { state_average_market_price: null, average_market_price: c.price + 2500 }),
  },
  {
    key: 'rego-expired',
    description: 'rego_expiry 30 days in the past (Unregistered where shown)',
    wish: { carType: 'used' },
    apply: (c) => void (c.rego_expiry = dateAfter(-30)),
  },
  {
    key: 'rego-current',
    description: "rego_expiry 120 days ahead ('Expires on {date}')",
    wish: { carType: 'used' },
    apply: (c) => void (c.rego_expiry = dateAfter(120)),
  },
  {
    key: 'hidden',
    description: 'show_on_dealer_website false (never listed)',
    wish: {},
    apply: (c) => void (c.show_on_dealer_website = false),
  },
  {
    key: 'just-arrived',
    description: 'created 2 days before the anchor (just-arrived tag)',
    wish: { entry: (e) => e.fuel !== 'electric' && e.fuel !== 'hybrid' && e.fuel !== 'phev' },
    apply: (c) => {
      c.created_at = isoBefore(2);
      c.updated_at = isoBefore(1);
    },
  },
  {
    key: 'arrived-9-days',
    description: 'created 9 days before the anchor (outside the 8-day window)',
    wish: { entry: (e) => e.fuel !== 'electric' && e.fuel !== 'hybrid' && e.fuel !== 'phev' },
    apply: (c) => {
      c.created_at = isoBefore(9);
      c.updated_at = isoBefore(9);
    },
  },
  {
    key: 'comments-unsafe',
    description:
      'dealercomments with a script element and onerror, onclick and javascript: attributes (must be sanitised)',
    wish: {},
    apply: (c) => void (c.dealercomments = UNSAFE_COMMENT),
  },
  {
    key: 'comments-empty',
    description: "empty dealercomments ('Dealer comments are pending. ...')",
    wish: {},
    apply: (c) => void (c.dealercomments = ''),
  },
  {
    key: 'comments-long',
    description: 'dealercomments over 400 characters with HTML (more/less)',
    wish: {},
    apply: (c) => void (c.dealercomments = LONG_COMMENT.replaceAll('{name}', c.name)),
  },
  {
    key: 'no-lenders',
    description: 'finance_lenders null (no finance estimate)',
    when: hasLenders,
    wish: {},
    apply: (c) => void (c.finance_lenders = null),
  },
  {
    key: 'lender-null-rates',
    description: 'every lender offer with interestRate and comparisonRate null',
    when: hasLenders,
    wish: {},
    apply: (c) => {
      for (const offer of Object.values(c.finance_lenders ?? {})) {
        if (offer) {
          offer.interestRate = null;
          offer.comparisonRate = null;
        }
      }
    },
  },
  {
    key: 'youx-quote',
    description: 'youxQuote held on the car',
    when: (p) => p.youxQuoteShare > 0,
    wish: {},
    apply: (c, h) => void (c.youxQuote = youxQuote(h.rng, c.price)),
  },
  {
    key: 'no-nvic',
    description: 'no nvic (has_nvic false)',
    wish: {},
    apply: (c) => {
      c.nvic = null;
      c.has_nvic = false;
    },
  },
  {
    key: 'body-upper-case',
    description: "simple_body 'SUV' (upper case; body types de-duplicate case-insensitively)",
    wish: { entry: (e) => e.body === 'suv' && isCar(e) },
    apply: (c) => {
      c.simple_body = 'SUV';
      c.body_list = ['SUV'];
    },
  },
  { key: 'demo', description: 'demo car', wish: { carType: 'demo' } },
  {
    key: 'mazda-3',
    description: "Mazda model '3' (shown with the brand prefix: Mazda3)",
    wish: { carType: 'new', entry: (e) => e.make === 'Mazda' && e.model === '3' },
  },
  {
    key: 'motorcycle',
    description: 'new motorcycle (item_type motorcycle)',
    wish: { carType: 'new', kinds: ['motorcycle'] },
  },
  { key: 'truck', description: 'new truck (item_type truck)', wish: { carType: 'new', kinds: ['truck'] } },
  {
    key: 'caravan',
    description: 'new caravan with specifications',
    wish: { carType: 'new', kinds: ['caravan'], entry: (e) => e.body === 'caravan' },
  },
  {
    key: 'motorhome',
    description: 'motorhome (item_type caravan, simple_body motorhome)',
    wish: { kinds: ['caravan'], entry: (e) => e.body === 'motorhome' },
  },
  {
    key: 'nz-import',
    description: 'used Japanese import (New Zealand)',
    wish: { carType: 'used', entry: (e) => e.nzImport },
  },
  // Last, so adding it moved no other edge car.
  {
    key: 'certified-luxury',
    description: "certified pre-owned used car of the site's luxury make (Mercedes-Benz)",
    when: (p) => p.certifiedLuxuryMake === 'Mercedes-Benz',
    wish: {
      carType: 'used',
      age: 2,
      entry: (e) => e.make === 'Mercedes-Benz' && isCar(e) && coversYear(e, ANCHOR_YEAR - 2),
    },
    apply: (c) => {
      c.certified = true;
      c.km = 28_400;
    },
  },
];

export interface EdgeCars {
  cars: RawCar[];
  /** Edge-case key -> car slug. */
  slugs: Record<string, string>;
}

/** The tenant's edge-case cars, at most `limit`, from index 0 on. */
export function buildEdgeCars(ctx: CarContext, limit: number): EdgeCars {
  const cars: RawCar[] = [];
  const slugs: Record<string, string> = {};
  for (const edge of EDGE_CASES) {
    if (cars.length >= limit) break;
    if (edge.when && !edge.when(ctx.profile)) continue;
    const car = buildCar(ctx, cars.length, edge.wish);
    if (!car) continue;
    edge.apply?.(car, { profile: ctx.profile, rng: rngFor(ctx.profile.seed, 'edge', edge.key) });
    cars.push(car);
    slugs[edge.key] = car.slug;
  }
  return { cars, slugs };
}
