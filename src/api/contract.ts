/**
 * The platform's public API (SPEC.md §7) as one typed contract. The browser
 * client (`client.ts`) and the local platform API (`scripts/api/`) both read
 * it: the client builds requests from it and treats a response that fails it
 * as the error the spec gives for that call; the server routes by it,
 * validates every request with it and answers 400 with field errors.
 *
 * Paths the spec gives are kept; where it says "path not shown" the REST path
 * is ours and documented in docs/platform-api.md. Every call carries the
 * tenant as `?site={slug}` (GET and POST alike) so one API serves every site.
 */
import * as v from 'valibot';
import { FORM_KINDS } from '../core/forms/kinds.ts';
import { CAR_VIEWS_PATH, PHONE_REVEAL_PATH } from './beacons.ts';
import {
  DeliveryEstimateSchema,
  FinanceLendersSchema,
  LocationSchema,
  PriceComparisonSchema,
  YouxQuoteSchema,
} from '../data/schemas.ts';

// ---------------------------------------------------------------- building blocks

const slug = v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'expected a slug'));
const id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** A query-string integer ('12' -> 12). */
const queryInt = v.pipe(v.string(), v.regex(/^\d+$/, 'expected a whole number'), v.transform(Number));
/** Client-generated lead id: a UUID (crypto.randomUUID). */
export const LeadIdSchema = v.pipe(v.string(), v.uuid('expected a UUID lead id'));

export type ResponseType = 'json' | 'pdf';

export interface Endpoint<
  P extends v.GenericSchema = v.GenericSchema,
  Q extends v.GenericSchema = v.GenericSchema,
  B extends v.GenericSchema = v.GenericSchema,
  R extends v.GenericSchema = v.GenericSchema,
  T extends ResponseType = ResponseType,
> {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  /** Path template with `:param` segments, e.g. '/api/cars/:slug/autogauge'. */
  readonly path: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** 'json' responses are validated with `response`; 'pdf' responses are raw bytes. */
  readonly responseType: T;
  readonly response: R;
}

const none = v.strictObject({});
const siteQuery = v.object({ site: slug });

// The response type is a type parameter so `ResponseOf` knows a PDF call answers a Blob.
function endpoint<
  P extends v.GenericSchema,
  Q extends v.GenericSchema,
  B extends v.GenericSchema,
  R extends v.GenericSchema,
  T extends ResponseType,
>(e: Endpoint<P, Q, B, R, T>): Endpoint<P, Q, B, R, T> {
  return e;
}

// ---------------------------------------------------------------- shared responses

/** A plain success answer. */
export const OkSchema = v.object({ success: v.boolean(), message: v.optional(v.string()) });

/** The 400 answer: every problem with its field path. */
export const ValidationErrorSchema = v.object({
  error: v.string(),
  errors: v.array(v.object({ path: v.string(), message: v.string() })),
});
export type ValidationErrorOutput = v.InferOutput<typeof ValidationErrorSchema>;

/** Any other error answer (404, 409, 429, 500). */
export const ErrorSchema = v.object({ error: v.string() });

// ---------------------------------------------------------------- leads

/** SPEC.md §3 Lead payload, as composed by `composeLead` (src/core/leads.ts), plus the form's own fields. */
export const LeadPayloadSchema = v.looseObject({
  category: v.pipe(v.string(), v.nonEmpty()),
  subcategory: v.optional(v.string()),
  url: v.pipe(v.string(), v.url()),
  source: v.literal('Website'),
  user_agent: v.string(),
  car_id: v.optional(id),
  car_dealership_id: v.optional(id),
  lead_attributes: v.object({
    visited_pages: v.array(v.string()),
    linked_query_params: v.record(v.string(), v.string()),
  }),
  lead_id: LeadIdSchema,
  form_completed: v.boolean(),
  offer_accepted: v.boolean(),
  rego: v.optional(v.string()),
  regoState: v.optional(v.string()),
  additional_services: v.optional(v.array(v.string())),
});

