/**
 * The finance pages' island: /finance and /finance-enquiry (finance
 * enquiry), /personalised/finance?car_id= (for that car) and
 * /apply-for-finance (query preferredDealership, vehiclePriceBudget, car_id,
 * car_type, vin read into the form; id 'finance-form').
 */
import { carIdParam, storedEnquireCar } from './enquire-car.ts';
import type { LeadFormSettings } from './settings.ts';
import type { FormDealership } from './EnquiryForm.tsx';
import { FinanceEnquiryForm } from './FinanceEnquiryForm.tsx';
import { useQuery } from './useQuery.ts';

export interface FinanceIslandProps {
  settings: LeadFormSettings;
  mode: 'enquiry' | 'apply' | 'personalised';
  dealerships: FormDealership[];
}

export default function FinanceIsland({ settings, mode, dealerships }: FinanceIslandProps) {
  const query = useQuery();
  const carId = query ? carIdParam(query.toString()) : null;
  const car = carId === null ? null : (storedEnquireCar(carId) ?? { id: carId });
  const text = (name: string) => query?.get(name)?.trim() || undefined;
  return (
    <>
      {car && 'title' in car && <p className="lead-form__car">Finance for the {car.title}</p>}
      <FinanceEnquiryForm
        key={query ? query.toString() : 'initial'}
        settings={settings}
        car={car}
        kind={mode === 'apply' ? 'apply-for-finance' : 'finance-enquiry'}
        dealerships={dealerships}
        prefill={
          mode === 'apply'
            ? {
                preferredDealership: text('preferredDealership'),
                vehiclePriceBudget: text('vehiclePriceBudget')?.replace(/[^\d.]/g, ''),
                car_type: text('car_type'),
                vin: text('vin'),
              }
            : {}
        }
      />
    </>
  );
}
