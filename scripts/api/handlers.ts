/**
 * One handler per contract endpoint (the mapped type makes a missing one a
 * type error). Each gets its request already validated by the contract and
 * answers JSON (or PDF bytes). The rules standing in for third parties are
 * documented in docs/platform-api.md.
 */
import * as v from 'valibot';
import type { Api, Endpoint, EndpointName } from '../../src/api/contract.ts';
import { priceOptions, timeZoneOf } from '../../src/config/core-options.ts';
import { EmailSchema, NameSchema, PhoneSchema, fieldErrors } from '../../src/core/forms/fields.ts';
import { formSchema } from '../../src/core/forms/schemas.ts';
import { calculateFinance, DEFAULT_FINANCE_RULES } from '../../src/core/finance/index.ts';
import { calendarDateIn } from '../../src/core/format.ts';
import { DELIVERY_ESTIMATE_FAILURE_MESSAGE } from '../../src/core/inputs.ts';
import { FORM_ERRORS_HEADING } from '../../src/core/leads.ts';
import { locationLatLng } from '../../src/core/locations.ts';
import { selectSimilar } from '../../src/core/search/similar.ts';
import { canReserve, isAvailable } from '../../src/core/vehicle/availability.ts';
import { carTitle } from '../../src/core/vehicle/title.ts';
import { checkoutPrice } from '../../src/core/vehicle/checkout.ts';
import { priceDisplay } from '../../src/core/vehicle/price.ts';
import { HttpError, invalid, notFound } from './errors.ts';
import { formRulesFor } from './form-rules.ts';
import { roadKm } from './geo.ts';
import type { Car, Location, RequestContext, SiteContext } from './context.ts';
import { appointmentDays, type Booking } from './appointments.ts';
import { adjustValuation, regoVehicle } from './valuation.ts';
import { autogauge } from './autogauge.ts';
import { normaliseEmail, requestSubscription } from './alerts/store.ts';
import { SEARCH_BASE_PATH } from '../../src/core/search/routing.ts';

export type Reply = { status: number; json: unknown } | { status: number; pdf: Uint8Array; filename: string };

type Handlers = { [K in EndpointName]: (ctx: RequestContext<Api[K] & Endpoint>) => Reply | Promise<Reply> };

const ok = (json: unknown, status = 200): Reply => ({ status, json });

export const CAR_NOT_FOUND = 'Car not found';
export const LEAD_NOT_FOUND = 'Lead not found';
export const ALREADY_RESERVED = 'This car has already been reserved.';
export const NOT_AVAILABLE = 'This car is no longer available.';
export const CAPTCHA_FAILED = 'Please complete the captcha.';
export const TOO_MANY_ALERTS = 'Too many alert sign-ups. Please try again later.';
export const ALERT_SEARCH_INVALID = 'Please save a search from the search page.';

/** Snap 21 sample figures (SPEC.md §9 "Sample review data: 43 reviews, average 4.7"). */
export const SNAP21_SAMPLE = { rating: 4.7, stars: 43 } as const;

function carBySlug(site: SiteContext, slug: string): Car {
  const car = site.cars.get(slug);
  if (!car) throw notFound(CAR_NOT_FOUND);
  return car;
}

function carById(site: SiteContext, id: number): Car {
  const car = site.carsById.get(id);
  if (!car) throw notFound(CAR_NOT_FOUND);
  return car;
}

function iso(now: Date): string {
  return now.toISOString();
}

function changes(result: { changes: number | bigint }): number {
  return Number(result.changes);
}

/** The car's point: its own location's address, else the tenant location of that id. */
function carPoint(site: SiteContext, car: Car): { lat: number; lng: number; state: string | null } | null {
  const own = car.location?.address ? locationLatLng(car.location) : null;
  const location = site.locations.find((l) => l.id === car.location?.id);
  const point = own ?? (location ? locationLatLng(location) : null);
  if (!point) return null;
  return { ...point, state: car.location?.address?.state ?? location?.address?.state ?? car.state ?? null };
}