/**
 * A lead submission: which form sent it (the server validates the lead's
 * fields with that form's schema under the site's rules), the lead, and the
 * honeypot field that people never fill.
 */
export const LeadSubmissionSchema = v.object({
  form: v.picklist(FORM_KINDS),
  lead: LeadPayloadSchema,
  /** Spam trap: a visually hidden field; any value marks the submission as spam. */
  website: v.optional(v.string(), ''),
  /** Captcha token from the site's captcha slot, when it has one. */
  captcha_token: v.optional(v.string()),
});
export type LeadSubmissionInput = v.InferInput<typeof LeadSubmissionSchema>;

/** 201 for a new lead, 200 'duplicate' when the lead id was already stored (idempotent retry). */
export const LeadCreatedSchema = v.object({
  lead_id: LeadIdSchema,
  status: v.picklist(['created', 'duplicate']),
});

// ---------------------------------------------------------------- stock alerts

/** How often a confirmed alert mails: once a day after the nightly, or as soon as a match arrives. */
export const ALERT_FREQUENCIES = ['daily', 'instant'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * A stock alert subscription: a saved search (its normalised URL, as the
 * search URL codec writes it, e.g. '/search/used-cars?make=toyota') and the
 * shopper's express consent. The API answers 202 and mails a signed
 * confirmation link (double opt-in); nothing is sent before it is confirmed.
 */
export const AlertSubscriptionSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email('Please enter a valid email address'), v.maxLength(254)),
  /** The name the shopper reads in the mails, e.g. "Used Toyota HiLux under $40,000 near 2150". */
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(160)),
  /** The saved search as a site-relative URL: path and query, no origin. */
  search: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2000)),
  frequency: v.picklist(ALERT_FREQUENCIES),
  /** Express consent (Spam Act 2003): the shopper ticked it. */
  consent: v.literal(true, 'Please confirm you want to receive these emails'),
  /** Spam trap, as on lead forms. */
  website: v.optional(v.string(), ''),
});
export type AlertSubscriptionInput = v.InferInput<typeof AlertSubscriptionSchema>;

// ---------------------------------------------------------------- the endpoints

