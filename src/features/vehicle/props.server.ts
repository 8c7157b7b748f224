/**
 * The vehicle page's props builder (src/pages/cars/[slug].astro): the tenant's settings and the
 * car's data -> what each of the page's parts shows, so that the page's parts read props, not the
 * settings. The decisions several parts share are made once in ./part-props.ts (the lender offer,
 * whether the finance calculator shows, the price shown, the dealer's number). Server only.
 */
import { manufacturerThemeStyle } from '../../config/manufacturer-themes.ts';
import { financeEstimateEligibility, imageTagOptions } from '../../config/core-options.ts';
import { isFinanceEstimateShown, type LenderOffer } from '../../core/finance/index.ts';
import { addressLines } from '../../core/address.ts';
import { calendarDateIn, formatEngineSize, formatKms } from '../../core/format.ts';
import { imageUrl } from '../../core/images.ts';
import { offersPhotoRequest } from '../../core/vehicle/photo-request.ts';
import { copyConfirmationFor } from '../../core/share.ts';
import type { CurrencyCode } from '../../core/types.ts';
import {
  canBuyOnline,
  canFavourite,
  canReserve,
  isAvailable,
  showsBuyingPanels,
  showTradeInButton,
} from '../../core/vehicle/availability.ts';
import { marketPriceBadge } from '../../core/vehicle/market.ts';
import { vehicleMedia, type VehicleMediaModel } from '../../core/vehicle/media.ts';
import { regoExpiryText } from '../../core/vehicle/rego.ts';
import { imageTag, type ImageTag } from '../../core/vehicle/tags.ts';
import type { StructuredDataOptions } from '../../core/structured-data.ts';
import type { CarOutput, LocationOutput } from '../../data/schemas.ts';
import type { FavouriteEntry } from '../favourites/favourites.ts';
import { enquireCarOf, type EnquireCar } from '../leads/enquire-car.ts';
import { leadFormSettings, type LeadFormSettings } from '../leads/settings.ts';
import { apiBaseUrl, buildNow, currency, site, timeZone } from '../../site.ts';
import type { VehicleToolsProps } from './calculators/VehicleTools.tsx';
import type { YouxQuoteProps } from './finance/YouxQuote.tsx';
import type { ShareSaveToolsProps } from './sidebar/ShareSaveTools.tsx';
import type { CarPageView } from './sidebar/views-counter.ts';
import { vehicleToolsProps } from './calculators/tools-props.ts';
import { vehicleFinance, vehiclePhone, vehiclePrice, type VehiclePhone, type VehiclePrice } from './part-props.ts';

/** The sidebar's settings-dependent parts (./sidebar/VehicleSidebar.astro). */
export interface VehicleSidebarProps {
  price: VehiclePrice;
  /** The market badge's text beside the price, null without one. */
  market: string | null;
  financeEstimate: FinanceEstimateBoxProps | null;
  reserve: boolean;
  /** The Buy Online link to /cars/{slug}/buy-online: the same rule that builds that page (data/checkout.ts). */
  buyOnline: boolean;
  tradeIn: boolean;
  print: boolean;
  /** The 'Calculate finance' link: wherever the finance calculator shows. */
  financeAnchor: boolean;
  /** The views counter's data: what the page does once per view (./sidebar/views-counter.ts). */
  views: CarPageView;
  /** The share / favourite / watchlist island's props. */
  shareSave: ShareSaveToolsProps;
}

/** The finance estimate box (./finance/FinanceEstimateBox.astro); null where it is not shown. */
export interface FinanceEstimateBoxProps {
  offer: LenderOffer | null;
  currency: CurrencyCode;
  /** The youX quote island's props, on tenants with the feature. */
  youx: Omit<YouxQuoteProps, 'loadApi'> | null;
  /** The page's finance calculator shows (the box links to it; it has no calculator of its own). */
  calculator: boolean;
}

