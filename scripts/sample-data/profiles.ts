/**
 * The sample tenants. Slugs and dealership ids are fixed: the tenant configs
 * in sites/<slug>/site.json refer to them.
 */

export type CarType = 'new' | 'demo' | 'used';
export type Country = 'AU' | 'NZ';
/** Which catalogue a dealership stocks. */
export type DealershipKind = 'franchise' | 'used' | 'motorcycle' | 'truck' | 'caravan';
/** Weekly opening-hours pattern of a location (see locations.ts). */
export type HoursPattern = 'standard' | 'thursday-late' | 'sunday-open' | 'service' | 'by-appointment';
export type LenderName = 'stratton' | 'angle' | 'ausloans' | 'powertorque' | 'youx';

export interface DealershipProfile {
  id: number;
  slug: string;
  name: string;
  /** Makes of its new and demo stock; empty for a used-car dealership. */
  makes: readonly string[];
  kind: DealershipKind;
  /** Share of the tenant's stock. */
  weight: number;
  /** Share of new, demo and used stock. */
  mix: Readonly<Record<CarType, number>>;
  /** Locations its cars sit at. */
  stockLocationIds: readonly number[];
  /** First letter(s) of its stock numbers. */
  stockPrefix: string;
}

export interface LocationProfile {
  id: number;
  name: string;
  slug: string;
  dealershipId: number;
  /** '' means sales (SPEC.md §3). */
  type: string;
  subtype: readonly string[] | null;
  street: string;
  /** NZ addresses name the suburb (NZ Post: street, suburb, town or city and postcode). */
  suburb?: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  phone: string;
  landline: string | null;
  hours: HoursPattern;
  visible: boolean;
  primary: boolean;
  dealerLicence: string | null;
  repairerLicence: string | null;
  rating: number | null;
  reviewCount: number;
  overrideCity: string | null;
  includeSoldDays: number | null;
  /** 1..LOCATION_IMAGE_COUNT */
  image: number;
}

export interface TenantProfile {
  slug: string;
  name: string;
  country: Country;
  currency: 'AUD' | 'NZD';
  seed: number;
  /** Car ids are idBase + 1, idBase + 2, ... */
  idBase: number;
  defaultCars: number;
  websiteUrl: string;
  dealerships: readonly DealershipProfile[];
  locations: readonly LocationProfile[];
  /** Providers in finance_lenders (the site's finance_provider among them). */
  lenders: readonly LenderName[];
  /** Share of priced cars carrying a youxQuote. */
  youxQuoteShare: number;
  /** Share of eligible used Toyotas marked certified. */
  certifiedShare: number;
  /** The luxury make with a certified-pre-owned badge on this site (site.json features), if any. */
  certifiedLuxuryMake?: string;
  /** Makes of the model range (models collection). */
  modelMakes: readonly string[];
  /** Number of dealer offers (0: no offers page). */
  offers: number;
  /** Result positions of the 'We Want Your Car!' promo. */
  promoPositions: readonly [number, number];
  /** Spelling of price types. */
  priceTypes: readonly string[];
}

const FRANCHISE_MIX = { new: 0.6, demo: 0.12, used: 0.28 } as const;

