import { useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { DELIVERY_ESTIMATE_FAILURE_MESSAGE, validateDeliveryPostcode } from '~/core/inputs.ts';
import { formatCurrency } from '~/core/money.ts';
import type { CurrencyCode } from '~/core/types.ts';
import { lazyApi, type ApiLoader } from './api.ts';

export interface DeliveryCalculatorProps {
  carSlug: string;
  /** The platform API origin (src/site.ts apiBaseUrl). */
  apiBaseUrl: string;
  /** The tenant slug. */
  site: string;
  currency: CurrencyCode;
  /** Test seam: a fake client. */
  loadApi?: ApiLoader;
}

/** SPEC.md §4 "Delivery calculator: idle, loading, result, error". */
type DeliveryState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'result'; text: string }
  | { status: 'error'; message: string };

/**
 * Delivery price by postcode (SPEC.md §2, §4, §5, §8): an empty postcode says
 * 'Please enter a postcode.' without calling; otherwise the API's region and
 * price show as '{region}: {price}'. Any failure (no estimate for the
 * postcode, network, bad answer) shows the spec's "Sorry, we can't provide an
 * estimate..." text. Only the latest request's answer is shown.
 */
export default function DeliveryCalculator({ carSlug, apiBaseUrl, site, currency, loadApi }: DeliveryCalculatorProps) {
  const load = useMemo(() => loadApi ?? lazyApi(apiBaseUrl, site), [loadApi, apiBaseUrl, site]);
  const [postcode, setPostcode] = useState('');
  const [state, setState] = useState<DeliveryState>({ status: 'idle' });
  const latest = useRef(0);
  const id = useId();

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const request = ++latest.current;
    const invalid = validateDeliveryPostcode(postcode);
    if (invalid) {
      setState({ status: 'error', message: invalid });
      return;
    }
    setState({ status: 'loading' });
    let next: DeliveryState;
    try {
      const { client, api } = await load();
      const estimate = await client.call(api.deliveryPrice, {
        params: { slug: carSlug },
        query: { postcode: postcode.trim() },
      });
      next = { status: 'result', text: `${estimate.name}: ${formatCurrency(estimate.price, currency)}` };
    } catch {
      next = { status: 'error', message: DELIVERY_ESTIMATE_FAILURE_MESSAGE };
    }
    if (request === latest.current) setState(next);
  }

  const invalidPostcode = state.status === 'error' && state.message !== DELIVERY_ESTIMATE_FAILURE_MESSAGE;
  return (
    <form className="delivery-calc" noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-postcode`}>Postcode</label>
      <div className="delivery-calc__row">
        <input
          id={`${id}-postcode`}
          name="postcode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          value={postcode}
          aria-invalid={invalidPostcode}
          aria-describedby={`${id}-status`}
          onChange={(e) => setPostcode(e.currentTarget.value)}
        />
        <button type="submit" className="btn btn--outline" disabled={state.status === 'loading'}>
          Get Estimate
        </button>
      </div>
      <div id={`${id}-status`} className="delivery-calc__status" role="status" aria-live="polite">
        {state.status === 'loading' && <p>Calculating delivery…</p>}
        {state.status === 'result' && <p className="delivery-calc__result">{state.text}</p>}
        {state.status === 'error' && <p className="form-error">{state.message}</p>}
      </div>
    </form>
  );
}
