// The render path on a sample tenant: after an editor's one-car price change a render reuses the
// bundle (the data is read at render time), writes that car's page and no other vehicle page, and
// equals a full render of the same data and clock, file by file; so does the render of a renderer
// kept ready (started before the edit, as the rebuild hook's builder keeps one). Real pulls, bundles and renders in
// a temp workspace (scripts/platform/incremental.e2e.ts covers a night's changes and metro's size).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { tempDirsPerTest } from '../../tests/temp-dirs.ts';
import { compareBuilds } from '../compare-builds.ts';
import { renderTenant, warmRenderer } from './tenant.ts';

const SLUG = 'outback-caravans';
const T = '2026-11-20T02:00:00.000Z';
const tempDir = tempDirsPerTest('render-path');

type Car = Record<string, unknown> & { id: number; slug: string; price: number };

function run(args: string[], env: Record<string, string>): void {
  const result = spawnSync(process.execPath, args, {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', BUILD_TIME: T, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** Vehicle pages (cars/<slug>.html, not cars/trade-in.html) written at or after `sinceMs`. */
function vehiclePagesWrittenSince(dir: string, sinceMs: number): string[] {
  return readdirSync(join(dir, 'cars'))
    .filter((f) => f.endsWith('.html') && f !== 'trade-in.html')
    .filter((f) => statSync(join(dir, 'cars', f)).mtimeMs >= sinceMs)
    .map((f) => `cars/${f}`)
    .sort();
}

function differences(a: string, b: string): string[] {
  const result = compareBuilds(a, b);
  return [...result.onlyBefore, ...result.onlyAfter, ...result.differing.map((d) => d.path)];
}

describe('render path', () => {
  it("renders an editor's one-car price change with the same bundle, that car's page only, equal to a full render", async () => {
    const root = tempDir();
    const sample = join(root, 'sample');
    mkdirSync(join(root, 'sites'), { recursive: true });
    cpSync(`sites/${SLUG}`, join(root, 'sites', SLUG), { recursive: true });
    if (existsSync(`.sample-data/${SLUG}`)) cpSync(`.sample-data/${SLUG}`, join(sample, SLUG), { recursive: true });
    else run(['scripts/sample-data/generate.ts', '--out', sample, '--site', SLUG], {});
    const base = { SITES_DIR: join(root, 'sites'), SAMPLE_DATA_DIR: sample, DATA_DIR: join(root, 'data') };
    // The bundle imports the project's packages: it is built inside the project, not in the temp folder.
    const renderRoot = resolve('.render', `e2e-${process.pid}`);
    onTestFinished(() => rmSync(renderRoot, { recursive: true, force: true }));
    const renderEnv = { ...base, DIST_DIR: join(root, 'render'), RENDER_ROOT: renderRoot };
    const fullEnv = { ...base, DIST_DIR: join(root, 'full'), RENDER_ROOT: renderRoot };
    const renderOut = join(root, 'render', SLUG);
    const fullOut = join(root, 'full', SLUG);
    const entry = join(renderRoot, SLUG, 'bundle', 'server', 'entry.mjs');

    run(['scripts/pull.ts', '--site', SLUG], base);
    run(['scripts/prepare.ts', '--site', SLUG], base);
    run(['scripts/render/tenant.ts', '--site', SLUG], renderEnv);
    const bundleBuiltAt = statSync(entry).mtimeMs;

    // The editor's edit: one car's price, pulled and prepared.
    const file = join(sample, SLUG, 'cars.json');
    const cars = JSON.parse(readFileSync(file, 'utf8')) as Car[];
    const editPrice = (nth: number, by: number): Car => {
      const car = cars.filter((c) => c['status'] === 'in_stock')[nth]!;
      car.price += by;
      writeFileSync(file, JSON.stringify(cars));
      run(['scripts/pull.ts', '--site', SLUG], base);
      run(['scripts/prepare.ts', '--site', SLUG], base);
      return car;
    };
    const edited = editPrice(3, 1000);
    const started = Date.now();
    run(['scripts/render/tenant.ts', '--site', SLUG], renderEnv);
    expect(statSync(entry).mtimeMs).toBe(bundleBuiltAt);
    expect(vehiclePagesWrittenSince(renderOut, started - 50)).toEqual([`cars/${edited.slug}.html`]);
    expect(readFileSync(join(renderOut, 'cars', `${edited.slug}.html`), 'utf8')).toContain(
      edited.price.toLocaleString('en-AU'),
    );
    run(['scripts/render/tenant.ts', '--site', SLUG, '--full'], fullEnv);
    expect(differences(fullOut, renderOut)).toEqual([]);

    // A renderer kept ready from before the next edit renders it as a new one would.
    const warmEnv = { ...renderEnv, BUILD_TIME: T };
    const warm = warmRenderer(SLUG, warmEnv);
    expect(await warm?.ready).toBe(true);
    const next = editPrice(5, 2000);
    const warmStarted = Date.now();
    expect(await renderTenant(SLUG, warmEnv, { warm })).toMatchObject({ ok: true, warm: true, bundleBuilt: false });
    expect(vehiclePagesWrittenSince(renderOut, warmStarted - 50)).toEqual([`cars/${next.slug}.html`]);
    run(['scripts/render/tenant.ts', '--site', SLUG, '--full'], fullEnv);
    expect(differences(fullOut, renderOut)).toEqual([]);
  }, 900_000);
});
