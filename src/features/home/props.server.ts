// The home feature's props builder: hero slides, featured stock,
// locations with today's hours, the feature banner, the sales counter and the
// Why Buy From Us panels, from the tenant settings and the data store.
import { featuredCars, whyBuyPanels, type WhyBuyPanel } from '../../core/home.ts';
import { imageSrcset, imageUrl } from '../../core/images.ts';
import { formatPhone, telHref } from '../../core/format.ts';
import { datedSpecialHours, weekHoursTexts } from '../../core/opening-hours.ts';
import { safeHref } from '../../core/safe-url.ts';
import { all } from '../../data/store.ts';
import { listedCars } from '../../data/stock.ts';
import { siteLocations } from '../../data/locations.ts';
import { cardModel } from '../search/ui/card-model.ts';
import { cardSettings } from '../search/card-settings.ts';
import { searchCatalogue } from '../search/props.server.ts';
import { stockWord } from '../../core/search/kinds.ts';
import { addressLines, scheduleOf } from '../locations/props.server.ts';
import { organizationStructuredData } from '../../core/structured-data.ts';
import { reviewsProps, type ReviewsSectionProps } from '../reviews/props.server.ts';
import { apiBaseUrl, buildNow, site, timeZone, today } from '../../site.ts';
import type { FeaturedStockProps, HeroSlidesProps, HomeLocationsProps, SalesCounterProps } from './types.ts';

/** The page's head and welcome: the dealer's name, the welcome text and the Organization node. */
export function homeIntro(): {
  siteName: string;
  welcome: string;
  organization: ReturnType<typeof organizationStructuredData>;
} {
  return {
    siteName: site.name,
    welcome:
      site.welcome_text ??
      `Welcome to ${site.name}. Browse our new, demo and used stock, or talk to our team about finance and servicing.`,
    organization: organizationStructuredData({
      name: site.name,
      url: new URL('/', site.site_url).href,
      logo: new URL(site.logo_url ?? '/favicon.svg', site.site_url).href,
    }),
  };
}

/** The home page's reviews block (features/reviews). */
export function homeReviewsProps(): Promise<ReviewsSectionProps | null> {
  return reviewsProps(site, apiBaseUrl, { id: 'reviews' });
}

export async function heroSlidesProps(): Promise<HeroSlidesProps | null> {
  const slides = await all('slides');
  if (slides.length === 0) return null;
  return {
    slides: slides.map((s) => {
      const src = safeHref(s.image?.url);
      return {
        id: s.id,
        name: s.name,
        description: s.description ?? null,
        href: safeHref(s.url),
        hideOverlay: s.hide_overlay === true,
        image: src ? { src: imageUrl(src, { width: 1200 }), srcset: imageSrcset(src) } : null,
      };
    }),
  };
}

export async function featuredStockProps(): Promise<FeaturedStockProps | null> {
  const settings = cardSettings();
  const cars = featuredCars(await listedCars());
  if (cars.length === 0) return null;
  return {
    cards: cars.map((car) => cardModel(car, settings)),
    allHref: '/search/new-used-and-demo-cars',
    stockWord: stockWord((await searchCatalogue()).kind),
  };
}

const hoursOptions = () => ({ closedByAppointment: site.features.by_appointment_when_closed });

export async function homeLocationsProps(): Promise<HomeLocationsProps | null> {
  const locations = await siteLocations();
  if (locations.length === 0) return null;
  return {
    timeZone,
    locations: locations.map((l) => {
      const phone = l.phone ?? l.contact_detail?.phone;
      const href = phone ? telHref(phone, { defaultCountry: site.country }) : null;
      return {
        id: l.id,
        name: l.name,
        href: `/locations/${l.slug}`,
        addressLines: addressLines(l),
        phone: phone && href ? { display: formatPhone(phone, { defaultCountry: site.country }), href } : null,
        week: weekHoursTexts(l.contact_detail?.opening_hours ?? [], hoursOptions()),
        specials: datedSpecialHours(l.special_hours ?? [], { ...hoursOptions(), from: today }),
        schedule: scheduleOf(l, today),
      };
    }),
  };
}

export function salesCounterProps(): SalesCounterProps | null {
  return site.home.sales_counter ? { builtAt: buildNow.toISOString(), perDay: site.home.sales_per_day } : null;
}

export function whyBuyFromUsPanels(): WhyBuyPanel[] {
  return whyBuyPanels(site.home.why_buy_from_us, site.home.warranty_years);
}

export interface FeatureBannerItem {
  title: string;
  text: string;
  href: string;
  label: string;
}

/** The feature banner (SPEC.md §2: latest offers, book your service online, sell your car). */
export function featureBanner(hasOffers: boolean): FeatureBannerItem[] {
  const items: FeatureBannerItem[] = [];
  if (hasOffers)
    items.push({
      title: 'Latest offers',
      text: 'Current deals on new, demo and used stock.',
      href: '/special-offers',
      label: 'View offers',
    });
  items.push({
    title: 'Book your service online',
    text: 'Pick a time that suits you; our technicians use genuine parts.',
    href: safeHref(site.service_booking_url) ?? '/service',
    label: 'Book a service',
  });
  items.push({
    title: 'Sell your car',
    text: 'Get a valuation online. We buy all types of cars.',
    href: '/sell-my-car',
    label: 'Sell your car',
  });
  return items;
}
