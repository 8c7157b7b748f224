// Proof that an incremental build equals a full one: a sample tenant is built, its source data
// changes the way a night's feed changes it, and the incremental rebuild must give the very bytes
// a clean full build of the same data and clock gives, file by file. Then the build clock moves a
// day and the rebuild must render exactly the vehicle pages whose content the day changed.
// And an editor's publish at Metro Motor Group's size: the price of one car on a later page of a
// landing changes, the incremental build equals a full one and renders at most 30 pages (the
// page keys, docs/operations.md).
// Real builds (pull, prepare, the render path: bundle and renderer) in a temp workspace.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { tempDirsPerTest } from '../../tests/temp-dirs.ts';
import { DAY_MS, SAMPLE_ANCHOR_MS } from '../sample-data/anchor.ts';

const SLUG = 'outback-caravans';
const T = '2026-11-20T02:00:00.000Z';
const T_NEXT_DAY = '2026-11-21T02:00:00.000Z';
const tempDir = tempDirsPerTest('incremental');

type Car = Record<string, unknown> & { id: number; slug: string; price: number };

function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path).split(sep).join('/'), readFileSync(path));
  }
  return files;
}

/** Every file that is not byte-identical in both folders, or is in one only. */
function differences(a: string, b: string): string[] {
  const left = filesOf(a);
  const right = filesOf(b);
  const names = new Set([...left.keys(), ...right.keys()]);
  return [...names]
    .filter((name) => {
      const x = left.get(name);
      const y = right.get(name);
      return !x || !y || !x.equals(y);
    })
    .sort();
}

/** A vehicle page's file (cars/<car slug>.html; cars/trade-in.html is another route). */
const isVehiclePage = (name: string): boolean => /^cars\/[^/]+\.html$/.test(name) && name !== 'cars/trade-in.html';

/** Vehicle pages written at or after `sinceMs`. */
function vehiclePagesWrittenSince(dir: string, sinceMs: number): string[] {
  return readdirSync(join(dir, 'cars'))
    .filter((f) => isVehiclePage(`cars/${f}`) && statSync(join(dir, 'cars', f)).mtimeMs >= sinceMs)
    .map((f) => `cars/${f}`)
    .sort();
}

function workspace(slug = SLUG) {
  const root = tempDir();
  const sample = join(root, 'sample');
  mkdirSync(join(root, 'sites'), { recursive: true });
  cpSync(`sites/${slug}`, join(root, 'sites', slug), { recursive: true });
  if (existsSync(`.sample-data/${slug}`)) cpSync(`.sample-data/${slug}`, join(sample, slug), { recursive: true });
  else run(['scripts/sample-data/generate.ts', '--out', sample, '--site', slug], {});
  const base = {
    SITES_DIR: join(root, 'sites'),
    SAMPLE_DATA_DIR: sample,
    DATA_DIR: join(root, 'data'),
  };
  // The bundles import the project's packages: they are built inside the project, not in the temp folder.
  const renderRoot = resolve('.render', `e2e-incremental-${process.pid}`);
  onTestFinished(() => rmSync(renderRoot, { recursive: true, force: true }));
  const incremental = {
    ...base,
    DIST_DIR: join(root, 'inc'),
    ASTRO_CACHE_ROOT: join(root, 'inc-cache'),
    RENDER_ROOT: join(renderRoot, 'inc'),
  };
  const full = {
    ...base,
    DIST_DIR: join(root, 'full'),
    ASTRO_CACHE_ROOT: join(root, 'full-cache'),
    RENDER_ROOT: join(renderRoot, 'full'),
  };
  const source = (name: string) => join(sample, slug, `${name}.json`);
  return {
    root,
    incremental,
    full,
    out: (env: { DIST_DIR: string }) => join(env.DIST_DIR, slug),
    read: <T>(name: string): T[] => JSON.parse(readFileSync(source(name), 'utf8')) as T[],
    write: (name: string, records: unknown[]) => writeFileSync(source(name), JSON.stringify(records)),
    site: join(root, 'sites', slug, 'site.json'),
  };
}

