/**
 * The dealership search field's rules (SPEC.md §2 "Dealership search: a form
 * field (postcode, city or dealership name)", §4 "choosing a dealership fills
 * location fields; choosing a place lists up to 5 nearby locations within
 * 250 km; clearing resets everything", §5 "Dealership search required:
 * 'Please select a dealership location.' Place suggestions ... 300 ms
 * debounce"). The nearby rule is the core's `nearbyLocations`.
 */
import {
  DEALERSHIP_LOCATION_REQUIRED,
  nearbyLocations,
  type CoreLocation,
  type LatLng,
  type LocationDistance,
} from '../locations.ts';

/** Lower case without accents, for matching typed text. */
function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Place suggestions wait this long after the last keystroke (SPEC.md §5, §9). */
export const PLACES_DEBOUNCE_MS = 300;

/** Fewest characters that ask for place suggestions (the API's minimum). */
export const PLACES_MIN_CHARS = 2;

/** A dealership location the field offers: the core location fields plus its name and slug. */
export interface DealershipOption extends CoreLocation {
  slug: string;
  name: string;
}

/**
 * Locations whose name, city or postcode contains the text (accents and
 * case ignored; a postcode matches from its start), in the given order. An
 * empty text matches every location.
 */
export function matchDealerships<L extends DealershipOption>(locations: readonly L[], text: string): L[] {
  const q = foldText(text.trim());
  if (q === '') return [...locations];
  return locations.filter((l) => {
    const postcode = l.address?.postcode ?? '';
    return (
      foldText(l.name).includes(q) ||
      foldText(l.address?.city ?? '').includes(q) ||
      (/^\d+$/.test(q) && postcode.startsWith(q))
    );
  });
}

/** Up to 5 locations within 250 km of a chosen place, nearest first (SPEC.md §4, §9). */
export function dealershipsNear<L extends DealershipOption>(
  locations: readonly L[],
  place: LatLng,
): LocationDistance<L>[] {
  return nearbyLocations(locations, place);
}

/** The required-field message when nothing is chosen (SPEC.md §5), else null. */
export function dealershipFieldError(required: boolean, chosen: string | null | undefined): string | null {
  return required && (chosen ?? '') === '' ? DEALERSHIP_LOCATION_REQUIRED : null;
}

/** The distance of a nearby location as shown: '12 km' (whole km; under 1 km reads '<1 km'). */
export function formatDistanceKm(km: number): string {
  return km < 1 ? '<1 km' : `${Math.round(km)} km`;
}
