import FinanceCalculator, { type FinanceCalculatorProps } from '../finance/FinanceCalculator.tsx';
import DeliveryCalculator, { type DeliveryCalculatorProps } from './DeliveryCalculator.tsx';
import FuelCalculator, { type FuelCalculatorProps } from './FuelCalculator.tsx';
import PriceGauge, { type PriceGaugeProps } from './PriceGauge.tsx';
import { packedIsland } from '~/components/islands/packed-props.tsx';

/** Props of the island; a panel the page does not show is null. */
export interface VehicleToolsProps {
  /** Only on tenants with `delivery_calculator`. */
  delivery: Omit<DeliveryCalculatorProps, 'loadApi'> | null;
  fuel: FuelCalculatorProps | null;
  gauge: Omit<PriceGaugeProps, 'loadApi'> | null;
  finance: FinanceCalculatorProps | null;
}

/**
 * The delivery calculator, fuel calculator, price comparison panel and
 * finance calculator below the vehicle details (SPEC.md §2) as ONE island:
 * they sit together on the page, one chunk costs fewer bytes than four, and
 * each island costs the build its own props, hash and hydration script on
 * every page (docs/decisions.md). Hydrated when scrolled into view; the first
 * render, headings and the #finance-calculator anchor are in the HTML.
 */
export default function VehicleTools({ delivery, fuel, gauge, finance }: VehicleToolsProps) {
  return (
    <>
      {delivery && (
        <section className="calc-card" aria-labelledby="delivery-calculator-title">
          <h2 id="delivery-calculator-title" className="calc-card__title">
            Delivery Calculator
          </h2>
          <p>Enter your postcode for a delivery estimate.</p>
          <DeliveryCalculator {...delivery} />
        </section>
      )}
      {fuel && (
        <section className="calc-card" aria-labelledby="fuel-calculator-title">
          <h2 id="fuel-calculator-title" className="calc-card__title">
            Fuel Calculator
          </h2>
          <FuelCalculator {...fuel} />
        </section>
      )}
      {gauge && <PriceGauge {...gauge} />}
      {finance && (
        <section
          id="finance-calculator"
          className="calc-card calc-card--wide"
          aria-labelledby="finance-calculator-title"
        >
          <h2 id="finance-calculator-title" className="calc-card__title">
            Finance Calculator
          </h2>
          <FinanceCalculator {...finance} />
        </section>
      )}
    </>
  );
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const VehicleToolsIsland = packedIsland(VehicleTools);
