// The special offers page's props builder: the dealer's current offers (today in the tenant's
// time zone) with their prices in the tenant's currency, sanitised descriptions, end dates and
// legal texts.
import { currentOffers, legalTextDates, offerPeriodText } from '../../core/offers.ts';
import { formatCurrency } from '../../core/money.ts';
import { imageUrl } from '../../core/images.ts';
import { formatLongDate, parseCalendarDate } from '../../core/format.ts';
import { safeHref, type SafeUrl } from '../../core/safe-url.ts';
import { priceLabel, type PriceLabel } from '../../core/vehicle/price-label.ts';
import { sanitizeDealerHtml } from '../../lib/sanitize.ts';
import type { OfferOutput } from '../../data/schemas.ts';
import { all } from '../../data/store.ts';
import { currency, timeZone, today } from '../../site.ts';

export interface OfferView {
  id: OfferOutput['id'];
  title: string;
  image: string | null;
  /** The price and its type's label ('Drive Away'), when the offer has a price. */
  price: { text: string; label: PriceLabel | null } | null;
  /** Dealer HTML, sanitised. */
  descriptionHtml: string;
  ends: string | null;
  href: SafeUrl | null;
  /** The offer's own period and its disclaimer, dates written the AU way; '' without either. */
  legal: string;
}

export async function currentOfferViews(): Promise<OfferView[]> {
  const offers = currentOffers(await all('offers'), today);
  // The legal text names the offer's own period, from its date fields, and writes every date the
  // AU way ('15 December 2026'): a feed's text cannot contradict the offer's dates.
  const legal = (offer: (typeof offers)[number]) =>
    [offerPeriodText(offer, timeZone), offer.disclaimer ? legalTextDates(offer.disclaimer, timeZone) : null]
      .filter(Boolean)
      .join(' ');
  const ends = (date: string | null | undefined) => {
    const parsed = date ? parseCalendarDate(date, timeZone) : null;
    return parsed ? `Ends ${formatLongDate(parsed)}` : null;
  };
  return offers.map((offer) => ({
    id: offer.id,
    title: offer.title,
    image: offer.image?.url ? imageUrl(offer.image.url, { width: 400 }) : null,
    price:
      typeof offer.price === 'number' && offer.price > 0
        ? { text: formatCurrency(offer.price, currency), label: priceLabel(offer.price_type) }
        : null,
    descriptionHtml: sanitizeDealerHtml(offer.description),
    ends: ends(offer.expiry_date),
    href: safeHref(offer.url),
    legal: legal(offer),
  }));
}
