// The saved searches slice's props builder: the search page's Save this search button and
// dialog, and My Garage's list, from the tenant settings.
import { hasOptionalRoute } from '../../config/optional-routes.ts';
import { apiBaseUrl, currency, site } from '../../site.ts';
import type { SaveSearchSettings } from './types.ts';
import type { SavedSearchListProps } from './SavedSearchList.tsx';

/** Where saved searches are listed. */
export const MY_GARAGE_PATH = '/my-garage';

/** The search page's Save this search: the dialog's settings (serialisable island props). */
export function saveSearchSettings(): SaveSearchSettings {
  return {
    currency,
    siteName: site.name,
    // Saved searches are listed on My Garage; a tenant without it keeps them in the browser only.
    myGaragePath: hasOptionalRoute(site, MY_GARAGE_PATH) ? MY_GARAGE_PATH : null,
    alerts: { baseUrl: apiBaseUrl, site: site.slug },
  };
}

/** My Garage's saved searches section. */
export function savedSearchListProps(searchPath: string): SavedSearchListProps {
  return { searchPath };
}
