/**
 * The island of /trade-in, /sell-my-car and /cars/trade-in?car_id=: the
 * sign-in gate (trade_in / sell_my_car gated only when the site says so), the
 * multi-step valuation where the site offers online estimates, and the
 * trade-in / sell-my-car lead form. On /cars/trade-in the car being bought
 * (car_id in the query) is attached to the leads; its title comes from the
 * "enquire car" storage the vehicle page fills, when it is the same car.
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { carIdParam, storedEnquireCar } from '../leads/enquire-car.ts';
import type { LeadFormSettings } from '../leads/settings.ts';
import { userDetails } from '../auth/user.ts';
import { useHydrated, useLocationSearch } from '../auth/client-state.ts';
import { GatePending, useGate, type GateSettings } from '../auth/useGate.tsx';
import { MultiStepValuation, type ValuationCar } from './MultiStepValuation.tsx';
import { TradeInLeadForm } from './TradeInLeadForm.tsx';

export interface TradeInIslandProps {
  kind: 'trade-in' | 'sell-my-car';
  settings: LeadFormSettings;
  gating: GateSettings;
  /** Show the multi-step valuation (features.autograb_trade_in). */
  valuation: boolean;
  sendValuationToMiscellaneous: boolean;
  timeZone: string;
  /** Read car_id from the query (/cars/trade-in). */
  carFromQuery?: boolean;
}

export default function TradeInIsland(props: TradeInIslandProps) {
  const decision = useGate(props.kind, props.gating);
  const user = useStore(userDetails);
  // The stored user is only known after hydration: the forms remount then with the prefill.
  const mounted = useHydrated();
  const search = useLocationSearch();
  const car = useMemo((): ValuationCar | null => {
    if (!props.carFromQuery || search === null) return null;
    const id = carIdParam(search);
    if (id === null) return null;
    const stored = storedEnquireCar(id);
    return { id, dealership_id: stored?.dealership_id, title: stored?.title };
  }, [props.carFromQuery, search]);
  if (decision.kind !== 'allow') return <GatePending decision={decision} />;
  const prefill =
    mounted && user ? { name: user.name, phone: user.phone, ...(user.email ? { email: user.email } : {}) } : undefined;
  return (
    <div className="trade-in">
      {car && (
        <p className="trade-in__car">
          Trading in towards {car.title ? <strong>{car.title}</strong> : `car ${car.id}`}.
        </p>
      )}
      {props.valuation && (
        <section aria-labelledby="valuation-heading">
          <h2 id="valuation-heading">Get an online valuation</h2>
          <MultiStepValuation
            settings={props.settings}
            sendValuationToMiscellaneous={props.sendValuationToMiscellaneous}
            timeZone={props.timeZone}
            car={car}
          />
        </section>
      )}
      <section aria-labelledby="trade-in-form-heading">
        <h2 id="trade-in-form-heading">
          {props.kind === 'sell-my-car'
            ? 'Tell us about your car'
            : props.valuation
              ? 'Rather talk to us? Send your details'
              : 'Request a trade-in valuation'}
        </h2>
        <TradeInLeadForm
          key={prefill ? 'prefilled' : 'blank'}
          kind={props.kind}
          settings={props.settings}
          car={car ? { id: car.id, dealership_id: car.dealership_id } : null}
          {...(prefill ? { initialValues: prefill } : {})}
        />
      </section>
    </div>
  );
}
