/**
 * The local stand-in for the maps service (SPEC.md §7 "Place suggestion and
 * geocode (maps service)"): no network exists here, so postcodes resolve
 * through a bundled table of postcode RANGES, each with an approximate
 * centroid (a representative town or the metro centre) and a region name.
 *
 * - AU: Australia Post's ranges by state and metro/regional band (NSW 2000-2999,
 *   ACT 0200-0299/2600-2620/2900-2920, VIC 3000-3999/8000-8999, QLD
 *   4000-4999/9000-9999, SA 5000-5999, WA 6000-6999, TAS 7000-7999, NT
 *   0800-0999). A postcode inside a range resolves to that range's centroid
 *   (good to tens of km in metros, a few hundred km in the outback); one
 *   outside every range (0000, 1500 is inside NSW PO boxes, 0100...) has no
 *   result ('Invalid postcode').
 * - NZ: NZ Post's regional bands (Auckland 0600-2699, Wellington 5000-6999,
 *   Canterbury 7300-8999...).
 * - Exact points: the seeded dealer locations' own postcodes resolve to the
 *   location's exact lat/lng (added at start-up by the server, see
 *   `GeoIndex.addExact`), so distances to a dealer's own suburb are right.
 *
 * Specific ranges are listed before the broad ones they sit in; the first
 * range holding the postcode wins.
 */
import { distanceKm, type LatLng } from '../../src/core/locations.ts';

export type Country = 'AU' | 'NZ';

export interface PostcodeRegion {
  from: number;
  to: number;
  /** Region name shown with a delivery estimate and as the geocode label. */
  name: string;
  state: string;
  lat: number;
  lng: number;
}

const r = (from: number, to: number, name: string, state: string, lat: number, lng: number): PostcodeRegion => ({
  from,
  to,
  name,
  state,
  lat,
  lng,
});

