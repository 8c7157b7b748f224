/** One tenant's collections, generated in memory (no I/O). */
import type { CollectionInputs } from '../../src/data/schemas.ts';
import { buildCar, carContext, type RawCar } from './cars.ts';
import { buildDealerships, buildManufacturers } from './directory.ts';
import { buildEdgeCars } from './edge-cases.ts';
import { buildLocations } from './locations.ts';
import { buildModels } from './models.ts';
import { buildOffers } from './offers.ts';
import type { TenantProfile } from './profiles.ts';
import { buildPromos, buildSlides } from './promos.ts';
import { buildReviews } from './reviews.ts';

/** Collection name -> raw records, in the order the files are written. */
export type TenantCollections = { [K in keyof CollectionInputs]: CollectionInputs[K][] };

export interface GenerateOptions {
  /** Number of cars; default the profile's (1,600 for Metro Motor Group). */
  cars?: number | undefined;
}

export interface GeneratedTenant {
  collections: TenantCollections;
  /** Edge-case key -> slug of the car that has it (see edge-cases.ts). */
  edgeCases: Record<string, string>;
}

/** Collections and the slugs of the edge-case cars. */
export function generateTenantDetailed(profile: TenantProfile, options: GenerateOptions = {}): GeneratedTenant {
  const count = options.cars ?? profile.defaultCars;
  if (!Number.isInteger(count) || count < 0) throw new Error(`cars must be a whole number >= 0, got ${count}`);
  const ctx = carContext(profile);
  const edges = buildEdgeCars(ctx, count);
  const cars: RawCar[] = edges.cars;
  for (let index = cars.length; cars.length < count; index++) {
    const car = buildCar(ctx, index);
    if (car) cars.push(car);
  }
  const models = buildModels(profile);
  const offers = buildOffers(profile, models);
  const locations = buildLocations(profile, offers.length);
  return {
    collections: {
      cars,
      locations,
      reviews: buildReviews(profile),
      models,
      offers,
      manufacturers: buildManufacturers(),
      dealerships: buildDealerships(profile, locations),
      promos: buildPromos(profile),
      slides: buildSlides(profile),
    },
    edgeCases: edges.slugs,
  };
}

/** The tenant's collections: `{ cars, locations, reviews, models, offers, manufacturers, dealerships, promos, slides }`. */
export function generateTenant(profile: TenantProfile, options: GenerateOptions = {}): TenantCollections {
  return generateTenantDetailed(profile, options).collections;
}
