// One tenant through the render path (`npm run build`, the nightly, `npm run render`): its
// render bundle is built only when its code fingerprint changed (the code, the tenant's settings
// and the settings from the environment that reach pages), then the renderer renders the pages
// whose keys changed into the tenant's output folder. Each step runs in its own process with the
// build's Node flags, as `astro build` does in scripts/build.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ASTRO_ENV, ASTRO_NODE_FLAGS } from './process.ts';
import { sitesDir } from '../../src/config/load.ts';
import { tenantOutDir } from '../../src/config/out-dir.ts';
import { renderBundleDir } from '../../src/integrations/render-bundle/index.ts';
import { codeFingerprint, tenantFolderFingerprint } from '../platform/fingerprint.ts';
import { keysFile, renderMemoDir, type StandbyGo } from './render.ts';

/** A file of the tenant's folder that is one of its Markdown pages (sites/<slug>/pages/). */
const isTenantPage = (file: string): boolean => file.startsWith('pages/');

/**
 * What the bundle is built from. `code`: the code, the tenant's settings and the page settings from
 * the environment; a change renders every page again. `pages`: the tenant's Markdown pages, which
 * the bundle's content store holds; a change needs a new bundle, but the page keys say which pages
 * show it (a tenant page is keyed on its own text, the footer's list of them is in every page's key).
 */
export function bundleFingerprint(
  slug: string,
  code: string = codeFingerprint(),
  env = process.env,
): { code: string; pages: string } {
  const folder = join(sitesDir(), slug);
  return {
    code: JSON.stringify({
      code,
      config: tenantFolderFingerprint(folder, (file) => !isTenantPage(file)),
      env: ['SITE_API_URL', 'PLATFORM_API_URL'].map((name) => env[name] ?? null),
    }),
    pages: tenantFolderFingerprint(folder, isTenantPage),
  };
}

function readStampText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function readStamp(path: string): { code: string; pages: string } | null {
  try {
    return JSON.parse(readStampText(path) ?? '') as { code: string; pages: string };
  } catch {
    return null;
  }
}

/** Where a tenant's render processes run: their environment, bundle stamp, memo and output folder. */
function renderSetup(slug: string, env: NodeJS.ProcessEnv) {
  const childEnv = { ...process.env, ...env, ...ASTRO_ENV, SITE_SLUG: slug, NODE_ENV: 'production' };
  const bundleDir = renderBundleDir(slug, childEnv);
  return {
    childEnv,
    bundleDir,
    stamp: join(bundleDir, '..', 'bundle-fingerprint.json'),
    memoDir: renderMemoDir(slug, childEnv),
    outDir: tenantOutDir(slug, childEnv),
  };
}

