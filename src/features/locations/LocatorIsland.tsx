// The dealer locator (/dealerships): the dealership search field, the cards
// (always; the map's accessible alternative) and the map index when there are
// fewer than 10 locations (core showMapIndex). Choosing a place (a suggestion,
// or a postcode geocoded on Enter) lists the up to 5 locations within 250 km,
// nearest first, with their distance, and the map follows; a dealership
// shows that one; Clear (or Escape on an empty list) resets everything.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useHydrated } from '../auth/client-state.ts';
import { packedIsland } from '../../components/islands/packed-props.tsx';
import { apiLocationServices, type PlaceSuggestion } from '../search/services.ts';
import { nearbyLocations, NEARBY_RADIUS_KM, type LatLng } from '../../core/locations.ts';
import {
  formatDistanceKm,
  matchDealerships,
  PLACES_DEBOUNCE_MS,
  PLACES_MIN_CHARS,
} from '../../core/search/dealership-search.ts';
import { useLiveNow } from './live-clock.ts';
import { LazyMap } from './MapIsland.tsx';
import { statusLine, todayLine } from './today.ts';
import type { LocatorCard, LocatorProps } from './props.server.ts';
import type { MapFocus } from './types.ts';
import './locator.css';

/** SPEC.md §5, §8: an unknown postcode. */
export const INVALID_POSTCODE = 'Invalid postcode';

type Chosen =
  | { kind: 'none' }
  | { kind: 'place'; label: string; point: LatLng }
  | { kind: 'dealership'; slug: string }
  | { kind: 'text'; text: string };

type Option = { kind: 'dealership'; card: LocatorCard } | { kind: 'place'; place: PlaceSuggestion };

const MAX_DEALERSHIP_OPTIONS = 5;

