import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveStatic, type RunningServer } from '../../scripts/lib/static-server.ts';
import { spawnApi, stopApiProcess } from './helpers/api.ts';
import { E2E_TENANTS } from './tenants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sites: Record<string, string>;
    /** The local platform API the built sites call (SITE_API_URL). */
    apiUrl: string;
    /** Its SQLite file (fresh per run). */
    apiDb: string;
    /** State file of the running API process (tests stop/restart it through helpers/platform-api.ts). */
    apiState: string;
    /** The sites' build clock (BUILD_TIME, ISO): tests/e2e/clock.ts. */
    buildTime: string;
  }
}

const servers: RunningServer[] = [];

/** Default port of the e2e API (sites built for e2e bake its URL; see {@link apiPort}). */
export const E2E_API_PORT = Number(process.env['E2E_API_PORT'] ?? 4011);

function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      probe.close(() => resolve(actual));
    });
  });
}

/** Where the e2e build records the API URL it baked into the sites (outside every dist/<slug>). */
export const BAKED_API_URL_FILE = 'dist/.e2e-api-url';
/** The BUILD_TIME the e2e sites were built with (kept for E2E_REUSE_DIST runs). */
export const BUILD_TIME_FILE = 'dist/.e2e-build-time';

/**
 * The API port. Reusing dist: the port the sites were built with (recorded in
 * dist/.e2e-api-url by the last e2e build), else E2E_API_PORT (default 4011);
 * it must be free. Building: E2E_API_PORT, or a free port when that one is
 * taken (another checkout running its e2e on this machine).
 */
async function apiPort(reuse: boolean): Promise<number> {
  if (reuse) {
    const baked = existsSync(BAKED_API_URL_FILE) ? readFileSync(BAKED_API_URL_FILE, 'utf8').trim() : null;
    const port = baked && URL.canParse(baked) ? Number(new URL(baked).port) : E2E_API_PORT;
    if ((await tryListen(port)) === null) {
      throw new Error(
        `Port ${port} is in use, and the reused sites call the platform API there. ` +
          'Stop what holds it, or run without E2E_REUSE_DIST to rebuild on a free port.',
      );
    }
    return port;
  }
  if ((await tryListen(E2E_API_PORT)) !== null) return E2E_API_PORT;
  const free = await tryListen(0);
  if (free === null) throw new Error('no free port for the platform API');
  console.warn(`E2E_API_PORT ${E2E_API_PORT} is in use; the platform API runs on ${free} for this build.`);
  return free;
}

export default async function setup(project: TestProject) {
  // E2E_REUSE_DIST=1 skips the build when dist/<slug> exists (local iteration only).
  // Sites rebuilt by hand for reuse must point at the same API:
  // SITE_API_URL=$(cat dist/.e2e-api-url) npm run build -- --site <slug> --no-pull
  const reuse = process.env['E2E_REUSE_DIST'] === '1' && E2E_TENANTS.every((s) => existsSync(`dist/${s}/index.html`));
  const port = await apiPort(reuse);
  const apiUrl = `http://127.0.0.1:${port}`;
  // One clock for the build and the tests' expectations (tests/e2e/clock.ts).
  const buildTime =
    reuse && existsSync(BUILD_TIME_FILE)
      ? readFileSync(BUILD_TIME_FILE, 'utf8').trim()
      : (process.env['BUILD_TIME'] ?? new Date().toISOString());
  if (!reuse) {
    execFileSync(process.execPath, ['scripts/build.ts', ...E2E_TENANTS.flatMap((s) => ['--site', s])], {
      stdio: 'inherit',
      env: { ...process.env, SITE_API_URL: apiUrl, BUILD_TIME: buildTime },
    });
    writeFileSync(BAKED_API_URL_FILE, `${apiUrl}\n`);
    writeFileSync(BUILD_TIME_FILE, `${buildTime}\n`);
  }
  // The API seeds from the snapshots the build pulled (it pulls any that are missing).
  const dir = mkdtempSync(join(tmpdir(), 'e2e-api-'));
  const dbPath = join(dir, 'api.sqlite');
  const stateFile = join(dir, 'api-state.json');
  await spawnApi({ port, dbPath, stateFile });

  const sites: Record<string, string> = {};
  for (const slug of E2E_TENANTS) {
    const server = await serveStatic(`dist/${slug}`);
    servers.push(server);
    sites[slug] = server.url;
  }
  project.provide('sites', sites);
  project.provide('apiUrl', apiUrl);
  project.provide('apiDb', dbPath);
  project.provide('apiState', stateFile);
  project.provide('buildTime', buildTime);
  return async () => {
    await Promise.all(servers.map((s) => s.close()));
    await stopApiProcess(stateFile);
    rmSync(dir, { recursive: true, force: true });
  };
}
