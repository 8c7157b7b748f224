import { useId, useState, type FormEvent } from 'react';
import { POSTCODE_MAX_LENGTH, sanitizePostcodeInput, validatePostcode } from '~/core/inputs.ts';
import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM } from '~/core/search/options.ts';

/**
 * Postcode and distance (SPEC.md §2 "postcode input", §5 "Postcode field:
 * exactly 4 digits, max length 4, no thousands separator", §9 radius options
 * 25 to 1000 km, default 50): the shopper types a postcode, picks a radius
 * and searches; the radius can be changed afterwards, Clear removes the
 * filter. The error (format, or 'Invalid postcode' for an unknown one) is
 * tied to the field with aria-describedby.
 */
export function PostcodeRadius({
  postcode,
  radiusKm,
  active,
  busy = false,
  error,
  onSearch,
  onRadiusChange,
  onClear,
}: {
  /** The applied postcode ('' when none). */
  postcode: string;
  radiusKm: number;
  /** Whether a distance filter is applied. */
  active: boolean;
  busy?: boolean;
  /** A message from the caller (e.g. 'Invalid postcode' after geocoding). */
  error?: string | null | undefined;
  onSearch: (postcode: string, radiusKm: number) => void;
  onRadiusChange: (radiusKm: number) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(postcode);
  const [radius, setRadius] = useState(radiusKm);
  const [formatError, setFormatError] = useState<string | null>(null);
  // Follow the applied filter when it changes from outside (back button, Clear Filters, a shared URL).
  const key = `${postcode}|${radiusKm}`;
  const [shown, setShown] = useState(key);
  if (shown !== key) {
    setShown(key);
    setText(postcode);
    setRadius(radiusKm);
  }
  const message = formatError ?? error ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePostcode(text);
    setFormatError(invalid);
    if (invalid === null) onSearch(text.trim(), radius);
  };
  return (
    <form className="facet postcode-radius" onSubmit={submit} aria-labelledby={`${id}-legend`} noValidate>
      <p className="facet__legend" id={`${id}-legend`}>
        Distance
      </p>
      <div className="postcode-radius__row">
        <label>
          <span>Postcode</span>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={POSTCODE_MAX_LENGTH}
            value={text}
            aria-invalid={message !== null || undefined}
            aria-describedby={message !== null ? `${id}-error` : undefined}
            onChange={(e) => {
              setText(sanitizePostcodeInput(e.currentTarget.value));
              setFormatError(null);
            }}
          />
        </label>
        <label>
          <span>Within</span>
          <select
            value={radius}
            onChange={(e) => {
              const next = Number(e.currentTarget.value);
              setRadius(next);
              if (active) onRadiusChange(next);
            }}
          >
            {RADIUS_OPTIONS_KM.map((km) => (
              <option key={km} value={km}>
                {km} km
              </option>
            ))}
          </select>
        </label>
      </div>
      {message !== null && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {message}
        </p>
      )}
      <div className="postcode-radius__actions">
        <button
          type="submit"
          className="btn btn--outline"
          aria-label="Search by distance"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          Search
        </button>
        {active && (
          <button
            type="button"
            className="btn btn--link"
            aria-label="Clear distance"
            onClick={() => {
              setText('');
              setRadius(DEFAULT_RADIUS_KM);
              setFormatError(null);
              onClear();
            }}
          >
            Clear
          </button>
        )}
      </div>
    </form>
  );
}
