// Header, footer and feature-banner links for the tenant, derived from its
// settings and pulled data. Server-side only.
import { all } from './store.ts';
import { site, today } from '../site.ts';
import { currentOffers } from '../core/offers.ts';
import { listedPages } from './tenant-pages.ts';

export interface NavLink {
  label: string;
  href: string;
  logo?: string | null;
}

export interface Navigation {
  models: NavLink[];
  brands: NavLink[];
  hasOffers: boolean;
  bodyTypes: NavLink[];
  /** The tenant's own pages the footer lists (partner and running promotion pages). */
  pages: NavLink[];
}

let cached: Promise<Navigation> | undefined;

export function navigation(): Promise<Navigation> {
  cached ??= build();
  return cached;
}

async function build(): Promise<Navigation> {
  const [models, offers, manufacturers, pages] = await Promise.all([
    all('models'),
    all('offers'),
    all('manufacturers'),
    listedPages(),
  ]);
  const franchiseMakes = new Set(site.dealerships.flatMap((d) => d.makes));
  const brands = manufacturers
    .filter((m) => franchiseMakes.has(m.name))
    .map((m) => ({ label: m.name, href: `/search/${m.slug}`, logo: m.logo?.url ?? null }));
  const bodies = [...new Set(models.flatMap((m) => (m.manufacturer_body ? [m.manufacturer_body] : [])))];
  return {
    models: models.map((m) => ({ label: m.name, href: `/models/${m.slug}` })),
    brands,
    hasOffers: currentOffers(offers, today).length > 0,
    bodyTypes: bodies.map((b) => ({ label: b, href: `/models?body=${encodeURIComponent(b)}` })),
    pages,
  };
}
