// The tenant being built. Only server code (.astro frontmatter, getStaticPaths)
// imports this; islands receive the settings they need as props.
import { loadSiteConfig } from './config/load.ts';
import type { SiteConfig } from './config/site-schema.ts';
import type { CurrencyCode } from './core/types.ts';
import { currencyOf } from './config/core-options.ts';

const slug = process.env['SITE_SLUG'];
if (!slug) throw new Error('SITE_SLUG is not set');

export const site: SiteConfig = loadSiteConfig(slug);
export const currency: CurrencyCode = currencyOf(site);
/** The build's clock: BUILD_TIME pins it (reproducible builds, tests). */
export const buildNow: Date = process.env['BUILD_TIME'] ? new Date(process.env['BUILD_TIME']) : new Date();