const metroDealerships: readonly DealershipProfile[] = [
  {
    id: 1,
    slug: 'metro-toyota',
    name: 'Metro Toyota',
    makes: ['Toyota'],
    kind: 'franchise',
    weight: 0.2,
    mix: FRANCHISE_MIX,
    stockLocationIds: [11],
    stockPrefix: 'MT',
  },
  {
    id: 2,
    slug: 'metro-mazda',
    name: 'Metro Mazda',
    makes: ['Mazda'],
    kind: 'franchise',
    weight: 0.14,
    mix: FRANCHISE_MIX,
    stockLocationIds: [12],
    stockPrefix: 'MZ',
  },
  {
    id: 3,
    slug: 'metro-hyundai',
    name: 'Metro Hyundai',
    makes: ['Hyundai'],
    kind: 'franchise',
    weight: 0.12,
    mix: FRANCHISE_MIX,
    stockLocationIds: [13],
    stockPrefix: 'MH',
  },
  {
    id: 4,
    slug: 'metro-ford',
    name: 'Metro Ford',
    makes: ['Ford'],
    kind: 'franchise',
    weight: 0.12,
    mix: FRANCHISE_MIX,
    stockLocationIds: [14],
    stockPrefix: 'MF',
  },
  {
    id: 5,
    slug: 'metro-kia',
    name: 'Metro Kia',
    makes: ['Kia'],
    kind: 'franchise',
    weight: 0.12,
    mix: FRANCHISE_MIX,
    stockLocationIds: [15],
    stockPrefix: 'MK',
  },
  {
    id: 6,
    slug: 'metro-motorcycles',
    name: 'Metro Motorcycles',
    makes: ['Yamaha', 'Honda', 'Kawasaki', 'Harley-Davidson'],
    kind: 'motorcycle',
    weight: 0.055,
    mix: { new: 0.7, demo: 0.05, used: 0.25 },
    stockLocationIds: [16],
    stockPrefix: 'MM',
  },
  {
    id: 7,
    slug: 'metro-trucks',
    name: 'Metro Trucks',
    makes: ['Isuzu', 'Hino', 'Fuso'],
    kind: 'truck',
    weight: 0.027,
    mix: { new: 0.7, demo: 0.05, used: 0.25 },
    stockLocationIds: [17],
    stockPrefix: 'TR',
  },
  {
    id: 8,
    slug: 'metro-used',
    name: 'Metro Used Cars',
    makes: [],
    kind: 'used',
    weight: 0.235,
    mix: { new: 0, demo: 0, used: 1 },
    stockLocationIds: [18],
    stockPrefix: 'U',
  },
];