export const api = {
  /** SPEC.md §7 GET /api/manufacturer-locations. */
  manufacturerLocations: endpoint({
    name: 'manufacturer locations',
    method: 'GET',
    path: '/api/manufacturer-locations',
    params: none,
    query: siteQuery,
    body: v.undefined(),
    responseType: 'json',
    response: v.array(
      v.object({
        id,
        name: v.string(),
        url: v.nullable(v.string()),
        dealership: v.object({ id, slug: v.string(), name: v.optional(v.string()) }),
        locations: v.array(LocationSchema),
      }),
    ),
  }),

  /** SPEC.md §7 GET {vehicle path}/autogauge: the price comparison object. */
  autogauge: endpoint({
    name: 'autogauge',
    method: 'GET',
    path: '/api/cars/:slug/autogauge',
    params: v.object({ slug }),
    query: siteQuery,
    body: v.undefined(),
    responseType: 'json',
    response: PriceComparisonSchema,
  }),

  /** SPEC.md §7 GET {api}/cars/{slug}/view.json: records a view, answers the count. */
  carViews: endpoint({
    name: 'view counter',
    method: 'GET',
    path: CAR_VIEWS_PATH,
    params: v.object({ slug }),
    query: v.object({
      site: slug,
      photos_count: v.optional(queryInt),
      updated_at: v.optional(v.string()),
      website_id: v.optional(queryInt),
    }),
    body: v.undefined(),
    responseType: 'json',
    response: v.object({
      views: v.pipe(v.number(), v.integer(), v.minValue(0)),
      car_fields: v.optional(v.record(v.string(), v.unknown())),
    }),
  }),

  /** Similar-car ids by car slug (path ours): the ids become an id OR-filter. */
  similarCarIds: endpoint({
    name: 'similar car ids',
    method: 'GET',
    path: '/api/cars/:slug/similar-ids',
    params: v.object({ slug }),
    query: siteQuery,
    body: v.undefined(),
    responseType: 'json',
    response: v.object({ ids: v.array(id) }),
  }),

  /** SPEC.md §7 POST /api/watchlist/save-car. */
  watchlistSave: endpoint({
    name: 'watchlist save',
    method: 'POST',
    path: '/api/watchlist/save-car',
    params: none,
    query: siteQuery,
    body: v.object({ phone_number: v.pipe(v.string(), v.nonEmpty()), car_id: id }),
    responseType: 'json',
    response: OkSchema,
  }),

  /** SPEC.md §7 POST /api/watchlist/remove-car. */
  watchlistRemove: endpoint({
    name: 'watchlist remove',
    method: 'POST',
    path: '/api/watchlist/remove-car',
    params: none,
    query: siteQuery,
    body: v.object({ phone_number: v.pipe(v.string(), v.nonEmpty()), car_id: id }),
    responseType: 'json',
    response: OkSchema,
  }),

  /** Phone reveal record (path ours). */
  phoneReveal: endpoint({
    name: 'phone reveal',
    method: 'POST',
    path: PHONE_REVEAL_PATH,
    params: none,
    query: siteQuery,
    body: v.object({ car_id: id, dealership_id: v.nullable(id), website_id: v.nullable(id) }),
    responseType: 'json',
    response: OkSchema,
  }),

  /** Delivery price by postcode (path ours): region name and price; 404 when no estimate. */
  deliveryPrice: endpoint({
    name: 'delivery price',
    method: 'GET',
    path: '/api/cars/:slug/delivery-price',
    params: v.object({ slug }),
    query: v.object({ site: slug, postcode: v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter a postcode.')) }),
    body: v.undefined(),
    responseType: 'json',
    response: DeliveryEstimateSchema,
  }),

  /** Finance lender data by car id (path ours): offers keyed by provider. */
  financeLenders: endpoint({
    name: 'finance lender data',
    method: 'GET',
    path: '/api/cars/:carId/finance-lenders',
    params: v.object({ carId: queryInt }),
    query: siteQuery,
    body: v.undefined(),
    responseType: 'json',
    response: FinanceLendersSchema,
  }),

  /** Appointments for the test drive date picker (path ours): open slots per day. */
  appointments: endpoint({
    name: 'appointments',
    method: 'GET',
    path: '/api/appointments',
    params: none,
    query: v.object({
      site: slug,
      location_id: v.optional(queryInt),
      from: v.optional(v.pipe(v.string(), v.isoDate('expected a date like 2026-11-23'))),
      days: v.optional(v.pipe(queryInt, v.maxValue(60))),
    }),
    body: v.undefined(),
    responseType: 'json',
    response: v.object({
      days: v.array(
        v.object({
          date: v.pipe(v.string(), v.isoDate()),
          times: v.array(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))),
        }),
      ),
    }),
  }),

  /** Lead submission (path ours), idempotent by the client-generated lead_id. */
  leads: endpoint({
    name: 'lead submission',
    method: 'POST',
    path: '/api/leads',
    params: none,
    query: siteQuery,
    body: LeadSubmissionSchema,
    responseType: 'json',
    response: LeadCreatedSchema,
  }),

  /** A stock alert subscription (path ours): 202, pending until the shopper confirms by the mailed link. */
  alertSubscribe: endpoint({
    name: 'stock alert subscription',
    method: 'POST',
    path: '/api/alerts',
    params: none,
    query: siteQuery,
    body: AlertSubscriptionSchema,
    responseType: 'json',
    response: v.object({ status: v.literal('pending_confirmation') }),
  }),

  /** Multi-step: valuation adjustments of a created lead (path ours). */
  leadAdjustments: endpoint({
    name: 'valuation adjustments',
    method: 'POST',
    path: '/api/leads/:leadId/valuation-adjustments',
    params: v.object({ leadId: LeadIdSchema }),
    query: siteQuery,
    body: v.object({ id: v.union([v.string(), v.number()]), adjustmentAnswers: v.record(v.string(), v.unknown()) }),
    responseType: 'json',
    response: v.object({
      lead_id: LeadIdSchema,
      valuation: v.object({ min: v.number(), max: v.number() }),
    }),
  }),

  /** Multi-step: rego lookup (path ours). */
  regoLookup: endpoint({
    name: 'rego lookup',
    method: 'POST',
    path: '/api/rego-lookup',
    params: none,
    query: siteQuery,
    body: v.object({
      rego: v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter a rego.'), v.maxLength(10)),
      regoState: v.picklist(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'], 'Please select a state.'),
    }),
    responseType: 'json',
    response: v.object({
      id: v.union([v.string(), v.number()]),
      year: v.nullable(v.number()),
      make: v.nullable(v.string()),
      model: v.nullable(v.string()),
      badge: v.nullable(v.string()),
      valuation: v.object({ min: v.number(), max: v.number() }),
    }),
  }),

  /** Multi-step: offer accepted (path ours); form_completed defaults true. */
  offerAccepted: endpoint({
    name: 'offer accepted',
    method: 'POST',
    path: '/api/leads/:leadId/offer-accepted',
    params: v.object({ leadId: LeadIdSchema }),
    query: siteQuery,
    body: v.object({ offer_accepted: v.literal(true), form_completed: v.optional(v.boolean(), true) }),
    responseType: 'json',
    response: v.object({ lead_id: LeadIdSchema, offer_accepted: v.literal(true), form_completed: v.boolean() }),
  }),

  /** SPEC.md §7 POST /api/miscellaneous: the valuation response with column_name valuation. */
  miscellaneous: endpoint({
    name: 'miscellaneous',
    method: 'POST',
    path: '/api/miscellaneous',
    params: none,
    query: siteQuery,
    body: v.object({ column_name: v.literal('valuation'), valuation: v.unknown(), lead_id: v.optional(LeadIdSchema) }),
    responseType: 'json',
    response: OkSchema,
  }),

  /**
   * The car a checkout page is for, by slug (path ours): what the reserve page
   * shows and sends, and whether it can be reserved now (live, so a car
   * reserved or sold after the build is refused before the shopper types).
   */
  carCheckout: endpoint({
    name: 'checkout car',
    method: 'GET',
    path: '/api/cars/:slug/checkout',
    params: v.object({ slug }),
    query: siteQuery,
    body: v.undefined(),
    responseType: 'json',
    response: v.object({
      id,
      slug,
      title: v.string(),
      price: v.number(),
      dealership_id: v.nullable(id),
      image: v.nullable(v.string()),
      reservable: v.boolean(),
    }),
  }),

  /** Reserve a car (checkout flow; path ours), idempotent by reservation_id. */
  reservations: endpoint({
    name: 'reservation',
    method: 'POST',
    path: '/api/reservations',
    params: none,
    query: siteQuery,
    body: v.object({
      reservation_id: LeadIdSchema,
      car_id: id,
      name: v.string(),
      email: v.string(),
      phone: v.string(),
      /** Reserve fee in dollars, as shown to the shopper. */
      fee: v.pipe(v.number(), v.minValue(0)),
    }),
    responseType: 'json',
    response: v.object({ reservation_id: LeadIdSchema, status: v.picklist(['created', 'duplicate']) }),
  }),

  /** PDF download by car slug (path ours): a real PDF saved as {slug}.pdf. */
  carPdf: endpoint({
    name: 'PDF download',
    method: 'GET',
    path: '/api/cars/:slug/pdf',
    params: v.object({ slug }),
    query: siteQuery,
    body: v.undefined(),
    responseType: 'pdf',
    response: v.unknown(),
  }),

  /** SPEC.md §7 POST /api/youx/quote: the response is taken whole as the quote. */
  youxQuote: endpoint({
    name: 'youx quote',
    method: 'POST',
    path: '/api/youx/quote',
    params: none,
    query: siteQuery,
    body: v.object({
      selfAssessedCreditScore: v.literal('GREAT'),
      purchasePrice: v.pipe(v.number(), v.minValue(0, 'expected a price above 0')),
      loanTerm: v.literal(5),
      year: v.nullable(v.number()),
      vin: v.nullable(v.string()),
      nvic: v.nullable(v.string()),
      whoIsHelping: v.literal(''),
    }),
    responseType: 'json',
    response: YouxQuoteSchema,
  }),

  /** SPEC.md §7 GET /api/reviews/snap21?orgId={id}. */
  snap21: endpoint({
    name: 'review rating',
    method: 'GET',
    path: '/api/reviews/snap21',
    params: none,
    query: v.object({ site: slug, orgId: v.pipe(v.string(), v.nonEmpty()) }),
    body: v.undefined(),
    responseType: 'json',
    response: v.object({ rating: v.number(), stars: v.number() }),
  }),

  /** Place suggestions (Australian regions) standing in for the maps service (path ours). */
  placeSuggestions: endpoint({
    name: 'place suggestions',
    method: 'GET',
    path: '/api/places/suggest',
    params: none,
    query: v.object({ site: slug, q: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100)) }),
    body: v.undefined(),
    responseType: 'json',
    response: v.object({
      suggestions: v.array(v.object({ id: v.string(), label: v.string(), lat: v.number(), lng: v.number() })),
    }),
  }),

  /** Postcode geocode, country AU; the first result's lat/lng is used; no result means 'Invalid postcode'. */
  geocode: endpoint({
    name: 'postcode geocode',
    method: 'GET',
    path: '/api/geocode',
    params: none,
    query: v.object({
      site: slug,
      postcode: v.pipe(v.string(), v.regex(/^\d{4}$/, 'Invalid postcode')),
      country: v.optional(v.picklist(['AU', 'NZ']), 'AU'),
    }),
    body: v.undefined(),
    responseType: 'json',
    response: v.object({
      results: v.array(v.object({ lat: v.number(), lng: v.number(), label: v.optional(v.string()) })),
    }),
  }),
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;

