/**
 * Dealer offers (SPEC.md §2: /special-offers "shown only when the dealer has at
 * least one offer"; the Offers menu item and the home page's 'View Offers'
 * button follow the same rule). An offer counts while today (the tenant's
 * calendar date) is within its start and expiry dates, both inclusive; a
 * missing date leaves that end open.
 */
import { formatLongDate, parseCalendarDate } from './format.ts';

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

/** A date as the tenant's legal text writes it: '20 October 2026' (day month year, AU and NZ). */
function legalDate(text: string, timeZone: string): string | null {
  const parsed = parseCalendarDate(text, timeZone);
  return parsed ? formatLongDate(parsed) : null;
}

/**
 * The offer's period in its legal text, from its own date fields (an offer's terms
 * must not name a window other than the offer's): 'Offer valid on vehicles purchased and
 * delivered between 20 October 2026 and 13 January 2027.'; with one end only, 'from ...' or
 * 'until ...'; null without dates.
 */
export function offerPeriodText(offer: OfferDates, timeZone: string): string | null {
  const start = offer.start_date ? legalDate(offer.start_date, timeZone) : null;
  const end = offer.expiry_date ? legalDate(offer.expiry_date, timeZone) : null;
  const lead = 'Offer valid on vehicles purchased and delivered';
  if (start && end) return `${lead} between ${start} and ${end}.`;
  if (start) return `${lead} from ${start}.`;
  if (end) return `${lead} until ${end}.`;
  return null;
}

/**
 * Legal text with its dates in the AU and NZ form: ISO dates ('2026-12-15') and dd/mm/yyyy
 * ('15/12/2026') become '15 December 2026'; other text is left as it is.
 */
export function legalTextDates(text: string, timeZone: string): string {
  return text.replace(/\b(\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4})\b/g, (date) => legalDate(date, timeZone) ?? date);
}
