// npm run bench:lighthouse [-- --site harbour-toyota] [--runs 3]: Lighthouse
// (mobile, its default throttling) on Debian's Chromium against the built
// artefact in dist/<slug>/, served as the CDN serves it, its images as
// photo-weight JPEGs at the widths the pages ask for (scripts/lib/photo-images.ts:
// the sample SVGs would make image-heavy pages look light). Prints the four
// category scores, LCP, CLS, TBT and the page's bytes for the home page, a
// vehicle page, a search page and a location page; with --runs, the run of
// median performance. Exit 1 when a page cannot be measured; scores are
// figures, not a gate (the target is 98 or more).
import { existsSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH } from '../lib/chromium.ts';
import { serveStatic } from '../lib/static-server.ts';

const { values } = parseArgs({
  options: { site: { type: 'string', default: 'harbour-toyota' }, runs: { type: 'string', default: '1' } },
});
const runs = Math.max(1, Number(values.runs) || 1);
const root = `dist/${values.site}`;
if (!existsSync(root)) {
  console.error(`${root} does not exist: run npm run build -- --site ${values.site}`);
  process.exit(1);
}

/** The parts of Lighthouse's and chrome-launcher's APIs this uses. */
interface LighthouseResult {
  lhr: {
    runtimeError?: { message: string };
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { displayValue?: string } | undefined>;
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
type Launch = (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill(): void }>;

// Loaded by name at run time: a checkout that has not installed the devDependency yet still
// type-checks, and this says what to do.
const load = (name: string): Promise<unknown> =>
  import(name).catch(() => {
    console.error(`${name} is not installed: run npm install (lighthouse is a devDependency)`);
    process.exit(1);
  });
const lighthouse = ((await load('lighthouse')) as { default: Lighthouse }).default;
const { launch } = (await load('chrome-launcher')) as { launch: Launch };

const first = (dir: string, pick: (f: string) => boolean = () => true) =>
  readdirSync(`${root}/${dir}`)
    .filter((f) => f.endsWith('.html') && pick(f))
    .sort()[0];
const page = (dir: string, file: string | undefined) => (file ? `/${dir}/${file.replace(/\.html$/, '')}` : null);
const pages: Array<[string, string | null]> = [
  ['home', '/'],
  ['vehicle page', page('cars', first('cars'))],
  ['search page', existsSync(`${root}/search/used-cars.html`) ? '/search/used-cars' : page('search', first('search'))],
  ['location page', page('locations', first('locations'))],
];

// Compressed as the CDN serves it (the build writes no precompressed files).
const server = await serveStatic(root, 0, '127.0.0.1', { compress: true, photos: true });
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
let failed = false;
console.log(
  `bench:lighthouse  ${values.site}  (Lighthouse mobile, ${CHROMIUM_PATH}, photo-weight JPEGs` +
    `${runs > 1 ? `, median of ${runs} runs` : ''})`,
);
try {
  for (const [name, path] of pages) {
    if (!path) {
      console.log(`  ${name.padEnd(14)} no such page in ${root}`);
      failed = true;
      continue;
    }
    const results: LighthouseResult['lhr'][] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (result?.lhr) results.push(result.lhr);
      if (!result?.lhr || result.lhr.runtimeError) break;
    }
    const perf = (r: LighthouseResult['lhr']) => r.categories['performance']?.score ?? 0;
    const lhr = [...results].sort((a, b) => perf(a) - perf(b))[Math.floor((results.length - 1) / 2)];
    if (!lhr || lhr.runtimeError) {
      console.log(`  ${name.padEnd(14)} ${path}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      failed = true;
      continue;
    }
    const score = (id: string) => {
      const s = lhr.categories[id]?.score;
      return s == null ? '  -' : String(Math.round(s * 100)).padStart(3);
    };
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? '-';
    console.log(
      `  ${name.padEnd(14)} performance ${score('performance')}  accessibility ${score('accessibility')}  ` +
        `best practices ${score('best-practices')}  SEO ${score('seo')}  ` +
        `LCP ${audit('largest-contentful-paint')}  CLS ${audit('cumulative-layout-shift')}  ` +
        `TBT ${audit('total-blocking-time')}  ${audit('total-byte-weight').replace(/^Total size was /, '')}  ` +
        `${runs > 1 ? `(performance ${results.map((r) => Math.round(perf(r) * 100)).join('/')}) ` : ''}(${path})`,
    );
  }
} finally {
  chrome.kill();
  await server.close();
}
process.exit(failed ? 1 : 0);
