// npm run dev -- --site <slug> [--api-port 4010]: run one tenant with hot reload (pulls first when it has no
// snapshot), with the local platform API (npm run api) alongside on 127.0.0.1:<api-port>.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { readSnapshot } from '../src/data/snapshot.ts';
import { pullAll } from './pull.ts';
import { selectedSlugs } from './lib/cli.ts';

const args = process.argv.slice(2);
if (!args.includes('--site')) {
  console.error('Usage: npm run dev -- --site <slug> [--api-port 4010]');
  process.exit(2);
}
const [slug] = selectedSlugs(args);
if (!slug) process.exit(2);
const { values } = parseArgs({ args, options: { 'api-port': { type: 'string', default: '4010' } }, strict: false });
const apiPort = Number(values['api-port']);
if (!readSnapshot(slug) && (await pullAll([slug])).length > 0) process.exit(1);
if (spawnSync(process.execPath, ['scripts/prepare.ts', '--site', slug], { stdio: 'inherit' }).status !== 0)
  process.exit(1);

// The platform API the islands call (leads, views, delivery...). When the port is taken (an API is
// already running) the dev server simply uses that one.
const apiUrl = `http://127.0.0.1:${apiPort}`;
const api: ChildProcess = spawn(process.execPath, ['scripts/api/main.ts', '--port', String(apiPort)], {
  stdio: 'inherit',
});

const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev'], {
  env: { ...process.env, SITE_SLUG: slug, SITE_API_URL: apiUrl },
  stdio: 'inherit',
});
const stopApi = (): void => {
  if (api.exitCode === null) api.kill('SIGTERM');
};
const stopAll = (): void => {
  stopApi();
  if (child.exitCode === null) child.kill('SIGTERM');
};
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
child.on('exit', (code) => {
  stopApi();
  process.exit(code ?? 0);
});
