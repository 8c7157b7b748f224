// npm run preview -- --site <slug> [--port 4321]: serve a built tenant from dist/<slug>.
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { serveStatic } from './lib/static-server.ts';

const { values } = parseArgs({ options: { site: { type: 'string' }, port: { type: 'string', default: '4321' } } });
const slug = values.site;
if (!slug) {
  console.error('Usage: npm run preview -- --site <slug> [--port 4321]');
  process.exit(2);
}
const root = `dist/${slug}`;
if (!existsSync(root)) {
  console.error(`${root} does not exist. Run npm run build -- --site ${slug} first.`);
  process.exit(1);
}
const server = await serveStatic(root, Number(values.port));
console.log(`Serving ${root} at ${server.url}`);
