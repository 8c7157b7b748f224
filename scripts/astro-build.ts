// One tenant's `astro build` (SITE_SLUG set by the caller, scripts/build.ts
// and scripts/bench/build.ts), then the reserve checkout links.
//
// - Astro's info log is off: it logs two lines per page, and at 20,000 cars
//   that logging alone cost about 0.4 ms of the main thread per page
//   (docs/performance.md). Warnings and errors still print; scripts/build.ts
//   prints the tenant's summary (pages, seconds). ASTRO_LOG_LEVEL=info brings
//   the page lines back.
// - /cars/{slug}/checkout is one page (/reserve, src/pages/[reserve].astro)
//   hard-linked (copied where links are refused) to cars/{slug}/checkout.html
//   for every car page, instead of one rendered page per car: every CDN and
//   static server then serves the address as it is, with no rewrite rule.
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'astro';
import { readBuildContent } from '../src/data/build-data.ts';
import { tenantOutDir } from '../src/config/out-dir.ts';

/** Links the reserve page to cars/{slug}/checkout.html for each car page; returns how many. */
export function linkCheckoutPages(outDir: string, carSlugs: ReadonlySet<string>): number {
  const reservePage = join(outDir, 'reserve.html');
  const carsDir = join(outDir, 'cars');
  if (!existsSync(reservePage) || !existsSync(carsDir)) return 0;
  let linked = 0;
  for (const file of readdirSync(carsDir)) {
    const slug = file.endsWith('.html') ? file.slice(0, -'.html'.length) : null;
    if (!slug || !carSlugs.has(slug)) continue;
    const dir = join(carsDir, slug);
    const target = join(dir, 'checkout.html');
    mkdirSync(dir, { recursive: true });
    rmSync(target, { force: true });
    try {
      linkSync(reservePage, target);
    } catch {
      copyFileSync(reservePage, target);
    }
    linked++;
  }
  return linked;
}

if (import.meta.main) {
  const slug = process.env['SITE_SLUG'] ?? '';
  await build({ logLevel: process.env['ASTRO_LOG_LEVEL'] === 'info' ? 'info' : 'warn' });
  const cars = readBuildContent(slug).collections.cars;
  linkCheckoutPages(tenantOutDir(slug), new Set(cars.map((c) => String(c['slug']))));
}
