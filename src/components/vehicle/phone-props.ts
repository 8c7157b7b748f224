// Build time: what the vehicle page's phone islands (Call Now, the phone bar's
// Call, the call box) need to record a reveal. One place, so all three record
// the same car, dealership and website.
import type { CarOutput, LocationOutput } from '../../data/schemas.ts';
import type { PhoneRevealTarget } from '../../features/phone/reveal.ts';
import { apiBaseUrl, site } from '../../site.ts';

export function phoneRevealTarget(car: CarOutput, location: LocationOutput | undefined): PhoneRevealTarget {
  return {
    apiBaseUrl,
    site: site.slug,
    carId: car.id,
    dealershipId: car.dealership_id ?? location?.dealership_id ?? null,
    websiteId: location?.website_id ?? null,
  };
}