function metroLocations(): LocationProfile[] {
  const base = {
    subtype: ['sales'],
    landline: null,
    visible: true,
    primary: true,
    overrideCity: null,
    includeSoldDays: null,
    repairerLicence: null,
  } as const;
  return [
    {
      ...base,
      id: 11,
      name: 'Metro Toyota Parramatta',
      slug: 'metro-toyota-parramatta',
      dealershipId: 1,
      type: 'sales',
      street: '330 Church Street',
      city: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      lat: -33.8136,
      long: 151.0034,
      phone: '+61 2 5550 1101',
      landline: '+61 2 5550 1100',
      hours: 'thursday-late',
      dealerLicence: 'MD 20001',
      repairerLicence: 'MVRL 45001',
      rating: 4.7,
      reviewCount: 812,
      image: 1,
    },
    {
      ...base,
      id: 12,
      name: 'Metro Mazda Penrith',
      slug: 'metro-mazda-penrith',
      dealershipId: 2,
      type: 'sales',
      street: '75 Mulgoa Road',
      city: 'Penrith',
      state: 'NSW',
      postcode: '2750',
      lat: -33.758,
      long: 150.688,
      phone: '+61 2 5550 1202',
      hours: 'standard',
      dealerLicence: 'MD 20002',
      repairerLicence: 'MVRL 45002',
      rating: 4.6,
      reviewCount: 344,
      includeSoldDays: 7,
      image: 2,
    },
    {
      ...base,
      id: 13,
      name: 'Metro Hyundai Ringwood',
      slug: 'metro-hyundai-ringwood',
      dealershipId: 3,
      type: 'sales',
      street: '400 Maroondah Highway',
      city: 'Ringwood',
      state: 'VIC',
      postcode: '3134',
      lat: -37.813,
      long: 145.23,
      phone: '+61 3 5550 1303',
      hours: 'sunday-open',
      dealerLicence: 'LMCT 11301',
      rating: 4.8,
      reviewCount: 290,
      overrideCity: 'Melbourne East',
      image: 3,
    },
    {
      ...base,
      id: 14,
      name: 'Metro Ford Dandenong',
      slug: 'metro-ford-dandenong',
      dealershipId: 4,
      type: 'sales',
      street: '150 Princes Highway',
      city: 'Dandenong',
      state: 'VIC',
      postcode: '3175',
      lat: -37.983,
      long: 145.205,
      phone: '+61 3 5550 1404',
      hours: 'standard',
      dealerLicence: 'LMCT 11402',
      rating: 4.5,
      reviewCount: 410,
      image: 1,
    },
    {
      ...base,
      id: 15,
      name: 'Metro Kia Springwood',
      slug: 'metro-kia-springwood',
      dealershipId: 5,
      type: '',
      subtype: null,
      street: '3350 Pacific Highway',
      city: 'Springwood',
      state: 'QLD',
      postcode: '4127',
      lat: -27.613,
      long: 153.129,
      phone: '+61 7 5550 1505',
      hours: 'standard',
      dealerLicence: '3100501',
      rating: 4.9,
      reviewCount: 198,
      image: 2,
    },
    {
      ...base,
      id: 16,
      name: 'Metro Motorcycles Moorabbin',
      slug: 'metro-motorcycles-moorabbin',
      dealershipId: 6,
      type: 'sales',
      street: '890 Nepean Highway',
      city: 'Moorabbin',
      state: 'VIC',
      postcode: '3189',
      lat: -37.938,
      long: 145.037,
      phone: '+61 3 5550 1606',
      hours: 'standard',
      dealerLicence: 'LMCT 11606',
      rating: 4.7,
      reviewCount: 156,
      image: 3,
    },
    {
      ...base,
      id: 17,
      name: 'Metro Trucks Archerfield',
      slug: 'metro-trucks-archerfield',
      dealershipId: 7,
      type: 'sales',
      street: '1200 Beaudesert Road',
      city: 'Archerfield',
      state: 'QLD',
      postcode: '4108',
      lat: -27.57,
      long: 153.011,
      phone: '+61 7 5550 1707',
      hours: 'by-appointment',
      dealerLicence: '3100707',
      rating: 4.4,
      reviewCount: 61,
      image: 1,
    },
    // Same street and phone digits as 11 (formatted differently, other place id): a duplicate the location list drops.
    {
      ...base,
      id: 18,
      name: 'Metro Used Cars Parramatta',
      slug: 'metro-used-cars-parramatta',
      dealershipId: 8,
      type: 'sales',
      subtype: ['sales', 'buying'],
      street: '330 Church Street',
      city: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      lat: -33.8137,
      long: 151.0035,
      phone: '+61255501101',
      hours: 'thursday-late',
      dealerLicence: 'MD 20008',
      repairerLicence: 'MVRL 45001',
      rating: 4.6,
      reviewCount: 233,
      image: 2,
    },
    // Not open yet: the site shows the 'COMING EARLY 2026' badge for it (site setting by slug). No stock, no reviews.
    {
      ...base,
      id: 19,
      name: 'Metro Used Cars North Lakes',
      slug: 'metro-used-cars-north-lakes',
      dealershipId: 8,
      type: 'sales',
      primary: false,
      street: '2 Lakefield Drive',
      city: 'North Lakes',
      state: 'QLD',
      postcode: '4509',
      lat: -27.236,
      long: 153.02,
      phone: '+61 7 5550 1919',
      hours: 'standard',
      dealerLicence: null,
      rating: null,
      reviewCount: 0,
      image: 3,
    },
    // Hidden from every list.
    {
      ...base,
      id: 20,
      name: 'Metro Wholesale Homebush',
      slug: 'metro-wholesale-homebush',
      dealershipId: 8,
      type: 'others',
      subtype: ['buying'],
      primary: false,
      visible: false,
      street: '50 Parramatta Road',
      city: 'Homebush',
      state: 'NSW',
      postcode: '2140',
      lat: -33.865,
      long: 151.083,
      phone: '+61 2 5550 2020',
      hours: 'service',
      dealerLicence: 'MD 20020',
      rating: null,
      reviewCount: 0,
      image: 1,
    },
  ];
}

const AU_PRICE_TYPES = ['Drive Away', 'Excl. Govt. Charges'] as const;

export const METRO_MOTOR_GROUP: TenantProfile = {
  slug: 'metro-motor-group',
  name: 'Metro Motor Group',
  country: 'AU',
  currency: 'AUD',
  seed: 1001,
  idBase: 1_000_000,
  defaultCars: 1600,
  websiteUrl: 'https://www.metromotorgroup.com.au',
  dealerships: metroDealerships,
  locations: metroLocations(),
  lenders: ['stratton', 'angle', 'powertorque'],
  youxQuoteShare: 0.05,
  certifiedShare: 0.5,
  certifiedLuxuryMake: 'Mercedes-Benz',
  modelMakes: ['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Kia'],
  offers: 4,
  promoPositions: [6, 8],
  priceTypes: AU_PRICE_TYPES,
};

