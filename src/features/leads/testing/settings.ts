/** Lead-form settings for component tests: a tenant with no captcha and no analytics, unless overridden. */
import type { LeadFormSettings } from '../settings.ts';

export function testLeadFormSettings(overrides: Partial<LeadFormSettings> = {}): LeadFormSettings {
  return {
    apiBaseUrl: 'http://api.test',
    site: 'harbour-toyota',
    commentsRequired: true,
    captcha: false,
    termsNote: false,
    locationPlaceholder: 'dealership',
    analytics: false,
    ...overrides,
  };
}
