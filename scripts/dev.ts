// npm run dev -- --site <slug>: run one tenant with hot reload (pulls first when it has no snapshot).
import { spawn, spawnSync } from 'node:child_process';
import { readSnapshot } from '../src/data/snapshot.ts';
import { pullAll } from './pull.ts';
import { selectedSlugs } from './lib/cli.ts';

const args = process.argv.slice(2);
if (!args.includes('--site')) {
  console.error('Usage: npm run dev -- --site <slug>');
  process.exit(2);
}
const [slug] = selectedSlugs(args);
if (!slug) process.exit(2);
if (!readSnapshot(slug) && (await pullAll([slug])).length > 0) process.exit(1);
if (spawnSync(process.execPath, ['scripts/prepare.ts', '--site', slug], { stdio: 'inherit' }).status !== 0)
  process.exit(1);

const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev'], {
  env: { ...process.env, SITE_SLUG: slug },
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 0));
