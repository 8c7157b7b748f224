/**
 * Build-time props of the lead-form islands (pages only): the settings, the
 * site's visible locations for the location select and its dealerships.
 */
import { siteLocations } from '../../data/locations.ts';
import { apiBaseUrl, site } from '../../site.ts';
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
