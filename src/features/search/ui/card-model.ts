// What a result card shows, computed once from a search hit by the pure core.
// The card component only lays this out, on the server (landing pages) and in
// the search island alike, so both render the same markup.
import { priceLabel } from '../../../core/vehicle/price-label.ts';
import { paymentText } from '../../../core/finance/calculator.ts';
import { linkedCarPath, type LinkedCar } from '../../../core/lead-links.ts';
import { imageUrl } from '../../../core/images.ts';
import { cardChips } from '../../../core/vehicle/card-chips.ts';
import {
  canFavourite,
  canReserve,
  FIND_SIMILAR_BUTTON_TEXT,
  isAvailable,
  UNAVAILABLE_CARD_TEXT,
} from '../../../core/vehicle/availability.ts';
import { priceDisplay, wasPrice, type PriceOptions } from '../../../core/vehicle/price.ts';
import { imageTag, type ImageTag, type ImageTagOptions } from '../../../core/vehicle/tags.ts';
import { carCardName, carTitle } from '../../../core/vehicle/title.ts';
import { FIND_SIMILAR_SUBCATEGORY } from '../../leads/labels.ts';
import type { CurrencyCode } from '../../../core/types.ts';
import type { CarSummary } from '../../../data/car-summary.ts';
import type { CardGarage, CardGarageSettings } from '../../garage/card-garage.ts';

/** Tenant settings a card needs; serialisable so pages can pass them to islands. */
export interface CardSettings {
  currency: CurrencyCode;
  noPriceText: string;
  tags: ImageTagOptions;
  reserveEnabled: boolean;
  /** 'Get Finance', 'Get Pre-Approved' or 'Finance Enquiry'; null hides the button. */
  financeLabel: string | null;
  showViewCount: boolean;
  /** ISO time the tags are computed against (the build's clock). */
  now: string;
  /** The card tools; absent on static cards (similar vehicles) and in older tests. */
  garage?: CardGarageSettings | undefined;
  /** The lead button beside View Details (search.card_primary_action); default enquiry. */
  primaryAction?: CardPrimaryAction | undefined;
}

/** The spec's lead buttons of a card a tenant may put beside View Details. */
export type CardPrimaryAction = 'enquiry' | 'test_drive' | 'finance' | 'reserve';

/**
 * `primary`: View Details (or Find Me Something Similar); `action`: the tenant's primary lead
 * button, beside it; `secondary`: the other lead buttons, in the card's compact row.
 */
export interface CardButton {
  label: string;
  href: string;
  kind: 'primary' | 'action' | 'secondary';
}

type LeadButton = { action: CardPrimaryAction; label: string; href: string };

/**
 * The card's buttons in the spec's order (SPEC.md §2 Result cards), the tenant's primary action
 * marked `action`; Enquiry when the car has no such button (finance hidden, reserve not open).
 */
function cardButtons(href: string, leads: readonly LeadButton[], primary: CardPrimaryAction): CardButton[] {
  const chosen = leads.some((b) => b.action === primary) ? primary : 'enquiry';
  return [
    { label: 'View Details', href, kind: 'primary' },
    ...leads.map((b): CardButton => ({
      label: b.label,
      href: b.href,
      kind: b.action === chosen ? 'action' : 'secondary',
    })),
  ];
}

/** A card's view of a car: the summary's id and view count, the rest computed from its fields. */
export interface CardModel extends Pick<CarSummary, 'id' | 'views'> {
  href: string;
  title: string;
  subtitle: string;
  image: { src: string; srcset: string; alt: string };
  tag: ImageTag | null;
  location: string | null;
  price: string;
  priceType: CarSummary['price_type'];
  was: string | null;
  finance: string | null;
  chips: string[];
  available: boolean;
  unavailableText: string | null;
  buttons: CardButton[];
  /** The tools' entries; null without `settings.garage`. */
  garage: CardGarage | null;
}

