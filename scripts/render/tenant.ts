// One tenant through the render path (`npm run build`, the nightly, `npm run render`): its
// render bundle is built only when its code fingerprint changed (the code, the tenant's settings
// and the settings from the environment that reach pages), then the renderer renders the pages
// whose keys changed into the tenant's output folder. Each step runs in its own process with the
// build's Node flags, as `astro build` does in scripts/build.ts.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ASTRO_ENV, ASTRO_NODE_FLAGS } from './process.ts';
import { sitesDir } from '../../src/config/load.ts';
import { tenantOutDir } from '../../src/config/out-dir.ts';
import { renderBundleDir } from '../../src/integrations/render-bundle/index.ts';
import { codeFingerprint, tenantFolderFingerprint } from '../platform/fingerprint.ts';
import { keysFile, renderMemoDir } from './render.ts';

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

function readStamp(path: string): { code: string; pages: string } | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as { code: string; pages: string };
  } catch {
    return null;
  }
}

export interface TenantRender {
  ok: boolean;
  bundleBuilt: boolean;
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
  options: { full?: boolean } = {},
): Promise<TenantRender> {
  const started = performance.now();
  const childEnv = { ...process.env, ...env, ...ASTRO_ENV, SITE_SLUG: slug, NODE_ENV: 'production' };
  const bundleDir = renderBundleDir(slug, childEnv);
  const stamp = join(bundleDir, '..', 'bundle-fingerprint.json');
  const memoDir = renderMemoDir(slug, childEnv);
  const fingerprint = bundleFingerprint(slug, codeFingerprint(), childEnv);
  const last = readStamp(stamp);
  const sameCode = last?.code === fingerprint.code;
  const outDir = tenantOutDir(slug, childEnv);
  let bundleBuilt = false;
  if (!sameCode || last?.pages !== fingerprint.pages) {
    rmSync(stamp, { force: true });
    const astro = join('node_modules', 'astro', 'bin', 'astro.mjs');
    const built = await run([...ASTRO_NODE_FLAGS, astro, 'build', '--silent'], { ...childEnv, RENDER_BUNDLE: '1' });
    if (!built) return { ok: false, bundleBuilt: false, seconds: (performance.now() - started) / 1000 };
    writeFileSync(stamp, JSON.stringify(fingerprint));
    bundleBuilt = true;
    // New code may render any page differently: every page is rendered again, and nothing the
    // last renders remembered is used.
    if (!sameCode) {
      rmSync(keysFile(slug, outDir), { force: true });
      rmSync(memoDir, { recursive: true, force: true });
    }
  }
  const rendered = await run(
    [
      ...ASTRO_NODE_FLAGS,
      'scripts/render/render.ts',
      '--site',
      slug,
      '--out',
      outDir,
      ...(options.full ? ['--all'] : []),
      ...(bundleBuilt ? ['--new-bundle'] : []),
    ],
    { ...childEnv, RENDER_MEMO_DIR: memoDir },
  );
  return { ok: rendered, bundleBuilt, seconds: (performance.now() - started) / 1000 };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { site: { type: 'string' }, full: { type: 'boolean' } } });
  const result = await renderTenant(values.site ?? '', {}, { full: values.full ?? false });
  console.log(
    `${result.ok ? '✓' : '✗'} ${values.site}: ${result.bundleBuilt ? 'bundle built, ' : ''}${result.seconds.toFixed(1)} s`,
  );
  process.exit(result.ok ? 0 : 1);
}
