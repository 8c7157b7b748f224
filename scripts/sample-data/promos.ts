/** Promo cards in search results (SPEC.md §3 Promo node) and home-page slides (SPEC.md §3 Slide). */
import type { PromoInput, SlideInput } from '../../src/data/schemas.ts';
import { dateAfter } from './anchor.ts';
import { offerImageUrl, slideImageUrl } from './image-catalog.ts';
import type { TenantProfile } from './profiles.ts';

/** The promo card text (SPEC.md §2, verbatim). */
export const WE_WANT_YOUR_CAR = {
  title: 'We Want Your Car!',
  subtitle: 'We buy all types of cars',
  description: 'Our high turnover means we can pay more',
} as const;

/**
 * The 'We Want Your Car!' card at the tenant's two positions, an end-of-
 * financial-year promo that expired mid-June (SPEC.md §9), and one switched off.
 */
export function buildPromos(profile: TenantProfile): PromoInput[] {
  const [first, second] = profile.promoPositions;
  const sellYourCar = { ...WE_WANT_YOUR_CAR, image: { url: offerImageUrl(4) }, url: '/sell-my-car', button_text: null };
  return [
    {
      id: 1,
      start: dateAfter(-60),
      expiry: null,
      position: first,
      display: true,
      strictDisplay: false,
      node: sellYourCar,
    },
    {
      id: 2,
      start: dateAfter(-60),
      expiry: null,
      position: second,
      display: true,
      strictDisplay: true,
      node: sellYourCar,
    },
    {
      id: 3,
      start: dateAfter(-153),
      expiry: dateAfter(-139),
      position: 3,
      display: true,
      strictDisplay: false,
      node: {
        title: 'End of Financial Year Sale',
        subtitle: 'Runout prices on all stock',
        description: null,
        image: { url: offerImageUrl(1) },
        url: '/eofy',
        button_text: 'View Offers',
      },
    },
    {
      id: 4,
      start: dateAfter(-10),
      expiry: dateAfter(30),
      position: 12,
      display: false,
      strictDisplay: false,
      node: {
        title: 'Service Special',
        subtitle: null,
        description: 'Book a logbook service this month.',
        image: { url: offerImageUrl(3) },
        url: '/service',
        button_text: null,
      },
    },
  ];
}

export function buildSlides(profile: TenantProfile): SlideInput[] {
  return [
    {
      id: 1,
      name: 'Drive Away Today',
      description: `New, demo and used stock at ${profile.name}.`,
      url: '/search/new-used-and-demo-cars',
      hide_overlay: false,
      image: { url: slideImageUrl(1) },
    },
    {
      id: 2,
      name: 'Book Your Service Online',
      description: 'Genuine parts, qualified technicians.',
      url: '/service',
      hide_overlay: false,
      image: { url: slideImageUrl(2) },
    },
    {
      id: 3,
      name: 'Sell Your Car',
      description: null,
      url: '/sell-my-car',
      hide_overlay: true,
      image: { url: slideImageUrl(3) },
    },
  ];
}
