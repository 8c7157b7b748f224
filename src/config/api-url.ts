import type { SiteConfig } from './site-schema.ts';

/** The local platform API's default address (`npm run api`). */
export const LOCAL_API_URL = 'http://127.0.0.1:4010';

/** What {@link browserApiUrl} reads from the environment. */
export interface ApiUrlEnv {
  SITE_API_URL?: string | undefined;
  PLATFORM_API_URL?: string | undefined;
  NODE_ENV?: string | undefined;
}

/**
 * The platform API origin a tenant's pages call from the browser (leads, views, delivery...):
 * the tenant's `api.base_url`, else SITE_API_URL. The local API is the default only where no
 * real platform is involved: in development, or for a tenant built from the bundled sample data
 * (no `api.base_url`, no PLATFORM_API_URL, as the pull reads it). A build of real data with no
 * browser API URL used to point the live site at 127.0.0.1 without a word: it is an error.
 */
export function browserApiUrl(site: Pick<SiteConfig, 'slug' | 'api'>, env: ApiUrlEnv): string {
  if (site.api.base_url) return site.api.base_url;
  if (env.SITE_API_URL) return env.SITE_API_URL;
  if (!env.PLATFORM_API_URL || env.NODE_ENV === 'development') return LOCAL_API_URL;
  throw new Error(
    `sites/${site.slug}/site.json: no platform API URL for the browser: its data comes from PLATFORM_API_URL, ` +
      `but neither api.base_url nor SITE_API_URL says where its pages send leads (the local ${LOCAL_API_URL} ` +
      'is only for development and the bundled sample data).',
  );
}
