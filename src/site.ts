// The tenant being built. Only server code (.astro frontmatter, getStaticPaths)
// imports this; islands receive the settings they need as props.
import { loadSiteConfig } from './config/load.ts';
import type { SiteConfig } from './config/site-schema.ts';
import type { CurrencyCode } from './core/types.ts';
import { currencyOf, timeZoneOf } from './config/core-options.ts';
import { calendarDateIn } from './core/format.ts';
import { browserApiUrl } from './config/api-url.ts';

const slug = process.env['SITE_SLUG'];
if (!slug) throw new Error('SITE_SLUG is not set');

export const site: SiteConfig = loadSiteConfig(slug);
export const currency: CurrencyCode = currencyOf(site);
/** The build's clock: BUILD_TIME pins it (reproducible builds, tests). */
export const buildNow: Date = process.env['BUILD_TIME'] ? new Date(process.env['BUILD_TIME']) : new Date();

/** The tenant's time zone (rules that speak of "today" use the tenant's calendar). */
export const timeZone: string = timeZoneOf(site);
const todayParts = calendarDateIn(buildNow, timeZone);
/** The build day in the tenant's time zone, 'YYYY-MM-DD'. */
export const today: string = `${todayParts.year}-${String(todayParts.month).padStart(2, '0')}-${String(todayParts.day).padStart(2, '0')}`;

/**
 * The platform API origin the browser talks to (leads, views, delivery...): the tenant's
 * `api.base_url`, else SITE_API_URL at build time (tests point it at their own local API), else
 * the local platform API for development and sample data; otherwise the build fails.
 */
export const apiBaseUrl: string = browserApiUrl(site, process.env);