/** Australian postcode ranges, specific before broad. */
export const AU_POSTCODE_REGIONS: readonly PostcodeRegion[] = [
  // ACT (inside NSW's 2xxx block, so first)
  r(200, 299, 'Canberra', 'ACT', -35.2809, 149.13),
  r(2600, 2620, 'Canberra', 'ACT', -35.2809, 149.13),
  r(2900, 2920, 'Canberra South', 'ACT', -35.42, 149.09),
  // NT
  r(800, 849, 'Darwin', 'NT', -12.4634, 130.8456),
  r(850, 869, 'Katherine & Top End', 'NT', -14.4652, 132.2635),
  r(870, 899, 'Alice Springs & Central Australia', 'NT', -23.698, 133.8807),
  r(900, 999, 'Darwin', 'NT', -12.4634, 130.8456),
  // NSW
  r(1000, 1999, 'Sydney', 'NSW', -33.8688, 151.2093),
  r(2000, 2099, 'Sydney', 'NSW', -33.8688, 151.2093),
  r(2100, 2109, 'Northern Beaches', 'NSW', -33.7627, 151.2691),
  r(2110, 2199, 'Sydney West', 'NSW', -33.8148, 151.0017),
  r(2200, 2249, 'Sydney South', 'NSW', -33.9506, 151.1381),
  r(2250, 2263, 'Central Coast', 'NSW', -33.4267, 151.3417),
  r(2264, 2339, 'Newcastle & Hunter', 'NSW', -32.9283, 151.7817),
  r(2340, 2499, 'Northern NSW', 'NSW', -30.5016, 151.6662),
  r(2500, 2534, 'Wollongong & Illawarra', 'NSW', -34.4278, 150.8931),
  r(2535, 2599, 'South Coast & Southern Highlands', 'NSW', -34.88, 150.6),
  r(2621, 2739, 'Riverina & Southern NSW', 'NSW', -35.1082, 147.3598),
  r(2740, 2786, 'Penrith & Blue Mountains', 'NSW', -33.7511, 150.6942),
  r(2787, 2899, 'Central West & Western NSW', 'NSW', -32.2569, 148.6011),
  r(2921, 2999, 'Regional NSW', 'NSW', -32.2569, 148.6011),
  // VIC
  r(3000, 3099, 'Melbourne', 'VIC', -37.8136, 144.9631),
  r(3100, 3159, 'Melbourne East', 'VIC', -37.8136, 145.2281),
  r(3160, 3207, 'Melbourne South East', 'VIC', -37.9326, 145.0947),
  r(3208, 3334, 'Geelong & Western Victoria', 'VIC', -38.1499, 144.3617),
  r(3335, 3424, 'Ballarat & Western Districts', 'VIC', -37.5622, 143.8503),
  r(3425, 3749, 'Bendigo & Northern Victoria', 'VIC', -36.757, 144.2794),
  r(3750, 3809, 'Melbourne Outer', 'VIC', -37.83, 145.35),
  r(3810, 3999, 'Gippsland', 'VIC', -38.1, 146.25),
  r(8000, 8999, 'Melbourne', 'VIC', -37.8136, 144.9631),
  // QLD
  r(4000, 4179, 'Brisbane', 'QLD', -27.4698, 153.0251),
  r(4180, 4299, 'Logan & Gold Coast', 'QLD', -27.9, 153.3),
  r(4300, 4349, 'Ipswich', 'QLD', -27.6145, 152.7586),
  r(4350, 4399, 'Toowoomba & Darling Downs', 'QLD', -27.5598, 151.9507),
  r(4400, 4499, 'South West Queensland', 'QLD', -26.5733, 148.7869),
  r(4500, 4549, 'Moreton Bay', 'QLD', -27.1, 152.95),
  r(4550, 4575, 'Sunshine Coast', 'QLD', -26.65, 153.0667),
  r(4576, 4699, 'Wide Bay & Burnett', 'QLD', -25.2882, 152.8531),
  r(4700, 4799, 'Central Queensland & Mackay', 'QLD', -23.3781, 150.5136),
  r(4800, 4849, 'Townsville & North Queensland', 'QLD', -19.259, 146.8169),
  r(4850, 4899, 'Cairns & Far North Queensland', 'QLD', -16.9186, 145.7781),
  r(9000, 9999, 'Brisbane', 'QLD', -27.4698, 153.0251),
  // SA
  r(5000, 5199, 'Adelaide', 'SA', -34.9285, 138.6007),
  r(5200, 5499, 'Adelaide Hills & Mid North', 'SA', -34.3, 138.9),
  r(5500, 5799, 'Regional South Australia', 'SA', -33.0333, 137.5833),
  r(5800, 5999, 'Adelaide', 'SA', -34.9285, 138.6007),
  // WA
  r(6000, 6199, 'Perth', 'WA', -31.9505, 115.8605),
  r(6200, 6299, 'Bunbury & South West', 'WA', -33.3271, 115.6414),
  r(6300, 6599, 'Wheatbelt & Goldfields', 'WA', -30.7489, 121.4658),
  r(6600, 6799, 'Mid West & North West WA', 'WA', -28.7774, 114.6149),
  r(6800, 6999, 'Perth', 'WA', -31.9505, 115.8605),
  // TAS
  r(7000, 7199, 'Hobart & Southern Tasmania', 'TAS', -42.8821, 147.3272),
  r(7200, 7299, 'Launceston & Northern Tasmania', 'TAS', -41.4332, 147.1441),
  r(7300, 7799, 'North West Tasmania', 'TAS', -41.1789, 146.3503),
];

/** New Zealand postcode bands, specific before broad. */
export const NZ_POSTCODE_REGIONS: readonly PostcodeRegion[] = [
  r(110, 599, 'Northland', 'Northland', -35.7251, 174.3237),
  r(600, 2699, 'Auckland', 'Auckland', -36.8485, 174.7633),
  r(2700, 3099, 'Waikato', 'Waikato', -37.787, 175.2793),
  r(3100, 3199, 'Bay of Plenty', 'Bay of Plenty', -37.6878, 176.1651),
  r(3200, 3299, 'Hamilton', 'Waikato', -37.787, 175.2793),
  r(3300, 3399, 'Taupo & Rotorua', 'Waikato', -38.1368, 176.2497),
  r(3400, 3999, 'Waikato', 'Waikato', -38.3, 175.5),
  r(4000, 4099, 'Gisborne', 'Gisborne', -38.6623, 178.0176),
  r(4100, 4299, "Hawke's Bay", "Hawke's Bay", -39.4928, 176.912),
  r(4300, 4399, 'Taranaki', 'Taranaki', -39.0556, 174.0752),
  r(4400, 4999, 'Manawatu-Whanganui', 'Manawatu-Whanganui', -40.3523, 175.6082),
  r(5000, 6999, 'Wellington', 'Wellington', -41.2865, 174.7762),
  r(7000, 7199, 'Nelson & Tasman', 'Nelson', -41.2706, 173.284),
  r(7200, 7299, 'Marlborough', 'Marlborough', -41.5134, 173.9612),
  r(7300, 7399, 'Kaikoura & North Canterbury', 'Canterbury', -42.4, 173.68),
  r(7400, 7999, 'Canterbury', 'Canterbury', -43.53, 172.6366),
  r(8000, 8999, 'Christchurch', 'Canterbury', -43.5321, 172.6362),
  r(9000, 9299, 'Dunedin & Otago', 'Otago', -45.8788, 170.5028),
  r(9300, 9599, 'Central Otago & Queenstown', 'Otago', -45.0312, 168.6626),
  r(9600, 9999, 'Southland', 'Southland', -46.4132, 168.3538),
];

