/**
 * Sign-in routes and page gating (SPEC.md §2 Sign-in, §4 Sign-in gating,
 * §5 watchlist, §6 Roles and permissions).
 */

/** The `type` values of the sign-in route (SPEC.md §2). */
export const SIGN_IN_TYPES = [
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
  'watchlist',
] as const;

/** One sign-in route type. */
export type SignInType = (typeof SIGN_IN_TYPES)[number];

/** Path of the sign-in page. */
export const SIGN_IN_PATH = '/sign-in';

/**
 * The sign-in route '/sign-in?type={type}&redirect={target}&back={return
 * page}' with `redirect` and `back` URI-encoded (SPEC.md §2). `back` is left
 * out when not given.
 */
export function signInPath(type: SignInType, redirect: string, back?: string | null): string {
  const base = `${SIGN_IN_PATH}?type=${type}&redirect=${encodeURIComponent(redirect)}`;
  return back == null || back === '' ? base : `${base}&back=${encodeURIComponent(back)}`;
}

/** The personalised finance page of a car (SPEC.md §2 '/personalised/finance?car_id={id}'). */
export function personalisedFinancePath(carId: number | string): string {
  return `/personalised/finance?car_id=${encodeURIComponent(String(carId))}`;
}

/**
 * Pages subject to gating:
 * - 'trade-in', 'sell-my-car': gated only when the site setting says so
 *   (not gated by default); sell-my-car signs in with type 'trade-in' (the
 *   spec has no sell-my-car type; both collect a trade-in lead).
 * - 'checkout': car checkout / buy online; gated by a site setting.
 * - 'finance': the finance action for a car (or the finance page); gated by a
 *   site setting, and then sends a car with an nvic to the personalised
 *   finance page.
 * - 'personalised-finance': '/personalised/finance'; always gated, type
 *   'car-finance' (choice: the page is personalised, so needs a user).
 * - 'online-payment', 'my-garage' (also the branded garage pages such as
 *   '/mymotorama'): always gated.
 * - 'spin-to-win', 'watchlist': always gated (choice: the spec lists their
 *   sign-in types but no switch; both need an identified user). The
 *   watchlist needs a user with a phone (SPEC.md §5).
 */
export type GatedPage =
  | 'trade-in'
  | 'sell-my-car'
  | 'checkout'
  | 'finance'
  | 'personalised-finance'
  | 'online-payment'
  | 'my-garage'
  | 'spin-to-win'
  | 'watchlist';

/** The signed-in user, or null for an anonymous visitor (SPEC.md §6). */
export type SignInUser = { id: number | string; phone?: string | null | undefined } | null;

/** Per-site gating switches; all default false (SPEC.md §4 Sign-in gating). */
export interface SignInSettings {
  /** Gate the trade-in page ("not gated by default; setting can gate"). */
  gateTradeIn?: boolean | undefined;
  /** Gate the sell-my-car page ("not gated by default; setting can gate"). */
  gateSellMyCar?: boolean | undefined;
  /** Gate car checkout ("checkout gated by a site setting"). */
  gateCheckout?: boolean | undefined;
  /** Gate finance ("finance gated by one site setting"). */
  gateFinance?: boolean | undefined;
}

/** The car a gated page is about. */
export interface GateCar {
  id?: number | string | null | undefined;
  slug?: string | null | undefined;
  nvic?: string | null | undefined;
  has_nvic?: boolean | null | undefined;
}

/** Everything the gate decision reads. */
export interface GateContext {
  user: SignInUser;
  /** True while the user session is still being read. */
  loading: boolean;
  settings: SignInSettings;
  /** The page's car; for checkout its slug may still be unknown. */
  car?: GateCar | null | undefined;
  /** Current path and query; the sign-in redirect target. */
  path: string;
  /** Page to return to when leaving sign-in ('back'); optional. */
  back?: string | null | undefined;
}

/** Outcome of the gate. */
export type GateDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/** Whether a car has an nvic: a non-blank `nvic` or `has_nvic` true. */
export function carHasNvic(car: GateCar | null | undefined): boolean {
  if (car == null) return false;
  return car.has_nvic === true || (car.nvic != null && car.nvic.trim() !== '');
}

/** Whether a user may save to the watchlist: signed in with a phone (SPEC.md §5). */
export function canUseWatchlist(user: SignInUser): boolean {
  return user !== null && user.phone != null && user.phone.trim() !== '';
}

function isGated(page: GatedPage, settings: SignInSettings): boolean {
  switch (page) {
    case 'trade-in':
      return settings.gateTradeIn === true;
    case 'sell-my-car':
      return settings.gateSellMyCar === true;
    case 'checkout':
      return settings.gateCheckout === true;
    case 'finance':
      return settings.gateFinance === true;
    case 'personalised-finance':
    case 'online-payment':
    case 'my-garage':
    case 'spin-to-win':
    case 'watchlist':
      return true;
  }
}

const TYPE_OF: Record<GatedPage, SignInType> = {
  'trade-in': 'trade-in',
  'sell-my-car': 'trade-in',
  checkout: 'checkout',
  finance: 'finance',
  'personalised-finance': 'car-finance',
  'online-payment': 'online-payment',
  'my-garage': 'my-garage',
  'spin-to-win': 'spin-to-win',
  watchlist: 'watchlist',
};

/**
 * Decides what a gated page does (SPEC.md §4 Sign-in gating):
 * 1. Page not gated on this site -> allow.
 * 2. Session still loading -> wait.
 * 3. Signed in (for the watchlist: with a phone) -> allow, except finance
 *    with a car that has an nvic, which redirects to the personalised
 *    finance page.
 * 4. Anonymous: checkout waits until the car slug is known; otherwise
 *    redirect to the matching sign-in route, with `redirect` = the current
 *    path (finance with an nvic car: the personalised finance page) and
 *    `back` = the context's back page.
 */
export function gate(page: GatedPage, context: GateContext): GateDecision {
  if (!isGated(page, context.settings)) return { kind: 'allow' };
  if (context.loading) return { kind: 'wait' };
  const personalised =
    page === 'finance' && carHasNvic(context.car) && context.car?.id != null
      ? personalisedFinancePath(context.car.id)
      : null;
  const signedIn = page === 'watchlist' ? canUseWatchlist(context.user) : context.user !== null;
  if (signedIn) {
    return personalised === null || personalised === context.path
      ? { kind: 'allow' }
      : { kind: 'redirect', to: personalised };
  }
  if (page === 'checkout' && (context.car?.slug == null || context.car.slug.trim() === '')) return { kind: 'wait' };
  return { kind: 'redirect', to: signInPath(TYPE_OF[page], personalised ?? context.path, context.back) };
}
