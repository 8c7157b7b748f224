/**
 * A dealer's postal address as shoppers read it, in the country's own postal format (SPEC.md §3
 * Location.address: street, city, state, postcode). One rule for every place an address shows
 * (location cards and pages, locator, maps, footer, home, vehicle page, print, PDF, feeds).
 *
 * - AU (Australia Post): street, then 'LOCALITY STATE postcode' on one line ('Parramatta NSW 2150').
 * - NZ (NZ Post): street, suburb, then 'Town or city postcode' ('Auckland 1061'); NZ addresses carry
 *   no region, so the feed's `state` (the region) is never printed. A suburb equal to the city is
 *   printed once.
 */

/** The address fields the rule reads (the record's address, structurally). */
export interface AddressParts {
  street?: string | null | undefined;
  /** NZ suburb (or AU locality when the feed sends it apart from the city); optional in feeds. */
  suburb?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  postcode?: string | null | undefined;
}

export type AddressCountry = 'AU' | 'NZ';

const clean = (s: string | null | undefined): string => (typeof s === 'string' ? s.replace(/\s+/g, ' ').trim() : '');
const same = (a: string, b: string) => a !== '' && a.toLowerCase() === b.toLowerCase();

/** The address as display lines in the country's postal format; empty parts are left out. */
export function addressLines(address: AddressParts | null | undefined, country: AddressCountry): string[] {
  if (!address) return [];
  const street = clean(address.street);
  const suburb = clean(address.suburb);
  const city = clean(address.city);
  const postcode = clean(address.postcode);
  if (country === 'NZ') {
    const town = city || suburb;
    return [street, same(suburb, town) ? '' : suburb, [town, postcode].filter(Boolean).join(' ')].filter(Boolean);
  }
  const locality = city || suburb;
  return [street, [locality, clean(address.state), postcode].filter(Boolean).join(' ')].filter(Boolean);
}

/** The address on one line, its lines joined by ', '; '' when it has no part. */
export function formatAddress(address: AddressParts | null | undefined, country: AddressCountry): string {
  return addressLines(address, country).join(', ');
}
