/**
 * The finance pages' island: /finance and /finance-enquiry (finance
 * enquiry), /personalised/finance?car_id= (for that car) and
 * /apply-for-finance (query preferredDealership, vehiclePriceBudget, car_id,
 * car_type, vin read into the form; id 'finance-form'). The car of car_id is
 * the one the vehicle page stored, else it is looked up in the site's
 * published search index (a search card's Get Finance): the page names it
 * with its price, and the budget starts at that price.
 */
import { useEffect, useState } from 'react';
import { formatCurrency } from '../../core/money.ts';
import type { CurrencyCode } from '../../core/types.ts';
import { carIdParam, storedEnquireCar, type EnquireCar } from './enquire-car.ts';
import type { LeadFormSettings } from './settings.ts';
import type { FormDealership } from './EnquiryForm.tsx';
import { FinanceEnquiryForm } from './FinanceEnquiryForm.tsx';
import { indexedCar } from './indexed-car.ts';
import { useQuery } from './useQuery.ts';

export interface FinanceIslandProps {
  settings: LeadFormSettings;
  mode: 'enquiry' | 'apply' | 'personalised';
  dealerships: FormDealership[];
  /** The tenant's currency (the car's price). */
  currency?: CurrencyCode | undefined;
  /** Injected for tests: the index lookup of a car no vehicle page stored. */
  lookUp?: ((id: number) => Promise<EnquireCar | null>) | undefined;
}

type Looked = { id: number; car: EnquireCar | null };

export default function FinanceIsland({ settings, mode, dealerships, currency = 'AUD', lookUp }: FinanceIslandProps) {
  const query = useQuery();
  const carId = query ? carIdParam(query.toString()) : null;
  const stored = carId === null ? null : storedEnquireCar(carId);
  const [looked, setLooked] = useState<Looked | null>(null);
  const hasStored = stored !== null;
  useEffect(() => {
    if (carId === null || hasStored) return;
    let live = true;
    void (lookUp ?? indexedCar)(carId).then((car) => {
      if (live) setLooked({ id: carId, car });
    });
    return () => {
      live = false;
    };
  }, [carId, hasStored, lookUp]);
  const found = stored ?? (looked?.id === carId ? looked.car : null);
  const car = carId === null ? null : (found ?? { id: carId });
  const text = (name: string) => query?.get(name)?.trim() || undefined;
  const price = found?.price != null && found.price > 0 ? found.price : null;
  const budget = text('vehiclePriceBudget')?.replace(/[^\d.]/g, '') ?? (price === null ? undefined : String(price));
  return (
    <>
      {found && (
        <p className="lead-form__car">
          Finance for the <strong>{found.title}</strong>
          {price !== null && <> ({formatCurrency(price, currency)})</>}
        </p>
      )}
      <FinanceEnquiryForm
        // Remounted when the car is found, so the budget starts at its price.
        key={`${query ? query.toString() : 'initial'}|${found ? found.id : ''}`}
        settings={settings}
        car={car}
        kind={mode === 'apply' ? 'apply-for-finance' : 'finance-enquiry'}
        dealerships={dealerships}
        prefill={
          mode === 'apply'
            ? {
                preferredDealership: text('preferredDealership'),
                vehiclePriceBudget: budget,
                car_type: text('car_type') ?? found?.car_type,
                vin: text('vin'),
              }
            : {}
        }
      />
    </>
  );
}
