import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
  }
}

const servers: RunningServer[] = [];

/** Default port of the e2e API: fixed, so sites built earlier (E2E_REUSE_DIST=1) still point at it. */
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

/**
 * The API port: E2E_API_PORT (default 4011). When it is taken (another
 * checkout running its e2e) and the sites are being built anyway, a free
 * port is used instead; when reusing dist the baked port is required.
 */
async function apiPort(reuse: boolean): Promise<number> {
  if ((await tryListen(E2E_API_PORT)) !== null) return E2E_API_PORT;
  if (reuse) {
    throw new Error(
      `E2E_API_PORT ${E2E_API_PORT} is in use, and the reused sites call the API there. ` +
        'Stop what holds it, or rebuild without E2E_REUSE_DIST.',
    );
  }
  const free = await tryListen(0);
  if (free === null) throw new Error('no free port for the platform API');
  console.warn(`E2E_API_PORT ${E2E_API_PORT} is in use; the platform API runs on ${free} for this build.`);
  return free;
}

export default async function setup(project: TestProject) {
  // E2E_REUSE_DIST=1 skips the build when dist/<slug> exists (local iteration only).
  // Sites built by hand for reuse must point at the e2e API:
  // SITE_API_URL=http://127.0.0.1:4011 npm run build -- --site <slug> --no-pull
  const reuse = process.env['E2E_REUSE_DIST'] === '1' && E2E_TENANTS.every((s) => existsSync(`dist/${s}/index.html`));
  const port = await apiPort(reuse);
  const apiUrl = `http://127.0.0.1:${port}`;
  if (!reuse) {
    execFileSync(process.execPath, ['scripts/build.ts', ...E2E_TENANTS.flatMap((s) => ['--site', s])], {
      stdio: 'inherit',
      env: { ...process.env, SITE_API_URL: apiUrl },
    });
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
  return async () => {
    await Promise.all(servers.map((s) => s.close()));
    await stopApiProcess(stateFile);
    rmSync(dir, { recursive: true, force: true });
  };
}
