import { useState } from 'react';
import { DEFAULT_RADIUS_KM } from '~/core/search/options.ts';
import { PostcodeRadius } from '../ui/PostcodeRadius.tsx';
import type { LocationServices } from '../services.ts';
import { useGeoFilter } from './useGeoFilter.ts';

/** SPEC.md §5/§8: geocoding an unknown postcode. */
export const UNKNOWN_POSTCODE_MESSAGE = 'Invalid postcode';

/** The postcode's locationType in the URL. */
export const POSTCODE_LOCATION_TYPE = 'postcode';

/**
 * Postcode + radius bound to the search's distance filter: the postcode is
 * geocoded (platform API), the cars within the radius of its point are
 * shown. An unknown postcode says 'Invalid postcode'; a failed call is
 * logged and selects nothing (SPEC.md §8 "Geocoding failure: logged, no
 * selection").
 */
export function PostcodeRadiusWidget({
  services,
  country = 'AU',
}: {
  services: LocationServices;
  country?: 'AU' | 'NZ';
}) {
  const { value, refine } = useGeoFilter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const postcode = value?.locationType === POSTCODE_LOCATION_TYPE ? (value.locationId ?? '') : '';
  const radiusKm = value?.radiusKm ?? DEFAULT_RADIUS_KM;
  return (
    <PostcodeRadius
      postcode={postcode}
      radiusKm={radiusKm}
      active={value !== null}
      busy={busy}
      error={error}
      onSearch={(code, radius) => {
        setBusy(true);
        setError(null);
        services
          .geocode(code, country)
          .then((point) => {
            if (point === null) {
              setError(UNKNOWN_POSTCODE_MESSAGE);
              return;
            }
            refine({ ...point, radiusKm: radius, locationId: code, locationType: POSTCODE_LOCATION_TYPE });
          })
          .catch((failure: unknown) => {
            console.error('Failed to geocode the postcode', failure);
          })
          .finally(() => setBusy(false));
      }}
      onRadiusChange={(radius) => {
        if (value) refine({ ...value, radiusKm: radius });
      }}
      onClear={() => {
        setError(null);
        refine(null);
      }}
    />
  );
}