function cardGarage(hit: CarSummary, title: string, settings: CardGarageSettings): CardGarage {
  const favourite = canFavourite(hit, {
    storageEnabled: settings.favourites,
    restrictToUsedPricedWithImages: settings.favouritesRestricted,
  });
  const saved = {
    id: hit.id,
    name: title,
    slug: hit.slug,
    make: hit.make,
    model: hit.model,
    primary_image_url: hit.primary_image_url,
  };
  return {
    favourite: favourite ? saved : null,
    compare: settings.compare
      ? {
          id: hit.id,
          slug: hit.slug,
          name: title,
          year: hit.year,
          make: hit.make,
          model: hit.model,
          badge: hit.badge,
          series: hit.series,
          car_type: hit.car_type,
          status: hit.status,
          price: hit.price,
          offer_price: hit.offer_price,
          before_price: hit.before_price,
          subscription_price: hit.subscription_price,
          preorder: hit.preorder,
          price_type: hit.price_type,
          km: hit.km,
          simple_body: hit.simple_body,
          simple_fuel: hit.simple_fuel,
          simple_transmission: hit.simple_transmission,
          simple_drive: hit.simple_drive,
          colour: hit.colour,
          seats: hit.seats,
          doors: hit.doors,
          location_name: hit.location_name,
          primary_image_url: hit.primary_image_url,
        }
      : null,
    watchlist: settings.watchlist ? { entry: saved, car: { status: hit.status } } : null,
  };
}

const COMING_SOON_IMAGE = '/sample-images/coming-soon.svg';

export function cardModel(hit: CarSummary, settings: CardSettings): CardModel {
  const priceOptions: PriceOptions = { currency: settings.currency, noPriceText: settings.noPriceText };
  const display = priceDisplay(hit, priceOptions);
  const was = wasPrice(hit, display, priceOptions);
  const available = isAvailable(hit);
  const href = `/cars/${hit.slug}`;
  const name = carCardName(hit);
  const title = name.title;
  const src = hit.primary_image_url ?? COMING_SOON_IMAGE;
  // The lead links carry the car, so the form pages name and prefill it as the vehicle page's forms do.
  const linked: LinkedCar = {
    id: hit.id,
    title: carTitle(hit),
    make: hit.make,
    model: hit.model,
    car_type: hit.car_type,
    status: hit.status,
    stocknum: hit.stocknum,
    dealership_slug: hit.dealership_slug,
    dealership_id: hit.dealership_id,
    tag: hit.tag,
    location_id: hit.location_id,
  };
  const leads: LeadButton[] = [
    { action: 'test_drive', label: 'Book a Test Drive', href: linkedCarPath('/book-test-drive', linked) },
    ...(settings.financeLabel
      ? [
          {
            action: 'finance' as const,
            label: settings.financeLabel,
            href: `/apply-for-finance?car_id=${hit.id}#finance-form`,
          },
        ]
      : []),
    ...(canReserve(hit, { reserveEnabled: settings.reserveEnabled })
      ? [{ action: 'reserve' as const, label: 'Reserve this Car', href: `${href}/checkout` }]
      : []),
    { action: 'enquiry', label: 'Enquiry', href: linkedCarPath('/contact', linked) },
  ];
  const buttons: CardButton[] = available
    ? cardButtons(href, leads, settings.primaryAction ?? 'enquiry')
    : [
        {
          label: FIND_SIMILAR_BUTTON_TEXT,
          href: linkedCarPath('/contact', linked, { subcategory: FIND_SIMILAR_SUBCATEGORY }),
          kind: 'primary',
        },
      ];
  return {
    id: hit.id,
    href,
    title,
    subtitle: name.subtitle,
    image: {
      src: imageUrl(src, { width: 400 }),
      srcset: `${imageUrl(src, { width: 400 })} 400w, ${imageUrl(src, { width: 768 })} 768w`,
      alt: title,
    },
    tag: imageTag(hit, new Date(settings.now), settings.tags),
    location: hit.location_name,
    price: display.text,
    priceType: display.kind === 'price' || display.kind === 'offer' ? priceLabel(hit.price_type) : null,
    was: was?.text ?? null,
    finance:
      available && hit.weekly_payment && hit.weekly_payment > 25
        ? paymentText(hit.weekly_payment, 'week', settings.currency)
        : null,
    views: settings.showViewCount ? hit.views : null,
    chips: cardChips(hit),
    available,
    unavailableText: available ? null : UNAVAILABLE_CARD_TEXT,
    buttons,
    garage: settings.garage ? cardGarage(hit, title, settings.garage) : null,
  };
}
