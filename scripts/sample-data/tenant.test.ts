import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { collections, type CarInput } from '../../src/data/schemas.ts';
import { DAY_MS, SAMPLE_ANCHOR, SAMPLE_ANCHOR_MS, unixBefore } from './anchor.ts';
import { EDGE_CASES } from './edge-cases.ts';
import { renderImages } from './images.ts';
import {
  BENCH_20K,
  HARBOUR_TOYOTA,
  KIWI_MOTORS,
  METRO_MOTOR_GROUP,
  OUTBACK_CARAVANS,
  TENANT_PROFILES,
  type TenantProfile,
} from './profiles.ts';
import { generateTenant, generateTenantDetailed, type GeneratedTenant } from './tenant.ts';

const cache = new Map<string, GeneratedTenant>();
/** Default-size tenants, except the scale tenant at 3,000 cars (its full size has its own test). */
function tenant(p: TenantProfile): GeneratedTenant {
  let t = cache.get(p.slug);
  if (!t) {
    t = generateTenantDetailed(p, p === BENCH_20K ? { cars: 3000 } : {});
    cache.set(p.slug, t);
  }
  return t;
}

const profiles = TENANT_PROFILES.map((p) => [p.slug, p] as const);
const bySlug = (t: GeneratedTenant, slug: string) => t.collections.cars.find((c) => c.slug === slug) as CarInput;
const count = <T>(list: readonly T[], f: (x: T) => boolean) => list.filter(f).length;

