import type { OpeningSchedule } from '../../core/open-status.ts';
import type { DatedHours } from '../../core/opening-hours.ts';
import type { CardModel } from '../search/ui/card-model.ts';

/** One hero slide (SPEC.md §3 Slide). */
export interface HeroSlide {
  id: number;
  name: string;
  description: string | null;
  /** Safe link, or null when the slide links nowhere. */
  href: string | null;
  hideOverlay: boolean;
  image: { src: string; srcset: string } | null;
}

export interface HeroSlidesProps {
  slides: HeroSlide[];
}

export interface FeaturedStockProps {
  cards: CardModel[];
  /** Where 'View all stock' goes. */
  allHref: string;
  /** 'Vehicles', or what the whole stock is ('Caravans'; core kinds.ts stockWord). */
  stockWord: string;
}

/** A location card of the home page, with what its "Today" line needs. */
export interface HomeLocation {
  id: number;
  name: string;
  href: string | null;
  addressLines: string[];
  phone: { display: string; href: string } | null;
  week: string[];
  specials: DatedHours[];
  /** The open-now status's hours. */
  schedule: OpeningSchedule;
}

export interface HomeLocationsProps {
  locations: HomeLocation[];
  timeZone: string;
}

export interface SalesCounterProps {
  /** The build's instant (ISO): what the HTML shows until the browser counts. */
  builtAt: string;
  /** Cars counted in a day (`home.sales_per_day`). */
  perDay: number;
}
