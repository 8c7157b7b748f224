import { priceLabel } from '../../core/vehicle/price-label.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatKms } from '../../core/format.ts';
import { imageUrl } from '../../core/images.ts';
import { bodyTypeLabel } from '../../core/search/routing.ts';
import type { CurrencyCode } from '../../core/types.ts';
import { priceDisplay, wasPrice } from '../../core/vehicle/price.ts';
import { COMPARE_MAX, type CompareEntry } from '../compare/compare.ts';
import { $compare, clearCompare, removeCompare } from '../compare/store.ts';
import { useHydrated } from '../auth/client-state.ts';
import './garage.css';

export interface ComparePageProps {
  currency: CurrencyCode;
  /** site.pricing.no_price_text */
  noPriceText: string;
  /** Where to choose cars: the default search path. */
  searchPath: string;
}

const COMING_SOON_IMAGE = '/sample-images/coming-soon.svg';
const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** The rows of the table: label and the value of one car (null shows '–'). */
function rows(props: ComparePageProps): Array<[string, (c: CompareEntry) => string | number | null]> {
  const options = { currency: props.currency, noPriceText: props.noPriceText };
  return [
    [
      'Price',
      (c) => {
        const display = priceDisplay(c, options);
        const was = wasPrice(c, display, options);
        const type = display.kind === 'price' || display.kind === 'offer' ? priceLabel(c.price_type) : null;
        return [display.text, type, was ? `(was ${was.text})` : null].filter(Boolean).join(' ');
      },
    ],
    ['Condition', (c) => capitalise(c.car_type)],
    ['Year', (c) => c.year],
    ['Make', (c) => c.make],
    ['Model', (c) => c.model],
    ['Badge', (c) => c.badge],
    ['Series', (c) => c.series],
    ['Kilometres', (c) => formatKms(c.km)],
    ['Transmission', (c) => c.simple_transmission],
    ['Fuel', (c) => c.simple_fuel],
    ['Body', (c) => (c.simple_body ? bodyTypeLabel(c.simple_body) : null)],
    ['Drive', (c) => c.simple_drive],
    ['Colour', (c) => c.colour],
    ['Seats', (c) => c.seats],
    ['Doors', (c) => c.doors],
    ['Location', (c) => c.location_name],
  ];
}

/**
 * Whether the table is wider than its box (a phone with two or three cars): then a hint says
 * that more cars follow. Measured again when the box resizes or the list changes.
 */
function useOverflow(el: HTMLDivElement | null, cars: number): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    measure();
    // Without ResizeObserver (old browsers, jsdom) the window's resize is enough.
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, cars]);
  return overflows;
}

/**
 * /compare: the cars on the browser's compare list side by side, from the
 * stored entries alone (no request). Prices follow the core price rules.
 */
export default function ComparePage(props: ComparePageProps) {
  const hydrated = useHydrated();
  const list = useStore($compare);
  // A callback ref: the box exists only once the stored list has been read.
  const [wrap, setWrap] = useState<HTMLDivElement | null>(null);
  const overflows = useOverflow(wrap, list.length);
  if (!hydrated) return <p role="status">Loading…</p>;
  if (list.length === 0) {
    return (
      <div className="garage-page">
        <p>
          No cars to compare yet. Choose Compare on up to {COMPARE_MAX} cars in the search results to see them side by
          side.
        </p>
        <p>
          <a className="btn btn--accent" href={props.searchPath}>
            Browse cars
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="garage-page">
      <p>
        Comparing {list.length} of up to {COMPARE_MAX} cars.{' '}
        <button type="button" className="icon-button" onClick={() => clearCompare()}>
          Clear all
        </button>
      </p>
      {overflows && (
        <p className="compare-hint" id="compare-hint">
          Scroll sideways to see all {list.length} cars <span aria-hidden="true">→</span>
        </p>
      )}
      <div
        ref={setWrap}
        className="compare-table-wrap"
        tabIndex={0}
        role="region"
        aria-label="Compared cars"
        aria-describedby={overflows ? 'compare-hint' : undefined}
      >
        <table className="compare-table" data-cars={list.length}>
          <caption className="visually-hidden">The compared cars side by side</caption>
          <thead>
            <tr>
              <td />
              {list.map((c) => (
                <th key={c.id} scope="col">
                  <img
                    src={imageUrl(c.primary_image_url ?? COMING_SOON_IMAGE, { width: 400 })}
                    width={400}
                    height={300}
                    alt=""
                  />
                  <a href={`/cars/${c.slug}`}>
                    {c.name}
                    {[c.badge, c.series].some(Boolean) && ` ${[c.badge, c.series].filter(Boolean).join(' ')}`}
                  </a>
                  <br />
                  <button type="button" className="icon-button" onClick={() => removeCompare(c.id)}>
                    Remove <span className="visually-hidden">{c.name} from compare</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows(props).map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {list.map((c) => (
                  <td key={c.id}>{value(c) ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
