import * as v from 'valibot';

const flag = (fallback: boolean) => v.optional(v.boolean(), fallback);

/** Per-site switches of the vehicle page, cards and forms. Defaults are the spec's. */
export const FeaturesSchema = v.strictObject({
  /** Reserve Car Now / Reserve this Car for in_stock or coming_soon cars. */
  reserve: flag(false),
  /** Online purchase (/cars/{slug}/buy-online, /checkout-journey). */
  buy_online: flag(false),
  /** Reserve fee shown on the reserve flow ('$200' default). */
  reserve_fee: v.optional(v.pipe(v.number(), v.minValue(0)), 200),
  /** Reserve hides the test-drive/finance slot on cards (SPEC.md §4 Reserve). */
  reserve_replaces_card_slot: flag(false),
  /** Trade-In Valuation button and online estimate (autograb). */
  autograb_trade_in: flag(false),
  /** Favourites stored in the browser. */
  favourites: flag(true),
  /** The site variant hiding favourites for cars that are not used, unpriced or without images. */
  favourites_used_priced_with_images_only: flag(false),
  compare: flag(true),
  /** Sign-in and the watchlist (authentication is off by default). */
  sign_in: flag(false),
  watchlist: flag(false),
  print: flag(true),
  fuel_calculator: flag(true),
  delivery_calculator: flag(false),
  price_gauge: flag(true),
  /** Electric/Hybrid/PHEV image tag (SPEC.md §4 step 1). */
  fuel_type_tag: flag(true),
  /** Certified-pre-owned logo for certified used Toyotas (step 3). */
  certified_pre_owned_tag: flag(false),
  /** The one luxury make whose certified used cars get its certified-pre-owned logo (§2); none by default. */
  certified_pre_owned_luxury_make: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.minLength(1))), null),
  /** Past rego expiry reads 'Unregistered' (else nothing). */
  show_unregistered: flag(false),
  /** View count on result cards. */
  card_view_count: flag(false),
  /** Call box: 'immediate' shows the number; 'masked' hides it after 5 characters until clicked. */
  phone_reveal: v.optional(v.picklist(['masked', 'immediate']), 'masked'),
  /** Similar vehicles load only within 500 px of the viewport. */
  similar_cars_lazy: flag(true),
  /** Instant Message replaces Enquire Now. */
  instant_message: flag(false),
  spin_to_win: flag(false),
  online_payment: flag(false),
  /** Third-party Snap 21 review rating (GET /api/reviews/snap21). */
  snap21_reviews: flag(false),
  /** youX finance quote (POST /api/youx/quote). */
  youx_quote: flag(false),
  /** Closed locations read 'By appointment only'. */
  by_appointment_when_closed: flag(false),
});

export const GatingSchema = v.strictObject({
  checkout: flag(false),
  finance: flag(false),
  trade_in: flag(false),
  sell_my_car: flag(false),
});

export const VehiclePageSchema = v.strictObject({
  default_viewer: v.optional(v.picklist(['spinner', 'walkaround', 'gallery', 'interior']), 'spinner'),
  video_slide_position: v.optional(v.picklist(['start', 'second', 'middle', 'end']), 'second'),
  /** Announcement bar above the vehicle page, dismissed by X. */
  announcement: v.optional(v.nullable(v.pipe(v.string(), v.nonEmpty())), null),
  /** Engine size in litres (2.0L) rather than cc. */
  engine_size_in_litres: flag(true),
});

export const FormsSchema = v.strictObject({
  comments_required: flag(true),
  captcha: flag(true),
  terms_note: flag(false),
  /** Department wording for the location select placeholder. */
  location_placeholder: v.optional(v.picklist(['dealership', 'department']), 'dealership'),
  /** Accepted trade-in valuations are also posted to /api/miscellaneous (SPEC.md §7 "on some sites"). */
  send_valuation_to_miscellaneous: flag(false),
  /** The careers form's position select (the spec lists none). */
  career_positions: v.optional(v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1)), [
    'Sales Consultant',
    'Service Technician',
    'Parts Interpreter',
    'Finance and Insurance',
    'Administration',
    'Other',
  ]),
});
