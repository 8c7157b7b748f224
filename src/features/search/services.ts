// The platform API calls the search UI makes (SPEC.md §7 "Place suggestion
// and geocode"), behind a small interface so tests inject a fake. The real
// one loads the API client on the first call (a dynamic import: the contract
// and valibot stay out of the search page's first download).
import type { LatLng } from '../../core/locations.ts';

/** A place the maps service suggests (an Australian region). */
export interface PlaceSuggestion extends LatLng {
  id: string;
  label: string;
}

/** Geocoding and place suggestions. */
export interface LocationServices {
  /** The first result's point for a 4-digit postcode; null for an unknown postcode. Throws when the call fails. */
  geocode(postcode: string, country?: 'AU' | 'NZ'): Promise<LatLng | null>;
  /** Places matching the text (at least 2 characters). Throws when the call fails. */
  suggestPlaces(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]>;
}

/** Where the platform API is (island props: site.ts apiBaseUrl and the site slug). */
export interface ApiSettings {
  baseUrl: string;
  site: string;
}

/** The services over the platform API. Nothing is loaded until the first call. */
export function apiLocationServices(settings: ApiSettings): LocationServices {
  const load = async () => {
    const [{ createApiClient }, { api }] = await Promise.all([
      import('../../api/client.ts'),
      import('../../api/contract.ts'),
    ]);
    return { client: createApiClient({ baseUrl: settings.baseUrl, site: settings.site }), api };
  };
  let loaded: ReturnType<typeof load> | null = null;
  const get = () => (loaded ??= load());
  return {
    async geocode(postcode, country = 'AU') {
      const { client, api } = await get();
      const answer = await client.call(api.geocode, { params: {}, query: { postcode, country } });
      const first = answer.results[0];
      return first ? { lat: first.lat, lng: first.lng } : null;
    },
    async suggestPlaces(text, signal) {
      const { client, api } = await get();
      const answer = await client.call(
        api.placeSuggestions,
        { params: {}, query: { q: text } },
        signal ? { signal } : {},
      );
      return answer.suggestions;
    },
  };
}
