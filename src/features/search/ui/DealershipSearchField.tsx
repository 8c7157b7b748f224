import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  dealershipFieldError,
  dealershipsNear,
  formatDistanceKm,
  matchDealerships,
  PLACES_DEBOUNCE_MS,
  PLACES_MIN_CHARS,
  type DealershipOption,
} from '~/core/search/dealership-search.ts';
import type { PlaceSuggestion } from '../services.ts';

type Option =
  | { kind: 'location'; location: DealershipOption; distance?: number | undefined }
  | { kind: 'place'; place: PlaceSuggestion };

/**
 * The dealership search field (SPEC.md §2, §4, §5): one text field taking a
 * postcode, a city or a dealership name, as an ARIA 1.2 combobox with a
 * listbox popup. Typing lists the matching dealerships and, after 300 ms,
 * the places the maps service suggests; choosing a dealership selects it
 * (`onSelect`, the caller fills its location fields); choosing a place lists
 * the up to 5 dealerships within 250 km of it; Clear resets everything.
 * When `required` and nothing is chosen, leaving the field (or `showError`)
 * shows 'Please select a dealership location.'. Reusable by forms: `name`
 * adds a hidden input carrying the chosen location's slug.
 */
export function DealershipSearchField({
  label = 'Find a dealership',
  locations,
  value,
  onSelect,
  suggestPlaces,
  required = false,
  showError = false,
  name,
  placeholder = 'Postcode, city or dealership name',
}: {
  label?: string;
  locations: readonly DealershipOption[];
  /** The chosen location's slug, null when none. */
  value: string | null;
  onSelect: (location: DealershipOption | null) => void;
  /** Place suggestions (platform API); without it only dealerships are matched. */
  suggestPlaces?: ((text: string, signal: AbortSignal) => Promise<PlaceSuggestion[]>) | undefined;
  required?: boolean;
  /** Show the required message now (e.g. after a submit attempt). */
  showError?: boolean;
  name?: string | undefined;
  placeholder?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const chosen = locations.find((l) => l.slug === value) ?? null;
  const [text, setText] = useState(chosen?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Place suggestions with the text they answer (a stale answer is never shown).
  const [found, setFound] = useState<{ text: string; places: PlaceSuggestion[] }>({ text: '', places: [] });
  const [place, setPlace] = useState<PlaceSuggestion | null>(null);
  const [touched, setTouched] = useState(false);
  const [shown, setShown] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  // Follow the selection when it changes from outside (back button, Clear Filters, a chip).
  if (shown !== value) {
    setShown(value);
    setText(chosen?.name ?? '');
    setPlace(null);
  }

  // Place suggestions, 300 ms after the last keystroke; a newer text cancels the older call.
  const wanted = suggestPlaces && place === null && text !== chosen?.name ? text.trim() : '';
  const places = wanted.length >= PLACES_MIN_CHARS && found.text === wanted ? found.places : [];
  useEffect(() => {
    if (!suggestPlaces || wanted.length < PLACES_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestPlaces(wanted, controller.signal)
        .then((list) => setFound({ text: wanted, places: list.slice(0, 5) }))
        .catch((failure: unknown) => {
          if (!controller.signal.aborted) console.error('Failed to fetch place suggestions', failure);
        });
    }, PLACES_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, suggestPlaces]);

  const options: Option[] = place
    ? dealershipsNear(locations, place).map((n) => ({ kind: 'location', location: n.location, distance: n.distanceKm }))
    : [
        ...(text === chosen?.name ? locations : matchDealerships(locations, text)).map((location): Option => ({
          kind: 'location',
          location,
        })),
        ...places.map((p): Option => ({ kind: 'place', place: p })),
      ];
  const firstPlace = options.findIndex((o) => o.kind === 'place');

  const choose = (option: Option) => {
    setActive(-1);
    if (option.kind === 'place') {
      setPlace(option.place);
      setText(option.place.label);
      setOpen(true);
      return;
    }
    setPlace(null);
    setOpen(false);
    setText(option.location.name);
    setShown(option.location.slug);
    onSelect(option.location);
  };

  const clear = () => {
    setText('');
    setPlace(null);
    setOpen(false);
    setActive(-1);
    setShown(null);
    if (value !== null) onSelect(null);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (!open || i >= last ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (i <= 0 ? last : i - 1));
        break;
      case 'Enter': {
        const option = open && active >= 0 ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (open) setOpen(false);
        else clear();
        break;
      default:
        break;
    }
  };

  const error = touched || showError ? dealershipFieldError(required, value) : null;
  const status = place
    ? options.length === 0
      ? `No dealerships within 250 km of ${place.label}`
      : `${options.length} dealerships near ${place.label}`
    : null;

  return (
    <div className="dealership-search">
      <label htmlFor={`${id}-input`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="dealership-search__field">
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open && (options.length > 0 || status !== null)}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-required={required || undefined}
          aria-invalid={error !== null || undefined}
          aria-describedby={error !== null ? `${id}-error` : undefined}
          placeholder={placeholder}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPlace(null);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setTouched(true);
          }}
          onKeyDown={onKeyDown}
        />
        {(text !== '' || value !== null) && (
          <button
            type="button"
            className="btn btn--link dealership-search__clear"
            aria-label={`Clear ${label}`}
            onClick={clear}
          >
            Clear
          </button>
        )}
      </div>
      {name !== undefined && <input type="hidden" name={name} value={value ?? ''} />}
      <p className="visually-hidden" aria-live="polite">
        {open ? status : null}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={place ? `Dealerships near ${place.label}` : label}
        className="dealership-search__list"
        hidden={!open || options.length === 0}
      >
        {open &&
          options.map((option, i) => (
            <li
              key={option.kind === 'place' ? `place-${option.place.id}` : `loc-${option.location.slug}`}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={`${i === active ? 'is-active' : ''}${i === firstPlace ? ' is-first-place' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.kind === 'place' ? (
                <>
                  {option.place.label}
                  <span className="dealership-search__kind"> (place)</span>
                </>
              ) : (
                <>
                  {option.location.name}
                  {option.location.address?.city ? (
                    <span className="dealership-search__kind">, {option.location.address.city}</span>
                  ) : null}
                  {option.distance !== undefined && (
                    <span className="dealership-search__kind"> ({formatDistanceKm(option.distance)})</span>
                  )}
                </>
              )}
            </li>
          ))}
      </ul>
      {error !== null && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