function LocationCardView({
  card,
  distance,
  now,
  timeZone,
}: {
  card: LocatorCard;
  distance: number | undefined;
  /** Null on the server and at hydration (live-clock.ts). */
  now: Date | null;
  timeZone: string;
}) {
  const titleId = `loc-${card.id}`;
  return (
    <article className="card location-card" aria-labelledby={titleId}>
      {card.image && <img src={card.image} alt="" width="400" height="300" loading="lazy" />}
      <div className="card__body">
        {card.badge && <span className="tag">{card.badge}</span>}
        <h2 id={titleId}>{card.name}</h2>
        {distance !== undefined && (
          <p className="location-card__distance">
            <strong>{formatDistanceKm(distance)}</strong> away
          </p>
        )}
        {card.addressLines.length > 0 && <address>{card.addressLines.join(', ')}</address>}
        {card.phone && (
          <p>
            <a href={card.phone.href}>{card.phone.display}</a>
          </p>
        )}
        {/* Empty in the HTML and at hydration; the browser's clock fills them (live-clock.ts). */}
        <p className="location-card__today">{now && todayLine(card, now, timeZone)}</p>
        <p className="location-card__status open-status">{now && statusLine(card.schedule, now, timeZone)}</p>
        {card.byAppointment && <p className="location-card__note">Site visits are by appointment only.</p>}
        <div className="actions">
          {card.detailsHref && (
            <a className="btn btn--accent" href={card.detailsHref}>
              View Location Details<span className="visually-hidden"> for {card.name}</span>
            </a>
          )}
          {card.directionsHref !== '' && (
            <a className="btn btn--outline" href={card.directionsHref} rel="noopener" target="_blank">
              Get Directions<span className="visually-hidden"> to {card.name} (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

export function Locator({ cards, map, api, country, timeZone }: LocatorProps) {
  const id = useId();
  const now = useLiveNow();
  const services = useMemo(() => apiLocationServices(api), [api]);
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<Chosen>({ kind: 'none' });
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<{ text: string; places: PlaceSuggestion[] }>({ text: '', places: [] });
  const input = useRef<HTMLInputElement>(null);
  // The cards as the core's location records (name, city, postcode, coordinates).
  const records = useMemo(
    () =>
      cards.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        address: { city: c.city, postcode: c.postcode, ...(c.mapped ? { lat: c.lat, long: c.lng } : {}) },
      })),
    [cards],
  );
  const cardOf = (record: { id: number }) => cards.find((c) => c.id === record.id)!;
  const matching = (q: string) => matchDealerships(records, q).map(cardOf);

  // Place suggestions 300 ms after the last keystroke (SPEC.md §5); a newer text cancels the older call.
  const wanted = chosen.kind === 'none' || chosen.kind === 'text' ? text.trim() : '';
  useEffect(() => {
    if (wanted.length < PLACES_MIN_CHARS || /^\d+$/.test(wanted)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      services
        .suggestPlaces(wanted, controller.signal)
        .then((places) => setFound({ text: wanted, places: places.slice(0, 5) }))
        .catch((failure: unknown) => {
          if (!controller.signal.aborted) console.error('Failed to fetch place suggestions', failure);
        });
    }, PLACES_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, services]);

  const options: Option[] =
    wanted === ''
      ? []
      : [
          ...matching(wanted)
            .slice(0, MAX_DEALERSHIP_OPTIONS)
            .map((card): Option => ({ kind: 'dealership', card })),
          ...(found.text === wanted ? found.places : []).map((place): Option => ({ kind: 'place', place })),
        ];
  const listOpen = open && options.length > 0;

  // What the list shows.
  let shown: Array<{ card: LocatorCard; distance?: number }>;
  let status: string;
  if (chosen.kind === 'place') {
    shown = nearbyLocations(records, chosen.point).map((n) => ({ card: cardOf(n.location), distance: n.distanceKm }));
    status =
      shown.length === 0
        ? `No locations within ${NEARBY_RADIUS_KM} km of ${chosen.label}.`
        : `${shown.length === 1 ? '1 location' : `${shown.length} locations`} within ${NEARBY_RADIUS_KM} km of ${chosen.label}, nearest first.`;
  } else if (chosen.kind === 'dealership') {
    shown = cards.filter((c) => c.slug === chosen.slug).map((card) => ({ card }));
    status = `Showing ${shown[0]?.card.name ?? 'the chosen location'}.`;
  } else if (chosen.kind === 'text') {
    shown = matching(chosen.text).map((card) => ({ card }));
    status =
      shown.length === 0
        ? `No locations match ${chosen.text}.`
        : `${shown.length === 1 ? '1 location matches' : `${shown.length} locations match`} ${chosen.text}.`;
  } else {
    shown = cards.map((card) => ({ card }));
    status = '';
  }

  const focus: MapFocus = {
    key: JSON.stringify(chosen),
    points: [
      ...(chosen.kind === 'place' ? [chosen.point] : []),
      ...shown.filter((s) => s.card.mapped).map((s) => ({ lat: s.card.lat, lng: s.card.lng })),
    ],
  };
  const allMapped = useMemo(() => cards.filter((c) => c.mapped), [cards]);

  const choose = (option: Option) => {
    setOpen(false);
    setActive(-1);
    setError(null);
    if (option.kind === 'place') {
      setText(option.place.label);
      setChosen({ kind: 'place', label: option.place.label, point: option.place });
    } else {
      setText(option.card.name);
      setChosen({ kind: 'dealership', slug: option.card.slug });
    }
  };

  const clear = () => {
    setText('');
    setChosen({ kind: 'none' });
    setError(null);
    setOpen(false);
    setActive(-1);
    setFound({ text: '', places: [] });
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setOpen(false);
    setError(null);
    if (q === '') {
      clear();
      return;
    }
    if (/^\d{4}$/.test(q)) {
      try {
        const point = await services.geocode(q, country);
        if (point === null) {
          setError(INVALID_POSTCODE);
          return;
        }
        setChosen({ kind: 'place', label: q, point });
      } catch (failure) {
        // SPEC.md §8: geocoding failure is logged, nothing is selected.
        console.error('Failed to geocode the postcode', failure);
      }
      return;
    }
    const firstPlace = found.text === q ? found.places[0] : undefined;
    if (matching(q).length === 0 && firstPlace) {
      choose({ kind: 'place', place: firstPlace });
      return;
    }
    setChosen({ kind: 'text', text: q });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (!listOpen || i >= last ? 0 : i + 1));
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? last : i - 1));
    } else if (event.key === 'Enter' && listOpen && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (listOpen) setOpen(false);
      else clear();
    }
  };

  return (
    <div className={`locator${map ? ' locator--with-map' : ''}`}>
      <form role="search" className="locator__search" onSubmit={(e) => void submit(e)} aria-label="Find a dealership">
        <div className="dealership-search">
          <label htmlFor={`${id}-q`}>Find a dealership</label>
          <div className="dealership-search__field">
            <input
              ref={input}
              id={`${id}-q`}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={listOpen}
              aria-controls={`${id}-list`}
              aria-activedescendant={listOpen && active >= 0 ? `${id}-opt-${active}` : undefined}
              aria-invalid={error !== null || undefined}
              aria-describedby={error !== null ? `${id}-error` : undefined}
              placeholder="Postcode, city or dealership name"
              disabled={!hydrated}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setChosen((c) => (c.kind === 'none' ? c : { kind: 'none' }));
                setError(null);
                setOpen(true);
                setActive(-1);
              }}
              onBlur={() => setOpen(false)}
              onKeyDown={onKeyDown}
            />
            <button type="submit" className="btn btn--accent" disabled={!hydrated}>
              Search
            </button>
            {(text !== '' || chosen.kind !== 'none') && (
              <button type="button" className="btn btn--outline" onClick={clear}>
                Clear
              </button>
            )}
          </div>
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label="Suggestions"
            className="dealership-search__list"
            hidden={!listOpen}
          >
            {listOpen &&
              options.map((option, i) => (
                <li
                  key={option.kind === 'place' ? `place-${option.place.id}` : `loc-${option.card.slug}`}
                  id={`${id}-opt-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={i === active ? 'is-active' : undefined}
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
                      {option.card.name}
                      {option.card.city ? <span className="dealership-search__kind">, {option.card.city}</span> : null}
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
      </form>
      <p className="locator__status" role="status">
        {status}
      </p>
      {map && (
        <div className="locator__map">
          <LazyMap
            {...map}
            places={allMapped}
            focus={focus}
            activeSlug={chosen.kind === 'dealership' ? chosen.slug : null}
            tall
            popupHeadingLevel={2}
          />
        </div>
      )}
      <div className="grid locator__list">
        {shown.map(({ card, distance }) => (
          <LocationCardView key={card.slug} card={card} distance={distance} now={now} timeZone={timeZone} />
        ))}
      </div>
    </div>
  );
}

export const LocatorIsland = packedIsland(Locator);
