// The render path against the static build, on a sample tenant: a full render gives the pages of a
// full static build of the same data and clock, and after an editor's one-car price change a
// render writes that car's page (and the pages without a key) and nothing else among the vehicle
// pages, and again equals a full static build, file by file (CSP sources compared as sets:
// scripts/compare-builds.ts --csp-order). Real pulls, bundles and builds in a temp workspace.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { tempDirsPerTest } from '../../tests/temp-dirs.ts';
import { compareBuilds } from '../compare-builds.ts';

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
  const result = compareBuilds(a, b, { cspOrder: true });
  return [...result.onlyBefore, ...result.onlyAfter, ...result.differing.map((d) => d.path)];
}

describe('render path', () => {
  it("equals the static build, and an editor's one-car price change renders that car's page only", () => {
    const root = tempDir();
    const sample = join(root, 'sample');
    mkdirSync(join(root, 'sites'), { recursive: true });
    cpSync(`sites/${SLUG}`, join(root, 'sites', SLUG), { recursive: true });
    if (existsSync(`.sample-data/${SLUG}`)) cpSync(`.sample-data/${SLUG}`, join(sample, SLUG), { recursive: true });
    else run(['scripts/sample-data/generate.ts', '--out', sample, '--site', SLUG], {});
    const base = { SITES_DIR: join(root, 'sites'), SAMPLE_DATA_DIR: sample, DATA_DIR: join(root, 'data') };
    const staticEnv = { ...base, DIST_DIR: join(root, 'static'), ASTRO_CACHE_ROOT: join(root, 'cache') };
    // The bundle imports the project's packages: it is built inside the project, not in the temp folder.
    const renderRoot = resolve('.render', `e2e-${process.pid}`);
    onTestFinished(() => rmSync(renderRoot, { recursive: true, force: true }));
    const renderEnv = { ...base, DIST_DIR: join(root, 'render'), RENDER_ROOT: renderRoot };
    const staticOut = join(root, 'static', SLUG);
    const renderOut = join(root, 'render', SLUG);
    const staticBuild = () =>
      run(['scripts/build.ts', '--site', SLUG, '--no-pull'], { ...staticEnv, INCREMENTAL_BUILD: '0' });

    run(['scripts/pull.ts', '--site', SLUG], base);
    staticBuild();
    run(['scripts/render/tenant.ts', '--site', SLUG], renderEnv);
    expect(differences(staticOut, renderOut)).toEqual([]);

    // The editor's edit: one car's price.
    const file = join(sample, SLUG, 'cars.json');
    const cars = JSON.parse(readFileSync(file, 'utf8')) as Car[];
    const edited = cars.filter((car) => car['status'] === 'in_stock')[3]!;
    edited.price += 1000;
    writeFileSync(file, JSON.stringify(cars));
    run(['scripts/pull.ts', '--site', SLUG], base);
    run(['scripts/prepare.ts', '--site', SLUG], base);
    const started = Date.now();
    run(['scripts/render/tenant.ts', '--site', SLUG], renderEnv);
    expect(vehiclePagesWrittenSince(renderOut, started - 50)).toEqual([`cars/${edited.slug}.html`]);
    staticBuild();
    expect(readFileSync(join(renderOut, 'cars', `${edited.slug}.html`), 'utf8')).toContain(
      edited.price.toLocaleString('en-AU'),
    );
    expect(differences(staticOut, renderOut)).toEqual([]);
  }, 900_000);
});