/**
 * Delivery price rule (documented): $150 base plus $1.10 per road km (great
 * circle x 1.25) from the car's location to the postcode's centroid, rounded
 * up to the next $10; plus $450 Bass Strait freight when exactly one end is
 * in Tasmania. Beyond 4,500 road km there is no estimate.
 */
export const DELIVERY_RULE = { base: 150, perKm: 1.1, tasmaniaFreight: 450, maxKm: 4500 } as const;

export function deliveryPrice(km: number, fromState: string | null, toState: string | null): number | null {
  if (km > DELIVERY_RULE.maxKm) return null;
  const tas = (fromState === 'TAS') !== (toState === 'TAS') ? DELIVERY_RULE.tasmaniaFreight : 0;
  return Math.ceil((DELIVERY_RULE.base + DELIVERY_RULE.perKm * km + tas) / 10) * 10;
}

/** The tenant location a test-drive lead books: distribution_location (id or slug), else the car's location. */
function bookedLocation(site: SiteContext, lead: Record<string, unknown>, car: Car | undefined): number | null {
  const chosen = lead['distribution_location'];
  if (typeof chosen === 'string' || typeof chosen === 'number') {
    const text = String(chosen).trim();
    const found = site.locations.find((l) => String(l.id) === text || l.slug === text);
    if (found) return found.id;
  }
  return car?.location?.id ?? null;
}

