/**
 * The reserve page (SPEC.md §2 /cars/{slug}/checkout, §4 Reserve): one static
 * page serves every car's checkout address (scripts/render/checkout-links.ts links it
 * to cars/{slug}/checkout.html), so the build renders no page per car. The
 * island reads the slug from the address, asks the platform API for the car
 * (live: a car reserved or sold since the build is refused before the shopper
 * types), then shows the car, the reserve fee and the reservation form.
 */
import { useEffect, useMemo, useState } from 'react';
import { ApiError, createApiClient, type ApiClient } from '../../api/client.ts';
import { api, type ResponseOf } from '../../api/contract.ts';
import { imageUrl } from '../../core/images.ts';
import { formatCurrency } from '../../core/money.ts';
import type { CurrencyCode } from '../../core/types.ts';
import { checkoutSlug } from '../../core/vehicle/checkout.ts';
import type { LeadFormSettings } from '../leads/settings.ts';
import type { GateSettings } from '../auth/useGate.tsx';
import ReserveCheckout from './ReserveCheckout.tsx';
import './checkout-summary.css';
import {
  NOT_RESERVABLE_MESSAGE,
  RESERVE_CAR_MISSING_MESSAGE,
  RESERVE_LOAD_FAILED_MESSAGE,
  reserveFeeText,
} from './labels.ts';

type CheckoutCar = ResponseOf<typeof api.carCheckout>;

type Lookup =
  { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'found'; car: CheckoutCar };

export interface ReservePageProps {
  settings: LeadFormSettings;
  gating: GateSettings;
  fee: number;
  currency: CurrencyCode;
  /** Where a shopper without a car goes (the all-stock search). */
  searchPath: string;
  client?: ApiClient | undefined;
  /** Injected for tests; default the page's own address. */
  location?: { pathname: string; search: string } | undefined;
}

export default function ReservePage(props: ReservePageProps) {
  const { settings, currency, fee } = props;
  const client = useMemo(
    () => props.client ?? createApiClient({ baseUrl: settings.apiBaseUrl, site: settings.site }),
    [props.client, settings.apiBaseUrl, settings.site],
  );
  const [lookup, setLookup] = useState<Lookup>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const where = props.location ?? window.location;
    const slug = checkoutSlug(where.pathname, where.search);
    let live = true;
    const lookedUp: Promise<Lookup> = slug
      ? client.call(api.carCheckout, { params: { slug }, query: {} }).then((car) => ({ status: 'found', car }))
      : Promise.resolve({ status: 'missing' });
    lookedUp.then(
      (next) => {
        if (live) setLookup(next);
      },
      (error: unknown) => {
        const notFound = error instanceof ApiError && error.status === 404;
        if (live) setLookup({ status: notFound ? 'missing' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [client, props.location, attempt]);

  if (lookup.status === 'loading') {
    return (
      <p className="reserve-page__status" role="status">
        Loading the car…
      </p>
    );
  }
  if (lookup.status === 'missing') {
    return (
      <div className="reserve-page__status">
        <p>{RESERVE_CAR_MISSING_MESSAGE}</p>
        <a className="btn btn--accent" href={props.searchPath}>
          Browse our stock
        </a>
      </div>
    );
  }
  if (lookup.status === 'failed') {
    return (
      <div className="reserve-page__status" role="alert">
        <p>{RESERVE_LOAD_FAILED_MESSAGE}</p>
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => {
            setLookup({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </button>
      </div>
    );
  }
  const { car } = lookup;
  const carLink = `/cars/${car.slug}`;
  return (
    <>
      <div className="checkout-summary">
        <img
          src={car.image ? imageUrl(car.image, { width: 480 }) : '/sample-images/coming-soon.svg'}
          alt={car.image ? car.title : 'Photos coming soon'}
          width={480}
          height={320}
        />
        <div>
          <h2>
            <a href={carLink}>{car.title}</a>
          </h2>
          <p className="price">
            <span className="price__amount">{formatCurrency(car.price, currency)}</span>
          </p>
        </div>
      </div>
      {car.reservable ? (
        <>
          <p className="reserve-fee">
            <strong>{reserveFeeText(fee, currency)}</strong>
          </p>
          <p>We hold the car for you while our team contacts you to finalise the purchase.</p>
          <ReserveCheckout
            settings={settings}
            gating={props.gating}
            car={{ id: car.id, slug: car.slug, title: car.title, dealership_id: car.dealership_id }}
            fee={fee}
            client={client}
          />
        </>
      ) : (
        <div className="reserve-page__status" role="alert">
          <p>{NOT_RESERVABLE_MESSAGE}</p>
          <a className="btn btn--outline" href={carLink}>
            Back to the car
          </a>
        </div>
      )}
    </>
  );
}