/** A place suggestion (contract: placeSuggestions). */
export interface PlaceSuggestion {
  id: string;
  label: string;
  lat: number;
  lng: number;
}

/** A resolved postcode. */
export interface GeoPoint extends LatLng {
  /** Region name ('Sydney West', or the dealer suburb for an exact point). */
  name: string;
  label: string;
  exact: boolean;
}

function regionsOf(country: Country): readonly PostcodeRegion[] {
  return country === 'NZ' ? NZ_POSTCODE_REGIONS : AU_POSTCODE_REGIONS;
}

/** Geocoding over the bundled table plus exact points added at start-up. */
export class GeoIndex {
  readonly #exact = new Map<string, GeoPoint>();

  /** An exact point for one postcode (a dealer location's own address). */
  addExact(country: Country, postcode: string, point: { lat: number; lng: number; name: string; state: string }): void {
    const key = `${country}:${postcode}`;
    if (this.#exact.has(key)) return;
    this.#exact.set(key, {
      lat: point.lat,
      lng: point.lng,
      name: point.name,
      label: `${point.name} ${point.state} ${postcode}`.trim(),
      exact: true,
    });
  }

  /** The postcode's point, or null ('Invalid postcode'). Only 4-digit postcodes resolve. */
  lookup(postcode: string, country: Country = 'AU'): GeoPoint | null {
    const code = postcode.trim();
    if (!/^\d{4}$/.test(code)) return null;
    const exact = this.#exact.get(`${country}:${code}`);
    if (exact) return exact;
    const n = Number(code);
    const region = regionsOf(country).find((x) => n >= x.from && n <= x.to);
    if (!region) return null;
    return {
      lat: region.lat,
      lng: region.lng,
      name: region.name,
      label: `${region.name} ${region.state} ${code}`,
      exact: false,
    };
  }

  /**
   * Place suggestions for typed text (regions only, SPEC.md §5): a 4-digit
   * postcode gives its point; other text matches region names and the dealer
   * suburbs (word prefix, case-insensitive), at most 5, sorted by label.
   */
  suggest(text: string, country: Country = 'AU', limit = 5): PlaceSuggestion[] {
    const q = text.trim().toLowerCase();
    if (/^\d{4}$/.test(q)) {
      const point = this.lookup(q, country);
      return point ? [{ id: `${country}-${q}`, label: point.label, lat: point.lat, lng: point.lng }] : [];
    }
    const candidates = new Map<string, PlaceSuggestion>();
    const suffix = country === 'NZ' ? 'New Zealand' : 'Australia';
    for (const region of regionsOf(country)) {
      const label = `${region.name}, ${region.state === region.name ? '' : `${region.state}, `}${suffix}`;
      candidates.set(label, { id: `${country}-${region.from}-${region.to}`, label, lat: region.lat, lng: region.lng });
    }
    for (const [key, point] of this.#exact) {
      if (!key.startsWith(`${country}:`)) continue;
      const label = `${point.label}, ${suffix}`;
      candidates.set(label, { id: key.replace(':', '-'), label, lat: point.lat, lng: point.lng });
    }
    const matches = [...candidates.values()].filter((c) =>
      c.label
        .toLowerCase()
        .split(/[\s,&-]+/)
        .some((word, i, words) => words.slice(i).join(' ').startsWith(q) || word.startsWith(q)),
    );
    return matches.sort((a, b) => a.label.localeCompare(b.label)).slice(0, limit);
  }
}

/** Road distance is longer than the great circle; 1.25 is a common detour factor. */
export const ROAD_FACTOR = 1.25;

/** Approximate road kilometres between two points. */
export function roadKm(a: LatLng, b: LatLng): number {
  return distanceKm(a, b) * ROAD_FACTOR;
}
