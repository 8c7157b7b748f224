import { useId } from 'react';
import type { QuickPick } from '~/core/inputs.ts';

/**
 * The Show Me search form (SPEC.md §2): make, model and maximum price
 * selects and the 'Show Me {count} Cars' button, a link to the results. The
 * caller animates `label`; `announce` is the settled count for screen
 * readers (a polite live region, so the animation is not read out). When
 * nothing matches (`disabled`) the button is a disabled button, not a link
 * to an empty search.
 */
export function ShowMeForm({
  makes,
  models,
  prices,
  make,
  model,
  maxPrice,
  onChange,
  href,
  label,
  disabled = false,
  announce,
}: {
  makes: readonly string[];
  models: readonly string[];
  prices: readonly QuickPick[];
  make: string | undefined;
  model: string | undefined;
  maxPrice: number | undefined;
  onChange: (next: { make?: string | undefined; model?: string | undefined; maxPrice?: number | undefined }) => void;
  href: string;
  label: string;
  /** Nothing matches the choice. */
  disabled?: boolean | undefined;
  announce: string;
}) {
  const id = useId();
  return (
    <form
      className="show-me"
      aria-label="Quick search"
      onSubmit={(e) => {
        e.preventDefault();
        if (!disabled) window.location.assign(href);
      }}
    >
      <div className="show-me__field">
        <label htmlFor={`${id}-make`}>Make</label>
        <select
          id={`${id}-make`}
          value={make ?? ''}
          onChange={(e) => onChange({ make: e.currentTarget.value || undefined, model: undefined, maxPrice })}
        >
          <option value="">All makes</option>
          {makes.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <div className="show-me__field">
        <label htmlFor={`${id}-model`}>Model</label>
        <select
          id={`${id}-model`}
          value={model ?? ''}
          disabled={make === undefined}
          onChange={(e) => onChange({ make, model: e.currentTarget.value || undefined, maxPrice })}
        >
          <option value="">All models</option>
          {models.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <div className="show-me__field">
        <label htmlFor={`${id}-price`}>Max price</label>
        <select
          id={`${id}-price`}
          value={maxPrice ?? ''}
          onChange={(e) =>
            onChange({
              make,
              model,
              maxPrice: e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value),
            })
          }
        >
          <option value="">Any price</option>
          {prices.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      {disabled ? (
        <button type="button" className="btn btn--accent show-me__button" disabled>
          {label}
        </button>
      ) : (
        <a className="btn btn--accent show-me__button" href={href}>
          {label}
        </a>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </form>
  );
}