/** Everything the vehicle page's parts need from the settings. */
export interface VehiclePageProps {
  pageUrl: string;
  /** An image as an absolute URL 1200 px wide (the social image, structured data). */
  absoluteImage: (src: string) => string;
  /** A group site shows the car's buttons in its make's colours; a franchise keeps its own theme. */
  themeStyle: string | undefined;
  /** The details list at the top of the details section. */
  specs: Array<[string, string | number | null | undefined]>;
  media: VehicleMediaModel;
  imageTag: ImageTag | null;
  phone: VehiclePhone;
  sidebar: VehicleSidebarProps;
  details: { engineInLitres: boolean; rego: string | null; market: string | null };
  tools: VehicleToolsProps;
  /** The lead actions island's props but the call (the page adds Call Now's on a car for sale). */
  leadActions: { car: EnquireCar; settings: LeadFormSettings; instantMessage: boolean };
  /** 'Request more photos' (core offersPhotoRequest: 3 or fewer photos, not sold); null without. */
  photoRequest: { car: EnquireCar; settings: LeadFormSettings } | null;
  /** The phone bar: its price text, and whether it changes after 900 px (solid, Back to top: showroom). */
  bar: { price: string; scrollState: boolean };
  /** Similar vehicles load when near the viewport (features.similar_cars_lazy), else when idle. */
  similarLazy: boolean;
  announcement: string | null;
  /** The seller in the page's structured data: the car's location, else the site. */
  dealer: StructuredDataOptions['dealer'];
  /** The car's location's address as display lines, in the country's postal format (#vehicle-map). */
  locationAddress: string[];
  currency: CurrencyCode;
}

export function vehiclePageProps(
  car: CarOutput,
  title: string,
  location: LocationOutput | undefined,
): VehiclePageProps {
  const pageUrl = new URL(`/cars/${car.slug}`, site.site_url).href;
  const price = vehiclePrice(car, site);
  const market = showsBuyingPanels(car) ? (marketPriceBadge(car, { currency })?.text ?? null) : null;
  const engine = formatEngineSize(car.engine_size ?? null, { inLitres: site.vehicle_page.engine_size_in_litres });
  const phone = vehiclePhone(car, location, site, apiBaseUrl);
  const leadCar = enquireCarOf(car, title);
  const leadSettings = leadFormSettings(site, apiBaseUrl);
  return {
    pageUrl,
    absoluteImage: (src) => new URL(imageUrl(src, { width: 1200 }), site.site_url).href,
    themeStyle: site.manufacturer_name ? undefined : manufacturerThemeStyle(car.make),
    specs: [
      ['Kilometres', formatKms(car.km)],
      ['Transmission', car.simple_transmission ?? car.trans],
      ['Body', car.body ?? car.simple_body],
      ['Fuel', car.simple_fuel ?? car.fuel],
      ['Engine', engine],
      ['Drive', car.simple_drive ?? car.drive],
      ['Colour', car.colour],
      ['Interior colour', car.interior_colour],
      ['Seats', car.seats],
      ['Doors', car.doors],
      ['Year', car.year],
      ['Make', car.make],
      ['Model', car.model],
      ['Badge', car.badge],
      ['Series', car.series],
    ],
    media: vehicleMedia(car, title, site.vehicle_page),
    imageTag: imageTag(car, buildNow, imageTagOptions(site)),
    phone,
    sidebar: sidebarProps(car, title, pageUrl, location, price, market, leadCar),
    details: {
      engineInLitres: site.vehicle_page.engine_size_in_litres,
      rego: regoExpiryText(car.rego_expiry, buildNow, { showUnregistered: site.features.show_unregistered, timeZone }),
      market,
    },
    tools: vehicleToolsProps(car, site, { apiBaseUrl, currency }),
    leadActions: { car: leadCar, settings: leadSettings, instantMessage: site.features.instant_message },
    photoRequest: offersPhotoRequest(car) ? { car: leadCar, settings: leadSettings } : null,
    bar: { price: price.display.text, scrollState: site.template === 'showroom' },
    similarLazy: site.features.similar_cars_lazy,
    announcement: site.vehicle_page.announcement ?? null,
    dealer: {
      name: location?.name ?? site.name,
      url: site.site_url,
      telephone: phone.telephone,
      address: location?.address
        ? {
            street: location.address.street,
            suburb: location.address.suburb,
            city: location.address.city,
            state: location.address.state,
            postcode: location.address.postcode,
            country: site.country,
          }
        : null,
    },
    locationAddress: addressLines(location?.address, site.country),
    currency,
  };
}