/** One string for an environment, to tell whether two renders would run with the same one. */
const envKey = (env: NodeJS.ProcessEnv): string =>
  JSON.stringify(Object.entries(env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * A renderer started before the publish that will use it (the rebuild hook's next build of the
 * tenant, scripts/nightly.ts --standby): its process, its thread and the bundle's modules are
 * loaded, so the publish pays only for listing and rendering. It renders once, for a render with
 * the same bundle and environment (the build clock among it); any other render starts its own.
 */
export interface WarmRenderer {
  /** True once the bundle is loaded; false when the renderer could not start or is gone. */
  readonly ready: Promise<boolean>;
  /** Whether it can do this render: same bundle, same environment, not closed. */
  fits(slug: string, env: NodeJS.ProcessEnv): boolean;
  /** Renders (once ready); resolves whether it succeeded. */
  go(go: StandbyGo): Promise<boolean>;
  close(): void;
}

/** Starts a renderer kept ready for the tenant's next render with `env`; null without a bundle. */
export function warmRenderer(slug: string, env: NodeJS.ProcessEnv = {}): WarmRenderer | null {
  const setup = renderSetup(slug, env);
  const stampText = readStampText(setup.stamp);
  if (stampText === null) return null;
  const key = envKey(setup.childEnv);
  let child: ChildProcess;
  try {
    child = spawn(
      process.execPath,
      [...ASTRO_NODE_FLAGS, 'scripts/render/render.ts', '--site', slug, '--out', setup.outDir, '--standby'],
      { env: { ...setup.childEnv, RENDER_MEMO_DIR: setup.memoDir }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
  } catch {
    return null;
  }
  const exited = new Promise<number | null>((resolveExit) => {
    child.once('error', () => resolveExit(-1));
    child.once('exit', (code) => resolveExit(code));
  });
  const ready = Promise.race([
    new Promise<boolean>((resolveReady) => child.once('message', () => resolveReady(true))),
    exited.then(() => false),
  ]);
  let used = false;
  return {
    ready,
    fits: (tenant, renderEnv) =>
      !used &&
      child.exitCode === null &&
      tenant === slug &&
      readStampText(renderSetup(tenant, renderEnv).stamp) === stampText &&
      envKey(renderSetup(tenant, renderEnv).childEnv) === key,
    go: async (go) => {
      used = true;
      child.send(go);
      return (await exited) === 0;
    },
    close: () => {
      used = true;
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

export interface TenantRender {
  ok: boolean;
  bundleBuilt: boolean;
  /** Rendered by a renderer kept ready (warmRenderer). */
  warm: boolean;
  seconds: number;
}

/** Runs a child process (the caller's event loop keeps running: the nightly drafts the release meanwhile). */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env, stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Builds the bundle if its fingerprint changed, then renders the pages into the output folder. */
export async function renderTenant(
  slug: string,
  env: NodeJS.ProcessEnv = {},
  options: { full?: boolean; warm?: WarmRenderer | null } = {},
): Promise<TenantRender> {
  const started = performance.now();
  const { childEnv, stamp, memoDir, outDir } = renderSetup(slug, env);
  const fingerprint = bundleFingerprint(slug, codeFingerprint(), childEnv);
  const last = readStamp(stamp);
  const sameCode = last?.code === fingerprint.code;
  let bundleBuilt = false;
  if (!sameCode || last?.pages !== fingerprint.pages) {
    options.warm?.close();
    rmSync(stamp, { force: true });
    const astro = join('node_modules', 'astro', 'bin', 'astro.mjs');
    const built = await run([...ASTRO_NODE_FLAGS, astro, 'build', '--silent'], { ...childEnv, RENDER_BUNDLE: '1' });
    if (!built) return { ok: false, bundleBuilt: false, warm: false, seconds: (performance.now() - started) / 1000 };
    writeFileSync(stamp, JSON.stringify(fingerprint));
    bundleBuilt = true;
    // New code may render any page differently: every page is rendered again, and nothing the
    // last renders remembered is used.
    if (!sameCode) {
      rmSync(keysFile(slug, outDir), { force: true });
      rmSync(memoDir, { recursive: true, force: true });
    }
  }
  const full = options.full ?? false;
  // A renderer kept ready that could not load its bundle leaves the render to a new one.
  const fits = options.warm && !bundleBuilt && options.warm.fits(slug, env) && (await options.warm.ready);
  const warm = fits ? options.warm! : null;
  if (options.warm && !warm) options.warm.close();
  const rendered = warm
    ? await warm.go({ all: full, newBundle: false })
    : await run(
        [
          ...ASTRO_NODE_FLAGS,
          'scripts/render/render.ts',
          '--site',
          slug,
          '--out',
          outDir,
          ...(full ? ['--all'] : []),
          ...(bundleBuilt ? ['--new-bundle'] : []),
        ],
        { ...childEnv, RENDER_MEMO_DIR: memoDir },
      );
  return { ok: rendered, bundleBuilt, warm: warm !== null, seconds: (performance.now() - started) / 1000 };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { site: { type: 'string' }, full: { type: 'boolean' } } });
  const result = await renderTenant(values.site ?? '', {}, { full: values.full ?? false });
  console.log(
    `${result.ok ? '✓' : '✗'} ${values.site}: ${result.bundleBuilt ? 'bundle built, ' : ''}${result.seconds.toFixed(1)} s`,
  );
  process.exit(result.ok ? 0 : 1);
}
