// The header's props builder (the layout calls it for every page): the dealer's name, the
// navigation from the data, whether the group brands page exists and where Service & Parts goes.
import { hasOptionalRoute } from '../../config/optional-routes.ts';
import { safeHref } from '../../core/safe-url.ts';
import { navigation, type Navigation } from '../../data/navigation.ts';
import { site } from '../../site.ts';

export interface HeaderProps {
  siteName: string;
  nav: Navigation;
  /** The Vehicles menu links to /brands when the tenant has that page. */
  brandsPage: boolean;
  serviceHref: string;
}

export async function headerProps(): Promise<HeaderProps> {
  return {
    siteName: site.name,
    nav: await navigation(),
    brandsPage: hasOptionalRoute(site, '/brands'),
    serviceHref: safeHref(site.service_booking_url) ?? '/service',
  };
}
