import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as v from 'valibot';
import { SiteConfigSchema, type SiteConfig } from './site-schema.ts';
import { SiteConfigError, describeIssue } from './errors.ts';

export const SITE_FILE = 'site.json';

/** Folder holding one folder per tenant; SITES_DIR overrides it (benchmarks, tests). */
export function sitesDir(root: string = process.cwd()): string {
  return process.env['SITES_DIR'] ?? join(root, 'sites');
}

/** Parses and validates one tenant's settings; `file` is the path shown in errors. */
export function parseSiteConfig(raw: unknown, file: string, folderSlug?: string): SiteConfig {
  const result = v.safeParse(SiteConfigSchema, raw, { abortEarly: false });
  const problems = result.success ? [] : result.issues.map(describeIssue);
  if (result.success && folderSlug !== undefined && result.output.slug !== folderSlug) {
    problems.push(`slug: expected "${folderSlug}" (the folder name) but received "${result.output.slug}"`);
  }
  if (!result.success || problems.length > 0) throw new SiteConfigError(file, problems);
  return result.output;
}

/** Reads `sites/<slug>/site.json`. Throws SiteConfigError on invalid JSON or settings. */
export function loadSiteConfig(slug: string, dir: string = sitesDir()): SiteConfig {
  const path = join(dir, slug, SITE_FILE);
  const file = relative(process.cwd(), path) || path;
  if (!existsSync(path))
    throw new SiteConfigError(file, [`(root): file not found; every tenant folder needs a ${SITE_FILE}`]);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new SiteConfigError(file, [`(root): not valid JSON: ${(error as Error).message}`]);
  }
  return parseSiteConfig(raw, file, slug);
}

/** Slugs of every tenant folder under `sites/`, sorted. */
export function listSiteSlugs(dir: string = sitesDir()): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, SITE_FILE)))
    .map((d) => d.name)
    .sort();
}

/**
 * Dealership ids of tenant `slug` that another tenant under `dir` also lists, one message each,
 * naming both files. Tenant isolation rests on those ids (a Meilisearch tenant token filters the
 * shared index by them), so a build refuses a clash. A tenant whose own config is invalid is
 * skipped here: its build reports it.
 */
export function dealershipIdClashes(slug: string, dir: string = sitesDir()): string[] {
  const fileOf = (s: string) => relative(process.cwd(), join(dir, s, SITE_FILE)) || join(dir, s, SITE_FILE);
  const own = new Set(loadSiteConfig(slug, dir).dealerships.map((d) => d.id));
  const problems: string[] = [];
  for (const other of listSiteSlugs(dir)) {
    if (other === slug) continue;
    let config: SiteConfig;
    try {
      config = loadSiteConfig(other, dir);
    } catch {
      continue;
    }
    for (const dealership of config.dealerships) {
      if (!own.has(dealership.id)) continue;
      problems.push(
        `dealership id ${dealership.id} is in two tenants: ${fileOf(slug)} and ${fileOf(other)} ` +
          '(search and leads tell tenants apart by dealership id: give each dealership to one tenant)',
      );
    }
  }
  return problems;
}
