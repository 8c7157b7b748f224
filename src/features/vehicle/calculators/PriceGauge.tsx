import { useEffect, useId, useMemo, useState, type CSSProperties } from 'react';
import { formatCurrency } from '~/core/money.ts';
import type { CurrencyCode } from '~/core/types.ts';
import { priceGaugeView, type GaugeRequest, type PriceComparisonResponse } from '~/core/vehicle/gauge.ts';
import { lazyApi, type ApiLoader } from './api.ts';

export interface PriceGaugeProps {
  carSlug: string;
  apiBaseUrl: string;
  site: string;
  currency: CurrencyCode;
  /** Test seam: a fake client. */
  loadApi?: ApiLoader;
}

/** SPEC.md §8 log texts, verbatim. */
export const GAUGE_FAILURE_LOG = 'Failed to fetch auto gauge data';
export const GAUGE_NO_DATA_LOG = 'No data returned';

const FIELDS = ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const;

/** A 404 ApiError, told by shape so the client module stays out of the page's first load. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** "No data": no answer, or an answer without any of the gauge's figures. */
function isEmpty(response: PriceComparisonResponse | null | undefined): boolean {
  return !response || FIELDS.every((f) => response[f] == null);
}

/**
 * The price comparison panel (SPEC.md §2, §3, §4 "Price gauge", §5, §8, §9):
 * hydrated when visible (client:visible), it asks the platform API for the
 * car's autogauge once, shows a skeleton meanwhile, then the gauge whose fill
 * grows over 2500 ms (CSS) in the core's colour band with the core's
 * description. It renders nothing when the call fails (logs 'Failed to fetch
 * auto gauge data'), when no data comes back (an empty answer or a 404; logs
 * 'No data returned') or when
 * the core rejects the figures (low confidence, missing fields, market maximum
 * below the listing price).
 */
export default function PriceGauge({ carSlug, apiBaseUrl, site, currency, loadApi }: PriceGaugeProps) {
  const load = useMemo(() => loadApi ?? lazyApi(apiBaseUrl, site), [loadApi, apiBaseUrl, site]);
  const [request, setRequest] = useState<GaugeRequest>({ status: 'loading' });
  const id = useId();

  useEffect(() => {
    let live = true;
    load()
      .then(({ client, api }) => client.call(api.autogauge, { params: { slug: carSlug }, query: {} }))
      .then(
        (response) => {
          if (isEmpty(response)) console.warn(GAUGE_NO_DATA_LOG);
          if (live) setRequest({ status: 'data', response });
        },
        (error: unknown) => {
          // The platform answers 404 'No data returned' for a car it has no comparison for.
          if (isNotFound(error)) console.warn(GAUGE_NO_DATA_LOG);
          else console.error(GAUGE_FAILURE_LOG, error);
          if (live) setRequest({ status: 'error' });
        },
      );
    return () => {
      live = false;
    };
  }, [load, carSlug]);

  const view = priceGaugeView(request);
  if (view === null) return null;
  const heading = (
    <h2 id={`${id}-title`} className="calc-card__title">
      Price Comparison
    </h2>
  );
  if (view.kind === 'skeleton') {
    return (
      <section className="calc-card price-gauge" aria-labelledby={`${id}-title`} aria-busy="true">
        {heading}
        <p className="visually-hidden">Loading the price comparison...</p>
        <div className="price-gauge__skeleton" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      </section>
    );
  }
  const { gauge } = view;
  const money = (n: number) => formatCurrency(n, currency);
  const percent = Math.round(gauge.fill * 100);
  return (
    <section className="calc-card price-gauge" aria-labelledby={`${id}-title`}>
      {heading}
      <p className={`price-gauge__description price-gauge--${gauge.band}`}>{gauge.description}</p>
      <div
        className="price-gauge__track"
        role="meter"
        aria-label="This price compared with the market"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${gauge.description}: ${percent}%`}
      >
        <div
          className={`price-gauge__fill price-gauge__fill--${gauge.band}`}
          style={{ '--fill': `${percent}%` } as CSSProperties}
          data-band={gauge.band}
        />
      </div>
      <dl className="price-gauge__figures">
        <div>
          <dt>This car</dt>
          <dd>{money(gauge.listing_price)}</dd>
        </div>
        <div>
          <dt>Market range</dt>
          <dd>
            {money(gauge.market_range_min)} to {money(gauge.market_range_max)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
