import { parseArgs } from 'node:util';
import { listSiteSlugs, loadSiteConfig } from '../../src/config/load.ts';
import type { SiteConfig } from '../../src/config/site-schema.ts';
import { SiteConfigError } from '../../src/config/errors.ts';

/** `--site <slug>` (repeatable) or every tenant under sites/. */
export function selectedSlugs(argv: string[] = process.argv.slice(2)): string[] {
  const { values } = parseArgs({ args: argv, options: { site: { type: 'string', multiple: true } }, strict: false });
  const requested = (values['site'] as string[] | undefined) ?? [];
  const all = listSiteSlugs();
  for (const slug of requested) {
    if (!all.includes(slug)) {
      console.error(`Unknown tenant "${slug}". Tenants: ${all.join(', ')}`);
      process.exit(2);
    }
  }
  return requested.length > 0 ? requested : all;
}

/** Loads a tenant config, or prints its friendly error and returns null. */
export function tryLoadSite(slug: string): SiteConfig | null {
  try {
    return loadSiteConfig(slug);
  } catch (error) {
    if (error instanceof SiteConfigError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}