/** The location appointments are for: the given id, else the primary sales location, else the first. */
function appointmentLocation(site: SiteContext, id: number | undefined): Location {
  if (id !== undefined) {
    const found = site.locations.find((l) => l.id === id);
    if (!found) throw notFound('Location not found');
    return found;
  }
  const sales = site.locations.filter((l) => !l.location_type || l.location_type === 'sales');
  const location = sales.find((l) => l.primary) ?? sales[0] ?? site.locations[0];
  if (!location) throw notFound('Location not found');
  return location;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function leadRow(ctx: RequestContext, leadId: string): Record<string, unknown> {
  const row = ctx.db.prepare('SELECT * FROM leads WHERE lead_id = ? AND site = ?').get(leadId, ctx.site.slug);
  if (!row) throw notFound(LEAD_NOT_FOUND);
  return row;
}

export const handlers: Handlers = {
  manufacturerLocations({ site }) {
    const websites = new Map<
      number,
      { id: number; name: string; url: string | null; dealership: unknown; locations: Location[] }
    >();
    for (const location of site.locations) {
      if (location.visible === false) continue;
      const id = location.website_id ?? location.dealership_id ?? location.id;
      let website = websites.get(id);
      if (!website) {
        const dealershipId = location.dealership?.id ?? location.dealership_id ?? site.config.dealerships[0]?.id ?? 1;
        const dealership = site.dealerships.find((d) => d.id === dealershipId);
        website = {
          id,
          name: location.website_name ?? dealership?.name ?? site.config.name,
          url: location.website_url ?? null,
          dealership: {
            id: dealershipId,
            slug: dealership?.slug ?? location.dealership_slug ?? site.slug,
            ...(dealership?.name ? { name: dealership.name } : {}),
          },
          locations: [],
        };
        websites.set(id, website);
      }
      website.locations.push(location);
    }
    return ok([...websites.values()]);
  },

  autogauge({ site, params }) {
    const car = carBySlug(site, params.slug);
    return ok(autogauge(car, priceDisplay(car, priceOptions(site.config))));
  },

  carViews({ site, params, query, db, now }) {
    const car = carBySlug(site, params.slug);
    db.prepare('INSERT INTO car_views (site, car_id, photos_count, website_id, created_at) VALUES (?, ?, ?, ?, ?)').run(
      site.slug,
      car.id,
      query.photos_count ?? null,
      query.website_id ?? null,
      iso(now),
    );
    const row = db.prepare('SELECT COUNT(*) AS n FROM car_views WHERE site = ? AND car_id = ?').get(site.slug, car.id);
    const views = Math.round(car.views ?? 0) + Number(row?.['n'] ?? 0);
    return ok({
      views,
      car_fields: { photos_count: car.photos_count ?? null, updated_at: car.updated_at ?? null, status: car.status },
    });
  },

  similarCarIds({ site, params }) {
    const car = carBySlug(site, params.slug);
    return ok({ ids: selectSimilar(car, site.cars.values()).map((c) => c.id) });
  },

  watchlistSave({ site, body, db, now }) {
    const car = carById(site, body.car_id);
    if (!isAvailable(car) || car.sold === true) return ok({ success: false, message: NOT_AVAILABLE });
    db.prepare(
      'INSERT INTO watchlist (site, phone_number, car_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ).run(site.slug, body.phone_number.trim(), car.id, iso(now));
    return ok({ success: true, message: `${car.name} is now available in your watchlist` });
  },

  watchlistRemove({ site, body, db }) {
    const car = carById(site, body.car_id);
    db.prepare('DELETE FROM watchlist WHERE site = ? AND phone_number = ? AND car_id = ?').run(
      site.slug,
      body.phone_number.trim(),
      car.id,
    );
    return ok({ success: true, message: `${car.name} is no longer in your watchlist` });
  },

  phoneReveal({ site, body, db, now }) {
    const car = carById(site, body.car_id);
    db.prepare(
      'INSERT INTO phone_reveals (site, car_id, dealership_id, website_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(site.slug, car.id, body.dealership_id, body.website_id, iso(now));
    return ok({ success: true });
  },

  deliveryPrice({ site, params, query, geo }) {
    const car = carBySlug(site, params.slug);
    const to = geo.lookup(query.postcode, site.country);
    const from = carPoint(site, car);
    if (!to || !from) throw notFound(DELIVERY_ESTIMATE_FAILURE_MESSAGE);
    const toState =
      site.country === 'AU' ? (to.label.match(/ (ACT|NSW|NT|QLD|SA|TAS|VIC|WA) \d{4}$/)?.[1] ?? null) : null;
    const price = deliveryPrice(roadKm(from, to), from.state, toState);
    if (price === null) throw notFound(DELIVERY_ESTIMATE_FAILURE_MESSAGE);
    return ok({ name: to.name, price });
  },

  financeLenders({ site, params }) {
    return ok(carById(site, params.carId).finance_lenders ?? {});
  },

  appointments({ site, query, db, now }) {
    const location = appointmentLocation(site, query.location_id);
    const today = calendarDateIn(now, timeZoneOf(site.config));
    const todayIso = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
    // Default: from tomorrow (a test drive is not booked for the same day).
    const from = query.from ?? addDays(todayIso, 1);
    const days = query.days ?? 7;
    const last = addDays(from, Math.max(days - 1, 0));
    const booked = db
      .prepare(
        `SELECT appointment_at FROM leads WHERE site = ? AND location_id = ? AND spam = 0
         AND appointment_at >= ? AND appointment_at <= ?`,
      )
      .all(site.slug, location.id, `${from}T00:00`, `${last}T23:59`)
      .map((row) => String(row['appointment_at']) as Booking);
    return ok({ days: appointmentDays(location, from, days, booked) });
  },

  async leads(ctx) {
    const { site, body, db, now, ip } = ctx;
    const lead = body.lead as Record<string, unknown>;
    const payload = body.lead;
    const spam = body.website.trim() !== '';
    let fields: Record<string, unknown> = payload;
    if (!spam) {
      if (!(await ctx.options.verifyCaptcha(body.captcha_token, site.slug))) {
        throw invalid(CAPTCHA_FAILED, [{ path: 'captcha_token', message: CAPTCHA_FAILED }]);
      }
      const schema = formSchema(body.form, formRulesFor(site.config, body.form, site.locations));
      const result = v.safeParse(schema, payload, { abortEarly: false });
      if (!result.success) throw invalid(FORM_ERRORS_HEADING, fieldErrors(result.issues));
      fields = result.output as Record<string, unknown>;
    }
    const formCar = typeof fields['car_id'] === 'number' ? fields['car_id'] : undefined;
    const carId = payload.car_id ?? formCar ?? null;
    const car = carId === null ? undefined : site.carsById.get(carId);
    const dateTime = typeof fields['dateTime'] === 'string' && fields['dateTime'] !== '' ? fields['dateTime'] : null;
    const appointmentAt = body.form === 'test-drive' && dateTime ? dateTime : null;
    const result = db
      .prepare(
        `INSERT INTO leads (lead_id, site, form, category, car_id, payload, spam, ip, created_at,
           appointment_at, location_id, offer_accepted, form_completed)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (site, lead_id) DO NOTHING`,
      )
      .run(
        payload.lead_id,
        site.slug,
        body.form,
        payload.category,
        carId,
        JSON.stringify(payload),
        spam ? 1 : 0,
        ip,
        iso(now),
        appointmentAt,
        appointmentAt ? bookedLocation(site, lead, car) : null,
        payload.offer_accepted ? 1 : 0,
        payload.form_completed ? 1 : 0,
      );
    return changes(result) === 1
      ? ok({ lead_id: payload.lead_id, status: 'created' }, 201)
      : ok({ lead_id: payload.lead_id, status: 'duplicate' });
  },

  alertSubscribe({ site, body, db, now, ip, alerts }) {
    const accepted = ok({ status: 'pending_confirmation' }, 202);
    // A filled spam trap gets the same answer and nothing is stored or mailed.
    if (body.website.trim() !== '') return accepted;
    const path = body.search.split(/[?#]/)[0] ?? '';
    if (path !== SEARCH_BASE_PATH && !path.startsWith(`${SEARCH_BASE_PATH}/`)) {
      throw invalid(FORM_ERRORS_HEADING, [{ path: 'search', message: ALERT_SEARCH_INVALID }]);
    }
    if (!alerts.emailLimiter.hit(`${normaliseEmail(body.email)}|${site.slug}`, now.getTime())) {
      throw new HttpError(429, { error: TOO_MANY_ALERTS });
    }
    requestSubscription(db, {
      site: site.slug,
      email: body.email,
      name: body.name,
      search: body.search,
      frequency: body.frequency,
      ip,
      now,
    });
    return accepted;
  },

  leadAdjustments(ctx) {
    const row = leadRow(ctx, ctx.params.leadId);
    const stored =
      typeof row['valuation'] === 'string' ? (JSON.parse(row['valuation']) as { min: number; max: number }) : null;
    const base = regoVehicle(String(ctx.body.id), ctx.now)?.valuation ?? stored;
    if (!base) {
      throw invalid('Unknown valuation', [{ path: 'id', message: 'No valuation is known for this id.' }]);
    }
    const valuation = adjustValuation(base, ctx.body.adjustmentAnswers);
    ctx.db
      .prepare('UPDATE leads SET valuation = ?, adjustments = ? WHERE site = ? AND lead_id = ?')
      .run(JSON.stringify(valuation), JSON.stringify(ctx.body.adjustmentAnswers), ctx.site.slug, ctx.params.leadId);
    return ok({ lead_id: ctx.params.leadId, valuation });
  },

  regoLookup({ body, now }) {
    const vehicle = regoVehicle(`${body.regoState}-${body.rego}`, now);
    if (!vehicle) throw notFound('We could not find a vehicle with that rego.');
    return ok(vehicle);
  },

  offerAccepted(ctx) {
    leadRow(ctx, ctx.params.leadId);
    ctx.db
      .prepare('UPDATE leads SET offer_accepted = 1, form_completed = ? WHERE site = ? AND lead_id = ?')
      .run(ctx.body.form_completed ? 1 : 0, ctx.site.slug, ctx.params.leadId);
    return ok({ lead_id: ctx.params.leadId, offer_accepted: true, form_completed: ctx.body.form_completed });
  },

  miscellaneous({ site, body, db, now }) {
    db.prepare('INSERT INTO miscellaneous (site, lead_id, column_name, value, created_at) VALUES (?, ?, ?, ?, ?)').run(
      site.slug,
      body.lead_id ?? null,
      body.column_name,
      JSON.stringify(body.valuation ?? null),
      iso(now),
    );
    return ok({ success: true });
  },

  carCheckout({ site, params, db }) {
    const car = carBySlug(site, params.slug);
    const held = db.prepare('SELECT 1 FROM reservations WHERE site = ? AND car_id = ?').get(site.slug, car.id);
    return ok({
      id: car.id,
      slug: car.slug,
      title: carTitle(car),
      price: checkoutPrice(car),
      dealership_id: car.dealership_id ?? null,
      image: car.primary_image_url ?? car.images?.[0]?.image.url ?? null,
      reservable: !held && canReserve(car, { reserveEnabled: site.config.features.reserve }),
    });
  },

  reservations({ site, body, db, now }) {
    const existing = db
      .prepare('SELECT car_id FROM reservations WHERE site = ? AND reservation_id = ?')
      .get(site.slug, body.reservation_id);
    if (existing) {
      if (Number(existing['car_id']) !== body.car_id) throw new HttpError(409, { error: ALREADY_RESERVED });
      return ok({ reservation_id: body.reservation_id, status: 'duplicate' });
    }
    const car = carById(site, body.car_id);
    const contact = v.safeParse(
      v.object({ name: NameSchema(), email: EmailSchema, phone: PhoneSchema }),
      { name: body.name, email: body.email, phone: body.phone },
      { abortEarly: false },
    );
    if (!contact.success) throw invalid(FORM_ERRORS_HEADING, fieldErrors(contact.issues));
    if (car.reserved === true) throw new HttpError(409, { error: ALREADY_RESERVED });
    if (!isAvailable(car) || car.sold === true) throw new HttpError(409, { error: NOT_AVAILABLE });
    const result = db
      .prepare(
        `INSERT INTO reservations (reservation_id, site, car_id, name, email, phone, fee, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .run(
        body.reservation_id,
        site.slug,
        car.id,
        contact.output.name,
        contact.output.email,
        contact.output.phone,
        body.fee,
        iso(now),
      );
    if (changes(result) === 1) return ok({ reservation_id: body.reservation_id, status: 'created' }, 201);
    const again = db
      .prepare('SELECT car_id FROM reservations WHERE site = ? AND reservation_id = ?')
      .get(site.slug, body.reservation_id);
    if (again && Number(again['car_id']) === car.id)
      return ok({ reservation_id: body.reservation_id, status: 'duplicate' });
    throw new HttpError(409, { error: ALREADY_RESERVED });
  },

  async carPdf({ site, params }) {
    const car = carBySlug(site, params.slug);
    // pdf-lib is loaded on first use: the API starts faster (tests restart it).
    const { carPdf } = await import('./pdf.ts');
    return { status: 200, pdf: await carPdf(car, site), filename: `${car.slug}.pdf` };
  },

  youxQuote({ body, now }) {
    return ok(youxQuote(body.purchasePrice, body.year, now));
  },

  snap21() {
    return ok({ ...SNAP21_SAMPLE });
  },

  placeSuggestions({ site, query, geo }) {
    return ok({ suggestions: geo.suggest(query.q, site.country) });
  },

  geocode({ query, geo }) {
    const point = geo.lookup(query.postcode, query.country);
    return ok({ results: point ? [{ lat: point.lat, lng: point.lng, label: point.label }] : [] });
  },
};

/**
 * youX stand-in (documented): a 'GREAT' credit score gets 7.49% p.a. for a
 * vehicle up to 3 years old, 8.99% up to 7 years, 10.99% older or unknown;
 * comparison rate = advertised + 0.62 (fees); weekly repayment from the core
 * finance calculator over the fixed 5-year term, no deposit, no balloon.
 */
export function youxQuote(
  purchasePrice: number,
  year: number | null,
  now: Date,
): { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number } {
  const age = year === null ? null : now.getUTCFullYear() - year;
  const advertisedRate = age !== null && age <= 3 ? 7.49 : age !== null && age <= 7 ? 8.99 : 10.99;
  const result = calculateFinance(
    { amount: purchasePrice, term: 5, interest: advertisedRate, tradeIn: 0, residual: 0, frequency: 'week' },
    DEFAULT_FINANCE_RULES,
  );
  return {
    weeklyRepaymentAmount: result.payment,
    advertisedRate,
    comparisonRate: Math.round((advertisedRate + 0.62) * 100) / 100,
  };
}
