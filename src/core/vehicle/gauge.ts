/**
 * Price comparison gauge (SPEC.md §3 "Price comparison response", §4 "Price
 * gauge", §5 visibility, colour and description rules).
 */

/** Gauge shown only when confidence is above this (SPEC.md §5). */
export const GAUGE_MIN_CONFIDENCE = 0.2;

/** Fill below this is the 'low' band (SPEC.md §5). */
export const GAUGE_LOW_BELOW = 0.3;

/** Fill below this (and at least {@link GAUGE_LOW_BELOW}) is 'medium'; from here 'high'. */
export const GAUGE_MEDIUM_BELOW = 0.6;

/** Default description boundary: below this 'Good Deal', else 'Great Deal' (SPEC.md §5). */
export const GAUGE_GREAT_DEAL_FROM = 0.65;

/** Default descriptions (SPEC.md §5). */
export const GOOD_DEAL = 'Good Deal';
/** Default description for fill at or above {@link GAUGE_GREAT_DEAL_FROM}. */
export const GREAT_DEAL = 'Great Deal';

/** Colour band of the gauge. */
export type GaugeBand = 'low' | 'medium' | 'high';

/** Price comparison response as received; any field may be missing. */
export interface PriceComparisonResponse {
  fill?: number | null | undefined;
  listing_price?: number | null | undefined;
  market_range_min?: number | null | undefined;
  market_range_max?: number | null | undefined;
  confidence?: number | null | undefined;
  description?: string | null | undefined;
}

/** A gauge ready to draw. */
export interface PriceGauge {
  /** Fill clamped to 0 to 1. */
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  band: GaugeBand;
  description: string;
}

function present(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Colour band (SPEC.md §5): fill below 0.3 'low'; 0.3 to below 0.6
 * 'medium'; 0.6 or above 'high'.
 */
export function gaugeBand(fill: number): GaugeBand {
  if (fill < GAUGE_LOW_BELOW) return 'low';
  if (fill < GAUGE_MEDIUM_BELOW) return 'medium';
  return 'high';
}

/**
 * Price gauge (SPEC.md §5): null (nothing shown) unless fill, listing_price,
 * market_range_min, market_range_max and confidence are all present
 * (finite numbers; 0 counts as present), confidence is above 0.2 (0.2 hides)
 * and market_range_max is not below listing_price (equal shows).
 * Description: the response's non-blank description, else 'Good Deal' when
 * fill is below 0.65, else 'Great Deal'. Fill is clamped to 0 to 1 before
 * banding (the spec's range for fill).
 */
export function priceGauge(response: PriceComparisonResponse | null | undefined): PriceGauge | null {
  if (!response) return null;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = response;
  if (
    !present(fill) ||
    !present(listing_price) ||
    !present(market_range_min) ||
    !present(market_range_max) ||
    !present(confidence)
  ) {
    return null;
  }
  if (!(confidence > GAUGE_MIN_CONFIDENCE) || market_range_max < listing_price) return null;
  const clamped = Math.min(1, Math.max(0, fill));
  const given = response.description?.trim();
  return {
    fill: clamped,
    listing_price,
    market_range_min,
    market_range_max,
    confidence,
    band: gaugeBand(clamped),
    description: given ? given : clamped < GAUGE_GREAT_DEAL_FROM ? GOOD_DEAL : GREAT_DEAL,
  };
}

/** Request state of the price comparison call. */
export type GaugeRequest =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'data'; response: PriceComparisonResponse | null | undefined };

/** What the gauge slot renders. */
export type GaugeView = { kind: 'skeleton' } | { kind: 'gauge'; gauge: PriceGauge } | null;

/**
 * Gauge slot (SPEC.md §4): a skeleton while loading, then the gauge; nothing
 * on error or when {@link priceGauge} rejects the response (low confidence,
 * missing fields, market max below listing price).
 */
export function priceGaugeView(request: GaugeRequest): GaugeView {
  if (request.status === 'loading') return { kind: 'skeleton' };
  if (request.status === 'error') return null;
  const gauge = priceGauge(request.response);
  return gauge ? { kind: 'gauge', gauge } : null;
}