function run(args: string[], env: Record<string, string>): void {
  const result = spawnSync(process.execPath, args, {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

const pull = (env: Record<string, string>, time: string, slug = SLUG) =>
  run(['scripts/pull.ts', '--site', slug], { ...env, BUILD_TIME: time });
const build = (env: Record<string, string>, time: string, slug = SLUG) =>
  run(['scripts/build.ts', '--site', slug, '--no-pull'], { ...env, BUILD_TIME: time });
/** A clean full build: every page rendered into an emptied output folder. */
const fullBuild = (env: Record<string, string>, time: string, slug = SLUG) =>
  run(['scripts/build.ts', '--site', slug, '--no-pull', '--full'], { ...env, BUILD_TIME: time });

/** HTML pages written at or after `sinceMs`, one per file (the checkout links share the reserve page's). */
function pagesWrittenSince(dir: string, sinceMs: number): string[] {
  const seen = new Set<number>();
  const pages: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = join(entry.parentPath, entry.name);
    const stat = statSync(path);
    if (stat.mtimeMs < sinceMs || seen.has(stat.ino)) continue;
    seen.add(stat.ino);
    pages.push(relative(dir, path).split(sep).join('/'));
  }
  return pages.sort();
}

/** Every HTML page's bytes. */
function pagesOf(dir: string): Map<string, Buffer> {
  return new Map([...filesOf(dir)].filter(([name]) => name.endsWith('.html')));
}

describe('incremental build', () => {
  it('gives byte-identical output to a full build after a night of data changes, a setting change and a new day', () => {
    const ws = workspace();
    pull(ws.incremental, T);
    build(ws.incremental, T);
    fullBuild(ws.full, T);
    const beforeTheNight = filesOf(ws.out(ws.full));
    // The car most often listed as similar (in most feeds, similar/<car id>.json).
    const listings = new Map<number, number>();
    for (const [name, bytes] of beforeTheNight) {
      if (!name.startsWith('similar/')) continue;
      for (const card of (JSON.parse(bytes.toString()) as { cards: Array<{ id: number }> }).cards)
        listings.set(card.id, (listings.get(card.id) ?? 0) + 1);
    }
    const popularId = [...listings].sort((x, y) => y[1] - x[1])[0]![0];

    // A night's feed: prices, a photo, a sale, a new car, a removed car, a location's phone.
    const cars = ws.read<Car>('cars');
    const [, a, b, c, photo, sold, template, removed] = cars;
    const popular = cars.find((car) => car.id === popularId)!;
    for (const car of new Set([a!, b!, c!, popular])) car.price += 1000;
    const images = photo!['images'] as Array<{ image: { url: string } }>;
    images[0]!.image.url = '/sample-images/cars/caravan-1.svg';
    sold!['status'] = 'sold';
    sold!['sold'] = true;
    const added = { ...template!, id: 3_999_999, slug: 'new-arrival-3999999', stocknum: 'NEW-1' };
    const next = cars.filter((car) => car !== removed);
    next.push(added);
    ws.write('cars', next);
    // Not the primary location (the first): its phone is in every page's footer, so a change to it
    // rightly renders every page again.
    const locations = ws.read<Record<string, unknown>>('locations');
    locations[1]!['phone'] = '+61 2 5550 9999';
    ws.write('locations', locations);

    pull(ws.incremental, T);
    const started = Date.now();
    build(ws.incremental, T);
    fullBuild(ws.full, T);
    expect(differences(ws.out(ws.incremental), ws.out(ws.full))).toEqual([]);
    const rendered = vehiclePagesWrittenSince(ws.out(ws.incremental), started - 50);
    const all = readdirSync(join(ws.out(ws.incremental), 'cars')).filter((f) => isVehiclePage(`cars/${f}`));
    // Exactly the pages whose bytes changed were rendered again: the changed cars' own pages.
    const afterTheNight = filesOf(ws.out(ws.full));
    const changed = (name: string) => !afterTheNight.get(name)!.equals(beforeTheNight.get(name) ?? Buffer.alloc(0));
    const changedPages = [...afterTheNight.keys()].filter((name) => isVehiclePage(name) && changed(name)).sort();
    expect(rendered).toEqual(changedPages);
    expect(rendered).toEqual(expect.arrayContaining([`cars/${a!.slug}.html`, `cars/${added.slug}.html`]));
    expect(rendered.length).toBeLessThan(all.length / 2);
    // Cars that list a changed car as similar got a new feed (similar/<id>.json), not a new page.
    const slugById = new Map(next.map((car) => [car.id, car.slug]));
    const newFeedOnly = [...afterTheNight.keys()]
      .filter((name) => name.startsWith('similar/') && changed(name))
      .map((name) => `cars/${slugById.get(Number(name.slice('similar/'.length, -'.json'.length)))}.html`)
      .filter((page) => !rendered.includes(page));
    expect(newFeedOnly.length).toBeGreaterThan(0);
    expect(existsSync(join(ws.out(ws.incremental), 'cars', `${removed!.slug}.html`))).toBe(false);

    // A setting: every page shows the tenant's name.
    const site = JSON.parse(readFileSync(ws.site, 'utf8')) as Record<string, unknown>;
    writeFileSync(ws.site, JSON.stringify({ ...site, name: 'Outback Caravans & RV Group' }));
    build(ws.incremental, T);
    fullBuild(ws.full, T);
    expect(differences(ws.out(ws.incremental), ws.out(ws.full))).toEqual([]);

    // A new day: a car that arrived 7.5 days before T is just arrived at T but not the day after.
    const shift = Math.floor((Date.parse(T) - SAMPLE_ANCHOR_MS) / DAY_MS) * DAY_MS;
    const arriving = ws.read<Car>('cars');
    const justArrived = arriving[10]!;
    justArrived['created_at'] = new Date(Date.parse(T) - 7.5 * DAY_MS - shift).toISOString();
    ws.write('cars', arriving);
    pull(ws.incremental, T);
    build(ws.incremental, T);
    fullBuild(ws.full, T);
    const dayBefore = filesOf(ws.out(ws.full));
    const nextDay = Date.now();
    build(ws.incremental, T_NEXT_DAY);
    fullBuild(ws.full, T_NEXT_DAY);
    expect(differences(ws.out(ws.incremental), ws.out(ws.full))).toEqual([]);
    const dayAfter = filesOf(ws.out(ws.full));
    const changedByTheDay = [...dayAfter.keys()]
      .filter((name) => isVehiclePage(name) && !dayAfter.get(name)!.equals(dayBefore.get(name) ?? Buffer.alloc(0)))
      .sort();
    expect(changedByTheDay).toContain(`cars/${justArrived.slug}.html`);
    expect(vehiclePagesWrittenSince(ws.out(ws.incremental), nextDay - 50)).toEqual(changedByTheDay);
  }, 600_000);

  it("an editor's one-car price change on Metro Motor Group: equal to a full build, at most 30 pages rendered", () => {
    const slug = 'metro-motor-group';
    const ws = workspace(slug);
    pull(ws.incremental, T, slug);
    build(ws.incremental, T, slug);
    const before = pagesOf(ws.out(ws.incremental));

    // A car an editor would reprice: listed, priced plainly (no offer or before price), and shown
    // on a later prebuilt page of the used cars (page 3), so that landing's other pages keep their
    // keys without their answers and only page 3 is new (props.server.ts landingAnswerInputs).
    const pageThree = 'search/used-cars/page/3.html';
    const onPageThree = new Set(
      [
        ...before
          .get(pageThree)!
          .toString()
          .matchAll(/data-car-id="(\d+)"/g),
      ].map((m) => Number(m[1])),
    );
    const cars = ws.read<Car>('cars');
    const usedPrices = cars.filter((c) => c['car_type'] === 'used' && c['status'] === 'in_stock').map((c) => c.price);
    const car = cars.find(
      (c) =>
        onPageThree.has(c.id) &&
        c['status'] === 'in_stock' &&
        c['show_on_dealer_website'] === true &&
        c['sold'] === false &&
        c['offer_price'] === null &&
        c['before_price'] === null &&
        // Inside the used cars' price range before and after: the range's ends stay as they are.
        c.price > Math.min(...usedPrices) &&
        c.price + 1_000 < Math.max(...usedPrices),
    )!;
    car.price += 1_000;
    ws.write('cars', cars);
    pull(ws.incremental, T, slug);
    const started = Date.now();
    build(ws.incremental, T, slug);
    const rendered = pagesWrittenSince(ws.out(ws.incremental), started - 50);
    fullBuild(ws.full, T, slug);
    expect(differences(ws.out(ws.incremental), ws.out(ws.full))).toEqual([]);

    // Every page whose bytes the price changed was rendered again, the car's own page first.
    const after = pagesOf(ws.out(ws.full));
    const changed = [...after.keys()].filter((name) => !after.get(name)!.equals(before.get(name) ?? Buffer.alloc(0)));
    expect(changed).toContain(`cars/${car.slug}.html`);
    expect(rendered).toEqual(expect.arrayContaining(changed));
    // The landing pages listing the car show its new price; the rest are kept: of the used cars,
    // page 3 only.
    expect(changed.some((name) => name.startsWith('search/'))).toBe(true);
    const usedCars = [...after.keys()].filter((name) => /^search\/used-cars(\/page\/\d+)?\.html$/.test(name));
    expect(usedCars.length).toBeGreaterThan(3);
    expect(usedCars.filter((name) => changed.includes(name))).toEqual([pageThree]);
    expect(rendered.length, rendered.join('\n')).toBeLessThanOrEqual(30);
    // The pages without params that show nothing of the cars are kept too.
    const carFree = ['404.html', 'contact.html', 'finance.html', 'trade-in.html', 'sign-in.html', 'success.html'];
    expect(carFree.every((name) => before.has(name))).toBe(true);
    expect(rendered.filter((name) => carFree.includes(name))).toEqual([]);
  }, 1_500_000);
});
