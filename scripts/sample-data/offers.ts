/** Dealer offers and specials (/special-offers). */
import type { ModelInput, OfferInput } from '../../src/data/schemas.ts';
import { formatCurrency } from '../../src/core/money.ts';
import { dateAfter } from './anchor.ts';
import { MAKES } from './catalog/makes.ts';
import { offerImageUrl, OFFER_IMAGE_COUNT } from './image-catalog.ts';
import type { TenantProfile } from './profiles.ts';
import { int, rngFor } from './prng.ts';
import { slugify } from './text.ts';

const makeIds = new Map(MAKES.map(([name], i) => [name, i + 1]));

type Kind = 'drive-away' | 'runout' | 'finance' | 'servicing';
const KINDS: readonly Kind[] = ['drive-away', 'runout', 'finance', 'servicing'];

/**
 * `profile.offers` offers on models with a price. On a tenant with 5 or more
 * offers the last one expired 10 days before the anchor, and the one before
 * it starts 5 days after the anchor (neither should be shown).
 */
export function buildOffers(profile: TenantProfile, models: readonly ModelInput[]): OfferInput[] {
  const priced = models.filter((m) => (m.from_price ?? 0) > 0);
  const offers: OfferInput[] = [];
  for (let i = 0; i < profile.offers && priced.length > 0; i++) {
    const rng = rngFor(profile.seed, 'offer', i);
    const m = priced[(i * 3) % priced.length] as ModelInput;
    const make = m.manufacturer_name ?? '';
    const variant = (m.model_variants ?? []).find((v) => (v.dap_min_price ?? 0) > 0);
    const price = variant?.dap_min_price ?? m.from_price ?? 0;
    const kind = KINDS[i % KINDS.length] as Kind;
    const money = formatCurrency(price, profile.currency);
    const title =
      kind === 'drive-away'
        ? `${make} ${m.name} ${variant?.name ?? ''} from ${money} Drive Away`.replace(/\s+/g, ' ')
        : kind === 'runout'
          ? `${m.name} Runout Sale`
          : kind === 'finance'
            ? `${m.name} 2.99% p.a. Finance Offer`
            : `3 Years Free Servicing on ${m.name}`;
    const expired = profile.offers >= 5 && i === profile.offers - 1;
    const future = profile.offers >= 5 && i === profile.offers - 2;
    const start = future ? dateAfter(5) : dateAfter(-int(rng, 5, 40));
    const expiry = expired ? dateAfter(-10) : dateAfter(int(rng, 20, 75));
    offers.push({
      id: profile.idBase / 1000 + i + 1,
      title,
      slug: slugify(title),
      description:
        `<p>For a limited time, drive away in a new <strong>${make} ${m.name}</strong>.</p>` +
        `<ul><li>Offer price ${money}</li><li>Available on stock vehicles</li><li>Trade-ins welcome</li></ul>`,
      image: { url: offerImageUrl((i % OFFER_IMAGE_COUNT) + 1) },
      start_date: start,
      expiry_date: expiry,
      car_type: 'new',
      make,
      model: m.name,
      manufacturer_id: makeIds.get(make) ?? null,
      model_id: m.id,
      dealership_id: profile.dealerships.find((d) => d.makes.includes(make))?.id ?? null,
      price: kind === 'servicing' ? null : price,
      price_type: kind === 'servicing' ? null : 'Drive Away',
      url: `/search/${slugify(make)}/${slugify(m.name)}`,
      disclaimer:
        // No dates in the text: the site states the offer's period from start_date and expiry_date,
        // which the pull shifts to the day of the pull (text it cannot shift would contradict them).
        `Applies to new ${make} ${m.name} vehicles, while stocks last. ` +
        (kind === 'finance'
          ? 'Finance offer of 2.99% p.a. (comparison rate 4.12% p.a.) available to approved applicants of business and consumer finance. Fees and charges apply.'
          : 'Not available with any other offer. Excludes fleet, government and rental buyers.'),
    });
  }
  return offers;
}
