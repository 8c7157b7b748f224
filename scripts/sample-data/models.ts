/** The model range (SPEC.md §3 Model with model_variants) of a tenant's franchise makes. */
import type { ModelInput } from '../../src/data/schemas.ts';
import { minimumDisplayedPrice } from '../../src/core/models.ts';
import { ANCHOR_YEAR } from './anchor.ts';
import { CATALOG, imageBodyKey, type CatalogEntry } from './catalog/vehicles.ts';
import { carImageUrl, COLOUR_VARIANTS } from './image-catalog.ts';
import type { TenantProfile } from './profiles.ts';
import { dealerPrice, slugify } from './text.ts';

/** Models announced but not on sale yet: no variants, no price. */
const COMING_SOON: readonly (readonly [make: string, model: string, body: string, makerBody: string])[] = [
  ['Toyota', 'LandCruiser FJ', 'suv', 'SUV'],
  ['Mazda', 'CX-6e', 'suv', 'Electric'],
  ['Hyundai', 'Inster', 'hatch', 'Electric'],
  ['Ford', 'Ranger PHEV', 'ute', 'Ute'],
  ['Kia', 'EV3', 'suv', 'Electric'],
  ['Mitsubishi', 'Destinator', 'suv', 'SUV'],
  ['Suzuki', 'e Vitara', 'suv', 'Electric'],
  ['Jayco', 'Crosstrak', 'caravan', 'Caravan'],
];

/** Links that leave the model range for a manufacturer page. */
const OVERRIDE_URLS: Readonly<Record<string, string>> = {
  'Toyota GR86': 'https://www.toyota.com.au/gr86',
  'Mazda MX-5': 'https://www.mazda.com.au/cars/mx-5/',
};

const BLURB: Readonly<Record<string, string>> = {
  suv: 'A versatile SUV with room for the family, the latest safety technology and the confidence to head off the beaten track on weekends.',
  ute: 'Built tough for work and play, with serious towing capacity, a hard-wearing tray and a comfortable, well-equipped cabin.',
  hatch: 'A nimble hatch that is easy to park, light on fuel and packed with technology.',
  sedan:
    'A refined sedan with a quiet cabin, a smooth ride and generous standard equipment for the daily commute and long trips alike.',
  van: 'A practical van with a big cargo area and low running costs.',
  coupe: 'A driver-focused sports car with sharp handling and an engine that loves to rev.',
  convertible: 'Top-down motoring in a light, perfectly balanced roadster.',
  peopleMover: 'Eight seats, sliding doors and space for everyone plus their luggage.',
  cabChassis: 'A hard-working cab chassis ready for the body your business needs.',
  lightTruck: 'A dependable light truck with a strong diesel and an easy-to-drive automated transmission.',
  caravan:
    'A well-appointed caravan with a queen bed, full ensuite and off-grid power for touring Australia in comfort, built to handle corrugated roads and long distances.',
  motorhome: 'A fully self-contained motorhome: drive, park and stay anywhere.',
};

interface ModelGroup {
  make: string;
  model: string;
  latest: CatalogEntry;
}

function groups(profile: TenantProfile): ModelGroup[] {
  const byKey = new Map<string, ModelGroup>();
  for (const e of CATALOG) {
    if (!profile.modelMakes.includes(e.make) || e.nzImport || e.years[1] < ANCHOR_YEAR - 1 || e.item === 'motorcycle')
      continue;
    const key = `${e.make}|${e.model}`;
    const g = byKey.get(key);
    if (!g || e.years[0] > g.latest.years[0]) byKey.set(key, { make: e.make, model: e.model, latest: e });
  }
  return [...byKey.values()];
}

export function buildModels(profile: TenantProfile): ModelInput[] {
  const idBase = profile.idBase / 100;
  const used = new Set<string>();
  const models: ModelInput[] = [];
  let firstSuvDone = false;
  const firstOfMake = new Set<string>();
  const add = (model: ModelInput) => models.push(model);
  const slugFor = (make: string, model: string) => {
    let slug = slugify(model);
    if (/^\d+$/.test(slug) || used.has(slug)) slug = slugify(`${make} ${model}`);
    used.add(slug);
    return slug;
  };
  for (const g of groups(profile)) {
    const e = g.latest;
    const id = idBase + models.length + 1;
    const variants: NonNullable<ModelInput['model_variants']> = e.badges.map(([badge, price], j) => ({
      id: id * 100 + j + 1,
      name: badge,
      dap_min_price: dealerPrice(price),
      dap_max_price: dealerPrice(price * 1.06),
    }));
    if (!firstOfMake.has(g.make)) {
      // A fleet-only variant without a public price: the minimum ignores it.
      variants.unshift({ id: id * 100, name: 'Fleet', dap_min_price: 0, dap_max_price: null });
      firstOfMake.add(g.make);
    }
    const bodies = [...e.makerBodies];
    if (!firstSuvDone && e.body === 'suv') {
      bodies[3] = 'suv'; // the same category in another case: de-duplicated case-insensitively
      firstSuvDone = true;
    }
    const image = carImageUrl(imageBodyKey(e), (models.length % COLOUR_VARIANTS) + 1);
    add({
      id,
      name: g.model,
      slug: slugFor(g.make, g.model),
      new_slug: slugify(`${g.make} ${g.model}`),
      override_url: OVERRIDE_URLS[`${g.make} ${g.model}`] ?? null,
      status: e.years[0] >= ANCHOR_YEAR - 2 ? 'all_new' : 'new',
      short_description: `The ${g.make} ${g.model}. ${BLURB[e.body] ?? BLURB['suv']}`,
      image: { url: image },
      cloudfront_new_image_url: image,
      manufacturer_name: g.make,
      manufacturer_body: bodies[0] ?? null,
      manufacturer_body1: bodies[1] ?? null,
      manufacturer_body2: bodies[2] ?? null,
      manufacturer_body3: bodies[3] ?? null,
      body_list: [e.body],
      from_price: minimumDisplayedPrice(variants),
      model_variants: variants,
    });
  }
  for (const [make, model, body, makerBody] of COMING_SOON) {
    if (!profile.modelMakes.includes(make)) continue;
    const id = idBase + models.length + 1;
    const image = carImageUrl(imageBodyKey({ item: body === 'caravan' ? 'caravan' : 'car', body }), 1);
    add({
      id,
      name: model,
      slug: slugFor(make, model),
      new_slug: slugify(`${make} ${model}`),
      override_url: null,
      status: 'coming_soon',
      short_description: `The all-new ${make} ${model} is coming soon. Register your interest to be the first to know about pricing and availability.`,
      image: { url: image },
      cloudfront_new_image_url: null,
      manufacturer_name: make,
      manufacturer_body: makerBody,
      manufacturer_body1: null,
      manufacturer_body2: null,
      manufacturer_body3: null,
      body_list: [body],
      from_price: null,
      model_variants: [],
    });
  }
  return models;
}