export const HARBOUR_TOYOTA: TenantProfile = {
  slug: 'harbour-toyota',
  name: 'Harbour Toyota',
  country: 'AU',
  currency: 'AUD',
  seed: 2002,
  idBase: 2_000_000,
  defaultCars: 250,
  websiteUrl: 'https://www.harbourtoyota.com.au',
  dealerships: [
    {
      id: 101,
      slug: 'harbour-toyota',
      name: 'Harbour Toyota',
      makes: ['Toyota'],
      kind: 'franchise',
      weight: 1,
      mix: { new: 0.55, demo: 0.1, used: 0.35 },
      stockLocationIds: [111],
      stockPrefix: 'HT',
    },
  ],
  locations: [
    {
      id: 111,
      name: 'Harbour Toyota Artarmon',
      slug: 'harbour-toyota-artarmon',
      dealershipId: 101,
      type: 'sales',
      subtype: ['sales'],
      street: '1 Frederick Street',
      city: 'Artarmon',
      state: 'NSW',
      postcode: '2064',
      lat: -33.8105,
      long: 151.185,
      phone: '+61 2 5550 3111',
      landline: '+61 2 5550 3100',
      hours: 'thursday-late',
      visible: true,
      primary: true,
      dealerLicence: 'MD 30111',
      repairerLicence: 'MVRL 53111',
      rating: 4.8,
      reviewCount: 1204,
      overrideCity: null,
      includeSoldDays: null,
      image: 1,
    },
    {
      id: 112,
      name: 'Harbour Toyota Service Brookvale',
      slug: 'harbour-toyota-service-brookvale',
      dealershipId: 101,
      type: 'service',
      subtype: null,
      street: '600 Pittwater Road',
      city: 'Brookvale',
      state: 'NSW',
      postcode: '2100',
      lat: -33.764,
      long: 151.27,
      phone: '+61 2 5550 3112',
      landline: null,
      hours: 'service',
      visible: true,
      primary: false,
      dealerLicence: null,
      repairerLicence: 'MVRL 53112',
      rating: 4.6,
      reviewCount: 389,
      overrideCity: null,
      includeSoldDays: null,
      image: 2,
    },
  ],
  lenders: ['ausloans', 'stratton', 'youx'],
  youxQuoteShare: 0.25,
  certifiedShare: 0.9,
  modelMakes: ['Toyota'],
  offers: 8,
  promoPositions: [5, 10],
  priceTypes: AU_PRICE_TYPES,
};

export const OUTBACK_CARAVANS: TenantProfile = {
  slug: 'outback-caravans',
  name: 'Outback Caravans & RV',
  country: 'AU',
  currency: 'AUD',
  seed: 3003,
  idBase: 3_000_000,
  defaultCars: 150,
  websiteUrl: 'https://www.outbackcaravans.com.au',
  dealerships: [
    {
      id: 201,
      slug: 'outback-caravans',
      name: 'Outback Caravans & RV',
      makes: ['Jayco', 'Coromal', 'Avan', 'Lotus Caravans', 'New Age'],
      kind: 'caravan',
      weight: 1,
      mix: { new: 0.65, demo: 0, used: 0.35 },
      stockLocationIds: [211, 212],
      stockPrefix: 'OC',
    },
  ],
  locations: [
    {
      id: 211,
      name: 'Outback Caravans & RV Toowoomba',
      slug: 'outback-caravans-toowoomba',
      dealershipId: 201,
      type: 'sales',
      subtype: ['sales', 'buying'],
      street: '35 Industrial Avenue',
      city: 'Toowoomba',
      state: 'QLD',
      postcode: '4350',
      lat: -27.54,
      long: 151.93,
      phone: '+61 7 5550 4211',
      landline: null,
      hours: 'standard',
      visible: true,
      primary: true,
      dealerLicence: '3200211',
      repairerLicence: null,
      rating: 4.7,
      reviewCount: 260,
      overrideCity: null,
      includeSoldDays: null,
      image: 3,
    },
    {
      id: 212,
      name: 'Outback Caravans & RV Dubbo',
      slug: 'outback-caravans-dubbo',
      dealershipId: 201,
      type: 'sales',
      subtype: ['sales'],
      street: '10 Mitchell Highway',
      city: 'Dubbo',
      state: 'NSW',
      postcode: '2830',
      lat: -32.243,
      long: 148.615,
      phone: '+61 2 5550 4212',
      landline: null,
      hours: 'standard',
      visible: true,
      primary: false,
      dealerLicence: 'MD 40212',
      repairerLicence: null,
      rating: 4.5,
      reviewCount: 97,
      overrideCity: null,
      includeSoldDays: null,
      image: 1,
    },
  ],
  lenders: ['angle'],
  youxQuoteShare: 0,
  certifiedShare: 0,
  modelMakes: ['Jayco', 'Coromal', 'Avan', 'Lotus Caravans', 'New Age'],
  offers: 0,
  promoPositions: [5, 10],
  priceTypes: AU_PRICE_TYPES,
};

