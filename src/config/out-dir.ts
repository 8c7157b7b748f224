/**
 * The folder `astro build` writes a tenant to: SITE_OUT_DIR, else
 * DIST_DIR (default dist) + slug. One definition for astro.config.mjs and the
 * build scripts that read the output afterwards.
 */
export function tenantOutDir(slug: string, env: NodeJS.ProcessEnv = process.env): string {
  return env['SITE_OUT_DIR'] ?? `${env['DIST_DIR'] ?? 'dist'}/${slug}`;
}

/**
 * Astro's cache folder for a tenant: ASTRO_CACHE_ROOT (default .astro/cache) + slug. It holds the
 * content layer's store, so it is kept per tenant between runs (and restored by CI).
 */
export function tenantCacheDir(slug: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${env['ASTRO_CACHE_ROOT'] ?? '.astro/cache'}/${slug}`;
}