/** The request of one endpoint, as the caller writes it (schema inputs). */
export interface RequestOf<E extends Endpoint> {
  params: v.InferInput<E['params']>;
  query: Omit<v.InferInput<E['query']>, 'site'>;
  body: v.InferInput<E['body']>;
}

/** The answer of one endpoint after validation. */
export type ResponseOf<E extends Endpoint> = E['responseType'] extends 'pdf' ? Blob : v.InferOutput<E['response']>;

/** Fills a path template: '/api/cars/:slug/pdf' + {slug: 'x'} -> '/api/cars/x/pdf'. */
export function fillPath(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** A path parameter that is not valid percent-encoding ('%E0%A4%A'): the request is malformed. */
export class MalformedPathError extends Error {
  readonly param: string;
  constructor(param: string) {
    super(`The path parameter "${param}" has a malformed percent-escape.`);
    this.param = param;
  }
}

/**
 * Matches a request path against a template; the decoded params or null.
 * Throws MalformedPathError when a matching path's parameter cannot be decoded.
 */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const t = template.split('/');
  const p = path.split('/');
  if (t.length !== p.length) return null;
  // Every literal segment first: a path of another shape is no match (404), whatever its params.
  for (let i = 0; i < t.length; i++) {
    const seg = t[i] ?? '';
    const got = p[i] ?? '';
    if (seg.startsWith(':') ? got === '' : seg !== got) return null;
  }
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const seg = t[i] ?? '';
    if (!seg.startsWith(':')) continue;
    try {
      params[seg.slice(1)] = decodeURIComponent(p[i] ?? '');
    } catch {
      throw new MalformedPathError(seg.slice(1));
    }
  }
  return params;
}
