import FinanceCalculator, { type FinanceCalculatorProps } from '../finance/FinanceCalculator.tsx';
import FuelCalculator, { type FuelCalculatorProps } from './FuelCalculator.tsx';
import PriceGauge, { type PriceGaugeProps } from './PriceGauge.tsx';

/** Props of the island; a panel the page does not show is null. */
export interface VehicleToolsProps {
  fuel: FuelCalculatorProps | null;
  gauge: Omit<PriceGaugeProps, 'loadApi'> | null;
  finance: FinanceCalculatorProps | null;
}

/**
 * The fuel calculator, price comparison panel and finance calculator below
 * the vehicle details (SPEC.md §2) as ONE island: they sit together on the
 * page, and one chunk costs fewer bytes than three (docs/decisions.md). The
 * delivery calculator is its own island so tenants without it do not load
 * it. Hydrated when scrolled into view; the first render, headings and the
 * #finance-calculator anchor are in the HTML.
 */
export default function VehicleTools({ fuel, gauge, finance }: VehicleToolsProps) {
  return (
    <>
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
