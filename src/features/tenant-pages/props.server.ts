// What a tenant page (src/data/tenant-pages.ts) shows around its text.
import { breadcrumbTrail, type Crumb } from '../../core/breadcrumb.ts';
import type { TenantPage } from '../../data/tenant-pages.ts';
import { site } from '../../site.ts';
import { gateSettings } from '../auth/settings.ts';
import type { GatedPageProps } from './GatedPage.tsx';

export { tenantPages, type TenantPage } from '../../data/tenant-pages.ts';

export function pageView(page: TenantPage): { breadcrumb: Crumb[]; noindex: boolean; gated: GatedPageProps | null } {
  return {
    breadcrumb: breadcrumbTrail({}, page.title),
    // An ended promotion stays at its address for old links and ads, out of search results.
    noindex: !page.running || page.gated,
    gated: page.gated ? { html: page.html, gating: gateSettings(site) } : null,
  };
}