/** The print page's island (/print?car_id=): where it loads the car's facts and sends leads. */
export function printViewProps(): { apiBaseUrl: string; site: string } {
  return { apiBaseUrl, site: site.slug };
}

function sidebarProps(
  car: CarOutput,
  title: string,
  pageUrl: string,
  location: LocationOutput | undefined,
  price: VehiclePrice,
  market: string | null,
  enquireCar: EnquireCar,
): VehicleSidebarProps {
  const features = site.features;
  const favourite = canFavourite(car, {
    storageEnabled: features.favourites,
    restrictToUsedPricedWithImages: features.favourites_used_priced_with_images_only,
  });
  const watchlist = features.watchlist && features.sign_in;
  const saved: FavouriteEntry = {
    id: car.id,
    name: title,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: car.primary_image_url ?? (car.images ?? [])[0]?.image.url ?? null,
  };
  return {
    price,
    market,
    financeEstimate: financeEstimateProps(car),
    reserve: canReserve(car, { reserveEnabled: features.reserve }),
    buyOnline: canBuyOnline(car, { buyOnlineEnabled: features.buy_online }),
    tradeIn: showTradeInButton(car, { autograbEnabled: features.autograb_trade_in }),
    print: features.print,
    financeAnchor: vehicleFinance(car, site).calculatorShown,
    views: {
      views: {
        apiBaseUrl,
        site: site.slug,
        slug: car.slug,
        photosCount: car.photos_count ?? (car.images ?? []).length,
        updatedAt: car.updated_at ?? null,
        websiteId: location?.website_id ?? null,
        viewed: {
          id: car.id,
          stocknum: car.stocknum ?? null,
          make: car.make,
          model: car.model,
          body: car.body ?? null,
          simple_body: car.simple_body ?? null,
          slug: car.slug,
          name: title,
        },
      },
      enquireCar,
    },
    shareSave: {
      share: { url: pageUrl, carName: title, confirmation: copyConfirmationFor(site.template) },
      save:
        favourite || watchlist
          ? {
              analytics: site.analytics.enabled,
              favourite: favourite ? saved : null,
              watchlist: watchlist ? { entry: saved, car: { status: car.status, sold: car.sold ?? null } } : null,
              api: { baseUrl: apiBaseUrl, site: site.slug },
            }
          : null,
    },
  };
}

function financeEstimateProps(car: CarOutput): FinanceEstimateBoxProps | null {
  const { offer, calculatorShown } = vehicleFinance(car, site);
  const price = car.price ?? 0;
  // No finance for a car shown as sold (showsBuyingPanels).
  const shown =
    showsBuyingPanels(car) &&
    isFinanceEstimateShown(car, {
      provider: site.finance_provider,
      rule: financeEstimateEligibility(site),
      currentYear: calendarDateIn(buildNow, timeZone).year,
      // The generic check of the provider that needs only that (docs/decisions.md): an available, priced car.
      genericEligible: isAvailable(car) && price > 0,
    });
  if (!shown) return null;
  return {
    offer,
    currency,
    youx: site.features.youx_quote
      ? {
          car: { price, year: car.year, vin: car.vin ?? null, nvic: car.nvic ?? null },
          held: car.youxQuote ?? null,
          currency,
          apiBaseUrl,
          site: site.slug,
        }
      : null,
    calculator: calculatorShown,
  };
}
