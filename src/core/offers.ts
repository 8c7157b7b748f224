/**
 * Dealer offers (SPEC.md §2: /special-offers "shown only when the dealer has at
 * least one offer"; the Offers menu item and the home page's 'View Offers'
 * button follow the same rule). An offer counts while today (the tenant's
 * calendar date) is within its start and expiry dates, both inclusive; a
 * missing date leaves that end open.
 */
export interface OfferDates {
  start_date?: string | null | undefined;
  expiry_date?: string | null | undefined;
}

/** `today` is 'YYYY-MM-DD' in the tenant's time zone. Dates compare as ISO text. */
export function isCurrentOffer(offer: OfferDates, today: string): boolean {
  const start = offer.start_date?.slice(0, 10);
  const expiry = offer.expiry_date?.slice(0, 10);
  return (!start || start <= today) && (!expiry || expiry >= today);
}

export function currentOffers<O extends OfferDates>(offers: readonly O[], today: string): O[] {
  return offers.filter((o) => isCurrentOffer(o, today));
}
