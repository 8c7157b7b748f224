/**
 * Home page rules (SPEC.md §2 Home, Other; §9 warranty): the Why Buy From Us
 * panels with their warranty wording, and which cars the featured-stock
 * carousel shows.
 */

/** Warranty lengths a dealer can give (SPEC.md §9 "3-year standard, 5- or 7-year for some dealers"). */
export type WarrantyYears = 3 | 5 | 7;

/** The standard warranty (SPEC.md §9). */
export const STANDARD_WARRANTY_YEARS: WarrantyYears = 3;

/** '3-year standard warranty', or '5-year warranty' / '7-year warranty' for the dealers that give one. */
export function warrantyText(years: WarrantyYears = STANDARD_WARRANTY_YEARS): string {
  return years === STANDARD_WARRANTY_YEARS ? `${years}-year standard warranty` : `${years}-year warranty`;
}

export interface WhyBuyPanel {
  title: string;
  text: string;
}

/** The panels shown when the tenant gives none (docs/decisions.md "Home page"). */
export const DEFAULT_WHY_BUY_PANELS: readonly WhyBuyPanel[] = [
  {
    title: 'Warranty peace of mind',
    text: 'Eligible vehicles come with a {warranty}, backed by our own service team.',
  },
  {
    title: 'Quality checked stock',
    text: 'Every used vehicle is inspected and serviced before it reaches our yard.',
  },
  {
    title: 'Finance made simple',
    text: 'Get a repayment estimate online and talk to our finance team the same day.',
  },
  {
    title: 'A fair price for your trade-in',
    text: 'Our high turnover means we can pay more for your car.',
  },
];

/**
 * The Why Buy From Us panels: the tenant's, else the defaults; `{warranty}`
 * in a text becomes {@link warrantyText} (a leading 'a 3-year' reads as
 * written).
 */
export function whyBuyPanels(panels: readonly WhyBuyPanel[] | null | undefined, years?: WarrantyYears): WhyBuyPanel[] {
  const list = panels && panels.length > 0 ? panels : DEFAULT_WHY_BUY_PANELS;
  return list.map((p) => ({ title: p.title, text: p.text.replaceAll('{warranty}', warrantyText(years)) }));
}

/** Most cars in the featured-stock carousel. */
export const FEATURED_CAR_LIMIT = 10;

/** The car fields {@link featuredCars} reads. */
export interface FeaturedCandidate {
  id: number;
  status: string;
  primary_image_url: string | null;
  created_at: string;
  price: number;
}

/**
 * Featured stock: in-stock cars with a photo and a price, newest first
 * (created_at, ties by id descending), at most {@link FEATURED_CAR_LIMIT}.
 * The spec names the carousel, not its cars (docs/decisions.md "Home page").
 */
export function featuredCars<C extends FeaturedCandidate>(cars: readonly C[], limit = FEATURED_CAR_LIMIT): C[] {
  return cars
    .filter((c) => c.status === 'in_stock' && c.primary_image_url && c.price > 0)
    .toSorted((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1))
    .slice(0, limit);
}
