import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveStatic, type RunningServer } from '../../scripts/lib/static-server.ts';
import { E2E_TENANTS } from './tenants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sites: Record<string, string>;
  }
}

const servers: RunningServer[] = [];

export default async function setup(project: TestProject) {
  // E2E_REUSE_DIST=1 skips the build when dist/<slug> exists (local iteration only).
  const reuse = process.env['E2E_REUSE_DIST'] === '1' && E2E_TENANTS.every((s) => existsSync(`dist/${s}/index.html`));
  if (!reuse) {
    execFileSync(process.execPath, ['scripts/build.ts', ...E2E_TENANTS.flatMap((s) => ['--site', s])], {
      stdio: 'inherit',
      env: { ...process.env },
    });
  }
  const sites: Record<string, string> = {};
  for (const slug of E2E_TENANTS) {
    const server = await serveStatic(`dist/${slug}`);
    servers.push(server);
    sites[slug] = server.url;
  }
  project.provide('sites', sites);
  return async () => {
    await Promise.all(servers.map((s) => s.close()));
  };
}
