/**
 * The lead-form settings an island needs, taken from the tenant's settings at
 * build time (pages call `leadFormSettings(site, apiBaseUrl)` and pass the
 * result as a serialisable prop).
 */
import type { SiteConfig } from '../../config/site-schema.ts';

export interface LeadFormSettings {
  /** Platform API origin the browser sends leads to. */
  apiBaseUrl: string;
  /** The tenant slug (?site=). */
  site: string;
  /** forms.comments_required: Comments required unless false. */
  commentsRequired: boolean;
  /** forms.captcha: the captcha slot is shown. */
  captcha: boolean;
  /** forms.terms_note: the terms note and a terms box that must be ticked. */
  termsNote: boolean;
  /** forms.location_placeholder. */
  locationPlaceholder: 'dealership' | 'department';
  /** analytics.enabled. */
  analytics: boolean;
}

export function leadFormSettings(site: SiteConfig, apiBaseUrl: string): LeadFormSettings {
  return {
    apiBaseUrl,
    site: site.slug,
    commentsRequired: site.forms.comments_required,
    captcha: site.forms.captcha,
    termsNote: site.forms.terms_note,
    locationPlaceholder: site.forms.location_placeholder,
    analytics: site.analytics.enabled,
  };
}
