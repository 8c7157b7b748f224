/**
 * What the platform API's handlers work with (scripts/api/server.ts builds it): one tenant's
 * data and settings, and one request's validated input with the services it may use. A module of
 * its own so that the server, the handlers and the PDF writer share it without importing each
 * other.
 */
import type { DatabaseSync } from 'node:sqlite';
import type * as v from 'valibot';
import type { Endpoint } from '../../src/api/contract.ts';
import type { SiteConfig } from '../../src/config/site-schema.ts';
import type { CarOutput, LocationOutput } from '../../src/data/schemas.ts';
import type { Country, GeoIndex } from './geo.ts';
import type { SlidingWindowLimiter } from './rate-limit.ts';
import type { AlertsService } from './alerts/service.ts';

/** Captcha verification: `true` accepts the submission. */
export type CaptchaVerifier = (token: string | undefined, site: string) => Promise<boolean>;

export type Car = CarOutput;
export type Location = LocationOutput;

/** One tenant as the handlers see it. */
export interface SiteContext {
  slug: string;
  config: SiteConfig;
  country: Country;
  /** Origin of the tenant's public site (CORS). */
  origin: string | null;
  cars: Map<string, Car>;
  carsById: Map<number, Car>;
  locations: Location[];
  dealerships: { id: number; slug: string | null; name: string | null }[];
}

export interface RequestContext<E extends Endpoint = Endpoint> {
  site: SiteContext;
  params: v.InferOutput<E['params']>;
  query: v.InferOutput<E['query']>;
  body: v.InferOutput<E['body']>;
  ip: string;
  db: DatabaseSync;
  geo: GeoIndex;
  now: Date;
  options: ResolvedOptions;
  limiter: SlidingWindowLimiter;
  alerts: AlertsService;
}

export interface ResolvedOptions {
  leadRateLimit: { max: number; windowMs: number };
  bodyLimit: number;
  verifyCaptcha: CaptchaVerifier;
}