describe.each(profiles)('%s', (_slug, p) => {
  it('every record passes its collection schema', () => {
    const problems: string[] = [];
    for (const [name, records] of Object.entries(tenant(p).collections)) {
      const schema = collections[name as keyof typeof collections];
      for (const record of records as unknown[]) {
        const r = v.safeParse(schema, record, { abortEarly: false });
        if (!r.success) problems.push(`${name} ${(record as { id?: unknown }).id}: ${v.summarize(r.issues)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has unique ids and unique lower-case slugs per collection', () => {
    for (const [name, records] of Object.entries(tenant(p).collections)) {
      const list = records as { id: number; slug?: string }[];
      expect(new Set(list.map((r) => r.id)).size, name).toBe(list.length);
      const slugs = list.map((r) => r.slug).filter((s) => s !== undefined);
      expect(new Set(slugs).size, name).toBe(slugs.length);
    }
    for (const c of tenant(p).collections.cars) expect(c.slug).toMatch(/^\d{4}-[a-z0-9-]+-[a-z0-9]{6}$/);
  });

  it('names no car with a word twice in a row (no badge that repeats the model)', () => {
    const repeats = tenant(p)
      .collections.cars.filter((c) => {
        const badge = c.badge?.toLowerCase() ?? '';
        const model = c.model.toLowerCase();
        return badge === model || badge.startsWith(`${model} `) || /\b(\S+) \1\b/i.test(c.name ?? '');
      })
      .map((c) => c.name);
    expect([...new Set(repeats)]).toEqual([]);
  });

  it('points only at images that exist in public/sample-images', () => {
    const files = new Set([...renderImages().keys()].map((path) => `/sample-images/${path}`));
    const missing = new Set<string>();
    const visit = (value: unknown): void => {
      if (typeof value === 'string') {
        if (value.startsWith('/sample-images/') && !files.has(value)) missing.add(value);
      } else if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') Object.values(value).forEach(visit);
    };
    visit(tenant(p).collections);
    expect([...missing]).toEqual([]);
  });

  it('has car shapes of real feeds: VIN, NVIC, price, kilometres, dates', () => {
    for (const c of tenant(p).collections.cars) {
      if (c.vin != null) expect(c.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      if (c.nvic != null) expect(c.nvic).toMatch(/^[A-Z]{3}\d{2}[A-Z]$/);
      expect(c.has_nvic).toBe(c.nvic != null);
      expect(c.price).toBeGreaterThanOrEqual(0);
      const created = Date.parse(c.created_at);
      expect(created).toBeLessThanOrEqual(SAMPLE_ANCHOR_MS);
      expect(created).toBeGreaterThan(SAMPLE_ANCHOR_MS - 121 * DAY_MS);
      expect(c.photos_count).toBe(c.images?.length ?? 0);
      if (c.status === 'sold') expect(c.sold_date_timestamp).toBeLessThanOrEqual(SAMPLE_ANCHOR_MS / 1000);
    }
  });

  it('has 43 reviews averaging 4.7, with id 386779, a review without text and a translated one', () => {
    const reviews = tenant(p).collections.reviews;
    expect(reviews).toHaveLength(43);
    expect((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length).toFixed(1)).toBe('4.7');
    expect(reviews.some((r) => r.id === 386779)).toBe(true);
    expect(reviews.some((r) => r.text === null)).toBe(true);
    expect(reviews.some((r) => r.text?.includes('Translated'))).toBe(true);
  });

  it('lists about 140 manufacturers, a few without a logo', () => {
    const makes = tenant(p).collections.manufacturers;
    expect(makes.length).toBeGreaterThanOrEqual(130);
    expect(makes.length).toBeLessThanOrEqual(160);
    expect(count(makes, (m) => m.logo?.url === null)).toBeGreaterThanOrEqual(3);
  });

  it('has promos at the tenant positions, slides and dealerships with ratings', () => {
    const t = tenant(p).collections;
    expect(t.promos.filter((x) => x.node.title === 'We Want Your Car!').map((x) => x.position)).toEqual([
      ...p.promoPositions,
    ]);
    expect(t.slides.length).toBeGreaterThanOrEqual(3);
    expect(t.dealerships.map((d) => d.id)).toEqual(p.dealerships.map((d) => d.id));
  });

  // A car can be test-driven where its own dealership keeps stock, never at another franchise's yard
  // (a Ford at Metro Ford Dandenong is not offered at Metro Hyundai Ringwood).
  it("lists as a car's distribution locations only its dealership's visible stock yards", () => {
    const yards = new Map(p.dealerships.map((d) => [d.id, new Set(d.stockLocationIds)]));
    const visible = new Set(p.locations.filter((l) => l.visible).map((l) => l.id));
    const wrong: string[] = [];
    for (const car of tenant(p).collections.cars) {
      const own = yards.get(car.dealership_id ?? -1) ?? new Set<number>();
      for (const d of car.location?.distribution_locations ?? [])
        if (!own.has(d.id) || !visible.has(d.id)) wrong.push(`${car.slug}: ${d.name ?? d.id}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('puts about 5% of cars inside the 8-day just-arrived window', () => {
    const cars = tenant(p).collections.cars;
    const recent = count(cars, (c) => SAMPLE_ANCHOR_MS - Date.parse(c.created_at) < 8 * DAY_MS) / cars.length;
    expect(recent).toBeGreaterThan(0.02);
    expect(recent).toBeLessThan(0.1);
  });
});

/** What each edge-case car must show (SPEC.md §4, §5, §9). */
const EDGE_CHECKS: Record<string, (c: CarInput) => boolean> = {
  reserved: (c) => c.reserved === true && c.status === 'in_stock',
  'sold-1d': (c) => c.status === 'sold' && c.sold === true && c.sold_date_timestamp === unixBefore(1),
  'sold-2d': (c) => c.status === 'sold' && c.sold_date_timestamp === unixBefore(2),
  'sold-5d': (c) => c.status === 'sold' && c.sold_date_timestamp === unixBefore(5) && c.location?.id !== 12,
  'sold-10d': (c) => c.status === 'sold' && c.sold_date_timestamp === unixBefore(10),
  'sold-5d-extended-window': (c) =>
    c.status === 'sold' && c.sold_date_timestamp === unixBefore(5) && c.location?.id === 12,
  'status-other': (c) => c.status === 'pending' && !c.sold,
  'coming-soon': (c) => c.status === 'coming_soon' && c.images?.length === 1,
  preorder: (c) => c.status === 'coming_soon' && c.preorder === true && c.price === 0,
  'no-price': (c) => c.price === 0 && !c.preorder && c.before_price == null,
  'price-10': (c) => c.price === 10,
  cheap: (c) => c.price === 2990 && Object.values(c.finance_lenders ?? {}).every((o) => (o?.paymentWeek ?? 0) <= 25),
  subscription: (c) => c.subscription_price === 199,
  'offer-price': (c) => c.offer_price === c.price - 2000 && c.before_price === c.price + 1500,
  'was-price': (c) => c.before_price === c.price + 3000,
  electric: (c) => c.simple_fuel === 'Electric',
  hybrid: (c) => c.simple_fuel === 'Hybrid',
  phev: (c) => c.simple_fuel === 'PHEV',
  'images-0': (c) => c.images?.length === 0 && c.primary_image_url === null,
  'images-1': (c) => c.images?.length === 1,
  'images-3': (c) => c.images?.length === 3,
  'images-4': (c) => c.images?.length === 4,
  'images-max': (c) => (c.images?.length ?? 0) >= 10,
  spin: (c) => c.spin_images?.length === 36 && (c.hotspots?.exterior?.length ?? 0) > 0 && c.spin_interior_image != null,
  'video-youtube': (c) => c.video_url?.startsWith('https://www.youtube.com/') === true,
  'video-mp4': (c) => c.video_url?.endsWith('.mp4') === true,
  'external-video': (c) => c.external_video_url != null,
  walkaround: (c) => (c.walkaround_videos?.length ?? 0) > 0,
  'history-report': (c) => typeof c.file === 'string' && c.file !== '',
  'tag-test-drive': (c) => c.tag === 'Test Drive Only',
  'tag-runout': (c) => c.tag === 'Runout Sale' && c.car_type === 'new' && c.year === 2025,
  'tag-demo-clearance': (c) => c.tag === 'Demo Clearance' && c.car_type === 'demo',
  certified: (c) => c.certified === true && c.make === 'Toyota' && c.car_type === 'used',
  'certified-luxury': (c) => c.certified === true && c.make === 'Mercedes-Benz' && c.car_type === 'used',
  'age-14': (c) => c.year === 2012,
  'age-16': (c) => c.year === 2010,
  'high-km': (c) => (c.km ?? 0) > 100_000 && c.year === 2017,
  'below-market-500': (c) => c.autograb_data?.state_average_market_price === c.price + 500,
  'below-market-499': (c) => c.autograb_data?.state_average_market_price === c.price + 499,
  'below-market-national': (c) =>
    c.autograb_data?.state_average_market_price === null && c.autograb_data.average_market_price === c.price + 2500,
  'rego-expired': (c) => typeof c.rego_expiry === 'string' && c.rego_expiry < SAMPLE_ANCHOR.slice(0, 10),
  'rego-current': (c) => typeof c.rego_expiry === 'string' && c.rego_expiry > SAMPLE_ANCHOR.slice(0, 10),
  hidden: (c) => c.show_on_dealer_website === false,
  'just-arrived': (c) => SAMPLE_ANCHOR_MS - Date.parse(c.created_at) === 2 * DAY_MS && !c.tag && !c.reserved,
  'arrived-9-days': (c) => SAMPLE_ANCHOR_MS - Date.parse(c.created_at) === 9 * DAY_MS,
  'comments-unsafe': (c) =>
    c.dealercomments?.includes('<script>alert(1)</script>') === true && c.dealercomments.includes('onerror='),
  'comments-empty': (c) => c.dealercomments === '',
  'comments-long': (c) => (c.dealercomments?.length ?? 0) > 400,
  'no-lenders': (c) => c.finance_lenders === null,
  'lender-null-rates': (c) =>
    Object.values(c.finance_lenders ?? {}).every((o) => o?.interestRate === null) &&
    Object.keys(c.finance_lenders ?? {}).length > 0,
  'youx-quote': (c) => (c.youxQuote?.weeklyRepaymentAmount ?? 0) > 0,
  'no-nvic': (c) => c.nvic === null && c.has_nvic === false,
  'body-upper-case': (c) => c.simple_body === 'SUV',
  demo: (c) => c.car_type === 'demo',
  'mazda-3': (c) => c.make === 'Mazda' && c.model === '3',
  motorcycle: (c) => c.item_type === 'motorcycle',
  truck: (c) => c.item_type === 'truck',
  caravan: (c) => c.item_type === 'caravan' && c.specifications?.sleeps != null,
  motorhome: (c) => c.item_type === 'caravan' && c.simple_body === 'motorhome',
  'nz-import': (c) =>
    ['Aqua', 'Prius', 'Corolla Fielder', 'Axela', 'Note', 'Fit', 'Leaf', 'Outlander PHEV'].includes(c.model),
};

describe('edge-case cars', () => {
  it('every edge case has a check', () => {
    expect(Object.keys(EDGE_CHECKS).sort()).toEqual(EDGE_CASES.map((e) => e.key).sort());
  });

  it.each(profiles.flatMap(([slug, p]) => Object.keys(tenant(p).edgeCases).map((key) => [slug, key, p] as const)))(
    '%s: %s',
    (_slug, key, p) => {
      const t = tenant(p);
      const car = bySlug(t, t.edgeCases[key] as string);
      expect(car).toBeDefined();
      expect(EDGE_CHECKS[key]?.(car), JSON.stringify(car).slice(0, 400)).toBe(true);
      // Apart from what it is about, an edge car is available and shown (so each test isolates one rule).
      if (!key.startsWith('sold') && !['status-other', 'coming-soon', 'preorder', 'hidden'].includes(key)) {
        expect(car.status).toBe('in_stock');
        expect(car.show_on_dealer_website).toBe(true);
      }
    },
  );

  it.each([
    [
      'metro-motor-group',
      METRO_MOTOR_GROUP,
      [
        'motorcycle',
        'truck',
        'mazda-3',
        'certified',
        'certified-luxury',
        'sold-5d-extended-window',
        'electric',
        'phev',
        'age-16',
        'cheap',
      ],
    ],
    ['harbour-toyota', HARBOUR_TOYOTA, ['certified', 'youx-quote', 'electric', 'spin', 'images-0', 'preorder']],
    ['outback-caravans', OUTBACK_CARAVANS, ['caravan', 'motorhome', 'reserved', 'sold-1d', 'images-0']],
    ['kiwi-motors', KIWI_MOTORS, ['nz-import', 'phev', 'electric', 'sold-1d', 'images-0']],
  ] as const)('%s has the cases its stock allows', (_slug, p, keys) => {
    for (const key of keys) expect(tenant(p).edgeCases, key).toHaveProperty(key);
  });

  it('keeps edge slugs when --cars changes', () => {
    const small = generateTenantDetailed(HARBOUR_TOYOTA, { cars: 60 });
    expect(small.edgeCases).toEqual(tenant(HARBOUR_TOYOTA).edgeCases);
    expect(small.collections.cars).toEqual(tenant(HARBOUR_TOYOTA).collections.cars.slice(0, 60));
  });
});

describe('tenant profiles', () => {
  it('Metro Motor Group: 1,600 cars, ~80 motorcycles, ~40 trucks, locations 11-20 in NSW, VIC and QLD', () => {
    const t = tenant(METRO_MOTOR_GROUP).collections;
    expect(t.cars).toHaveLength(1600);
    const bikes = count(t.cars, (c) => c.item_type === 'motorcycle');
    const trucks = count(t.cars, (c) => c.item_type === 'truck');
    expect(bikes).toBeGreaterThanOrEqual(65);
    expect(bikes).toBeLessThanOrEqual(95);
    expect(trucks).toBeGreaterThanOrEqual(30);
    expect(trucks).toBeLessThanOrEqual(55);
    expect(t.locations.map((l) => l.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(new Set(t.locations.map((l) => l.address?.state))).toEqual(new Set(['NSW', 'VIC', 'QLD']));
    expect(t.dealerships.map((d) => d.slug)).toEqual([
      'metro-toyota',
      'metro-mazda',
      'metro-hyundai',
      'metro-ford',
      'metro-kia',
      'metro-motorcycles',
      'metro-trucks',
      'metro-used',
    ]);
    for (const type of ['new', 'demo', 'used'] as const)
      expect(count(t.cars, (c) => c.car_type === type)).toBeGreaterThan(100);
  });

  it('Metro Motor Group locations: one duplicate (phone digits and street), one invisible, all +61 with hours', () => {
    const locs = tenant(METRO_MOTOR_GROUP).collections.locations;
    const key = (l: (typeof locs)[number]) => `${(l.phone ?? '').replace(/\D/g, '')}|${l.address?.street}`;
    const keys = locs.map(key);
    expect(keys.length - new Set(keys).size).toBe(1);
    expect(locs.filter((l) => l.visible === false).map((l) => l.id)).toEqual([20]);
    for (const l of locs) {
      expect(l.phone).toMatch(/^\+61/);
      expect(l.contact_detail?.opening_hours).toHaveLength(7);
      expect(l.address?.postcode).toMatch(/^\d{4}$/);
    }
    expect(locs.some((l) => l.location_type === '')).toBe(true);
  });

  it('Harbour Toyota: a full Toyota range with dap prices and every status, 6+ offers, certified used Toyotas', () => {
    const t = tenant(HARBOUR_TOYOTA).collections;
    expect(t.cars).toHaveLength(250);
    expect(t.locations.map((l) => [l.id, l.location_type])).toEqual([
      [111, 'sales'],
      [112, 'service'],
    ]);
    expect(t.models.length).toBeGreaterThanOrEqual(10);
    expect(new Set(t.models.map((m) => m.status))).toEqual(new Set(['new', 'all_new', 'coming_soon']));
    expect(t.models.every((m) => m.manufacturer_name === 'Toyota')).toBe(true);
    expect(t.models.some((m) => (m.model_variants ?? []).some((x) => x.dap_min_price === 0))).toBe(true);
    const today = SAMPLE_ANCHOR.slice(0, 10);
    const current = t.offers.filter((o) => (o.start_date ?? '') <= today && today <= (o.expiry_date ?? '9999'));
    expect(current.length).toBeGreaterThanOrEqual(6);
    expect(t.offers.length - current.length).toBe(2); // one expired, one not started
    expect(count(t.cars, (c) => c.certified === true)).toBeGreaterThan(10);
    expect(count(t.cars, (c) => c.make === 'Toyota')).toBeGreaterThan(200);
  });

  it('Outback Caravans: caravans with specifications, a few motorhomes, the five makes', () => {
    const t = tenant(OUTBACK_CARAVANS).collections;
    expect(t.cars).toHaveLength(150);
    expect(t.cars.every((c) => c.item_type === 'caravan')).toBe(true);
    expect(new Set(t.cars.map((c) => c.make))).toEqual(
      new Set(['Jayco', 'Coromal', 'Avan', 'Lotus Caravans', 'New Age']),
    );
    const motorhomes = count(t.cars, (c) => c.simple_body === 'motorhome');
    expect(motorhomes).toBeGreaterThan(0);
    expect(motorhomes).toBeLessThan(30);
    for (const c of t.cars) {
      const s = c.specifications;
      expect(
        [s?.body_width, s?.body_length, s?.tare_weight, s?.axle_type, s?.sleeps, s?.aggregate_trailer_mass].every(
          (x) => x != null,
        ),
      ).toBe(true);
    }
    expect(t.offers).toEqual([]);
  });

  it('Kiwi Motors: NZ regions, 4-digit postcodes, +64 phones, NZ plates', () => {
    const t = tenant(KIWI_MOTORS).collections;
    expect(t.cars).toHaveLength(300);
    expect(t.locations.map((l) => [l.id, l.address?.city, l.address?.state])).toEqual([
      [311, 'Auckland', 'Auckland'],
      [312, 'Wellington', 'Wellington'],
      [313, 'Christchurch', 'Canterbury'],
    ]);
    for (const l of t.locations) {
      expect(l.phone).toMatch(/^\+64 /);
      expect(l.address?.postcode).toMatch(/^\d{4}$/);
    }
    for (const c of t.cars) if (c.regplate) expect(c.regplate).toMatch(/^[A-Z]{3}\d{3}$/);
    expect(new Set(t.cars.filter((c) => c.car_type !== 'used').map((c) => c.make))).toEqual(
      new Set(['Mitsubishi', 'Suzuki']),
    );
  });

  it('bench-20k: 20,000 cars in a few seconds, with unique slugs', { timeout: 60_000 }, () => {
    const started = performance.now();
    const cars = generateTenant(BENCH_20K).cars;
    const ms = performance.now() - started;
    expect(cars).toHaveLength(20_000);
    expect(new Set(cars.map((c) => c.slug)).size).toBe(20_000);
    expect(ms).toBeLessThan(10_000);
  });
});

describe('determinism', () => {
  it('reads no clock and no Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    try {
      generateTenant(KIWI_MOTORS, { cars: 120 });
      expect(random).not.toHaveBeenCalled();
      expect(now).not.toHaveBeenCalled();
    } finally {
      random.mockRestore();
      now.mockRestore();
    }
  });
});
