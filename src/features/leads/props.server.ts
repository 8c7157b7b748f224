/**
 * The leads slice's props builder (pages only): the lead-form islands' settings, the site's
 * visible locations for the location select and its dealerships, and what the form pages
 * (careers, finance, test drive, contact a location) show from the settings.
 */
import { siteLocations } from '../../data/locations.ts';
import { all } from '../../data/store.ts';
import type { LocationOutput, ModelOutput } from '../../data/schemas.ts';
import { apiBaseUrl, currency, site } from '../../site.ts';
import { carShowsFinanceCalculator, FINANCE_DISCLAIMER } from '../../core/finance/index.ts';
import { financeCalculatorRules, financeEstimateRules } from '../../config/core-options.ts';
import type { CurrencyCode } from '../../core/types.ts';
import type { FinanceCalculatorProps } from '../vehicle/finance/FinanceCalculator.tsx';
import { phoneLink, type PhoneLink } from '../locations/card-props.server.ts';
import { leadFormSettings, type LeadFormSettings } from './settings.ts';

export interface LeadPageProps {
  settings: LeadFormSettings;
  locations: Array<{ id: number; name: string }>;
  dealerships: Array<{ slug: string; name: string }>;
}

/** /careers: the lead props and the tenant's positions (forms.career_positions). */
export async function careersPageProps(): Promise<LeadPageProps & { positions: string[] }> {
  return { ...(await leadPageProps()), positions: [...site.forms.career_positions] };
}

export async function leadPageProps(): Promise<LeadPageProps> {
  const locations = await siteLocations();
  return {
    settings: leadFormSettings(site, apiBaseUrl),
    locations: locations.map((l) => ({ id: l.id, name: l.name })),
    dealerships: site.dealerships.map((d) => ({ slug: d.slug, name: d.name })),
  };
}

/** The finance pages (/finance, /apply-for-finance): the lead props and the currency of a car's price. */
export async function financePageProps(): Promise<LeadPageProps & { currency: CurrencyCode }> {
  return { ...(await leadPageProps()), currency };
}

/**
 * /finance's repayment calculator (the vehicle page's, with no car: the spec's default amount),
 * or null on a site with no finance provider (SPEC.md §5: no provider, no calculator).
 */
export function financePageCalculator(): FinanceCalculatorProps | null {
  const rules = financeCalculatorRules(site);
  if (!carShowsFinanceCalculator(site.finance_provider, null, null, rules)) return null;
  return {
    price: null,
    offer: null,
    rules,
    showFrequency: financeEstimateRules(site).showFrequencySelector,
    currency,
    disclaimer: FINANCE_DISCLAIMER,
    analytics: site.analytics.enabled,
  };
}

/** The dealer's name, which the careers and finance pages' texts use. */
export function formPageSiteName(): string {
  return site.name;
}

/** /book-test-drive: the model range the island offers (?model=), each with its make. */
export async function testDriveModels(): Promise<Array<{ slug: string; name: string; make: string | null }>> {
  return (await all('models')).map((m) => ({
    slug: m.slug,
    name: m.name,
    make: m.manufacturer_name ?? site.manufacturer_name ?? null,
  }));
}

/** A coming-soon model's register-interest island (/models/{slug}): the lead props and the model. */
export async function registerInterestProps(
  model: Pick<ModelOutput, 'slug' | 'name' | 'manufacturer_name'>,
): Promise<LeadPageProps & { model: { slug: string; name: string; make: string | null } }> {
  return {
    ...(await leadPageProps()),
    model: { slug: model.slug, name: model.name, make: model.manufacturer_name ?? site.manufacturer_name ?? null },
  };
}

/** /contact-us/{location}: the location's phone as a link, in the tenant's country's format. */
export function contactLocationPhone(location: LocationOutput): PhoneLink | null {
  const phone = location.phone ?? location.contact_detail?.phone;
  return phone ? phoneLink(phone) : null;
}