export const KIWI_MOTORS: TenantProfile = {
  slug: 'kiwi-motors',
  name: 'Kiwi Motors',
  country: 'NZ',
  currency: 'NZD',
  seed: 4004,
  idBase: 4_000_000,
  defaultCars: 300,
  websiteUrl: 'https://www.kiwimotors.co.nz',
  dealerships: [
    {
      id: 301,
      slug: 'kiwi-motors',
      name: 'Kiwi Motors',
      makes: ['Mitsubishi', 'Suzuki'],
      kind: 'franchise',
      weight: 1,
      mix: { new: 0.42, demo: 0.06, used: 0.52 },
      stockLocationIds: [311, 312, 313],
      stockPrefix: 'K',
    },
  ],
  locations: [
    {
      id: 311,
      name: 'Kiwi Motors Auckland',
      slug: 'kiwi-motors-auckland',
      dealershipId: 301,
      type: 'sales',
      subtype: ['sales', 'buying'],
      street: '700 Great South Road',
      suburb: 'Penrose',
      city: 'Auckland',
      state: 'Auckland',
      postcode: '1061',
      lat: -36.91,
      long: 174.816,
      phone: '+64 9 555 0311',
      landline: null,
      hours: 'sunday-open',
      visible: true,
      primary: true,
      dealerLicence: 'M311311',
      repairerLicence: null,
      rating: 4.6,
      reviewCount: 520,
      overrideCity: null,
      includeSoldDays: null,
      image: 1,
    },
    {
      id: 312,
      name: 'Kiwi Motors Wellington',
      slug: 'kiwi-motors-wellington',
      dealershipId: 301,
      type: 'sales',
      subtype: ['sales'],
      street: '200 Hutt Road',
      suburb: 'Kaiwharawhara',
      city: 'Wellington',
      state: 'Wellington',
      postcode: '6035',
      lat: -41.266,
      long: 174.788,
      phone: '+64 4 555 0312',
      landline: null,
      hours: 'standard',
      visible: true,
      primary: false,
      dealerLicence: 'M311311',
      repairerLicence: null,
      rating: 4.5,
      reviewCount: 188,
      overrideCity: null,
      includeSoldDays: null,
      image: 2,
    },
    {
      id: 313,
      name: 'Kiwi Motors Christchurch',
      slug: 'kiwi-motors-christchurch',
      dealershipId: 301,
      type: 'sales',
      subtype: ['sales'],
      street: '300 Moorhouse Avenue',
      suburb: 'Sydenham',
      city: 'Christchurch',
      state: 'Canterbury',
      postcode: '8011',
      lat: -43.54,
      long: 172.64,
      phone: '+64 3 555 0313',
      landline: null,
      hours: 'standard',
      visible: true,
      primary: false,
      dealerLicence: 'M311311',
      repairerLicence: null,
      rating: 4.7,
      reviewCount: 143,
      overrideCity: null,
      includeSoldDays: null,
      image: 3,
    },
  ],
  lenders: [],
  youxQuoteShare: 0,
  certifiedShare: 0,
  modelMakes: ['Mitsubishi', 'Suzuki'],
  offers: 2,
  promoPositions: [5, 10],
  priceTypes: ['Drive Away', 'Plus ORC'],
};

/** Scale tenant for `npm run bench:build`: Metro Motor Group's dealerships and locations, 20,000 cars. */
export const BENCH_20K: TenantProfile = {
  ...METRO_MOTOR_GROUP,
  slug: 'bench-20k',
  name: 'Bench Motor Group',
  seed: 5005,
  idBase: 5_000_000,
  defaultCars: 20_000,
  websiteUrl: 'https://bench.example.com',
};

export const TENANT_PROFILES: readonly TenantProfile[] = [
  METRO_MOTOR_GROUP,
  HARBOUR_TOYOTA,
  OUTBACK_CARAVANS,
  KIWI_MOTORS,
  BENCH_20K,
];

/** Tenants `npm run sample-data` writes when no --site is given (the scale tenant only on request). */
export const DEMO_TENANT_SLUGS: readonly string[] = [
  'metro-motor-group',
  'harbour-toyota',
  'outback-caravans',
  'kiwi-motors',
];

export function profileBySlug(slug: string): TenantProfile | undefined {
  return TENANT_PROFILES.find((p) => p.slug === slug);
}
