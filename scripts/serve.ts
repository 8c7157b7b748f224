// npm run preview -- --site <slug> [--port 4321]: serve a tenant's live release, releases/<slug>/current.
//
// `current` is resolved on every request, not once at start: a publish or a rollback while the
// preview runs shows on the next request, as it does in production. static-server.ts (sirv)
// indexes its folder when it starts, so each release gets its own static server on a private
// port, started on the first request for it, and this front server forwards each request to the
// live release's one (the X-Release response header names it).
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serveStatic, type RunningServer } from './lib/static-server.ts';
import { currentLink, tenantReleasesDir } from './platform/paths.ts';
import { currentReleaseId } from './platform/releases.ts';

const usage = 'Usage: npm run preview -- --site <slug> [--port 4321]';
let values: { site?: string | undefined; port: string };
try {
  ({ values } = parseArgs({ options: { site: { type: 'string' }, port: { type: 'string', default: '4321' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const slug = values.site;
const port = Number(values.port);
if (!slug || !Number.isInteger(port) || port < 0) {
  console.error(usage);
  process.exit(2);
}
const live = currentReleaseId(slug);
if (!live) {
  console.error(
    `${slug} has no live release (${currentLink(slug)} does not exist). Run npm run nightly -- --site ${slug} to build and publish one.`,
  );
  process.exit(1);
}

/** Static servers by release id, oldest first; a few are kept so switching back and forth is quick. */
const backends = new Map<string, Promise<RunningServer>>();
const BACKENDS_KEPT = 3;

function backendFor(id: string): Promise<RunningServer> {
  let backend = backends.get(id);
  if (!backend) {
    backend = serveStatic(join(tenantReleasesDir(slug!), id), 0);
    backend.catch(() => backends.delete(id));
    backends.set(id, backend);
    for (const [old, server] of backends) {
      if (backends.size <= BACKENDS_KEPT) break;
      if (old === id) continue;
      backends.delete(old);
      void server.then((running) => running.close()).catch(() => {});
    }
  }
  return backend;
}

const front = createServer((req, res) => {
  const id = currentReleaseId(slug);
  if (!id) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`${slug} has no live release.`);
    return;
  }
  backendFor(id).then(
    (backend) => {
      const upstream = request(
        `${backend.url}${req.url ?? '/'}`,
        { method: req.method, headers: req.headers },
        (response) => {
          res.writeHead(response.statusCode ?? 502, { ...response.headers, 'x-release': id });
          response.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Preview could not serve ${id}: ${error.message}`);
      });
      req.pipe(upstream);
    },
    (error: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Preview could not serve ${id}: ${error.message}`);
    },
  );
});
front.listen(port, '127.0.0.1', () => {
  const address = front.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving ${slug} (${currentLink(slug)}, now ${live}) at http://127.0.0.1:${actual}`);
});
