// One render thread: loads the tenant's render bundle (@astrojs/node's middleware handler, its
// public export), serves it on a loopback port of its own, and renders the URLs it is sent by
// asking that port for them, writing each page to the output folder.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { pageFile } from '../../src/integrations/render-bundle/urls.ts';
import { ROUTE_HEADER } from '../../src/integrations/render-bundle/index.ts';
import { redirectPage } from './redirect-page.ts';
import { withCspMeta } from './csp-meta.ts';
import { LIST_HEADER, type ListedEntry } from '../../src/core/static-props.ts';
import { fillPattern } from '../../src/integrations/render-bundle/urls.ts';
import type { ListedPage, RenderJob, SiteRoute, WorkerReply, WorkerSetup } from './protocol.ts';

const setup = workerData as WorkerSetup;
type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
const { handler } = (await import(pathToFileURL(join(setup.bundleDir, 'server', 'entry.mjs')).href)) as {
  handler: Handler;
};
const server = createServer((req, res) => void handler(req, res));
// Idle connections stay open: this thread's own agent is the only client, and a listing's
// synchronous seconds (20,000 cars) outlast the default 5 s, after which the server closed a
// connection the agent was handing the next request (ECONNRESET).
server.keepAliveTimeout = 0;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
const host = new URL(setup.siteUrl).host;
// Keep-alive: one connection per thread for all its pages.
const { Agent } = await import('node:http');
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** Pages a thread renders at once (as many as its connections to its own server). */
const PAGES_AT_ONCE = 4;

interface Got {
  status: number;
  location: string | null;
  csp: string | null;
  body: Buffer;
}

function get(url: string, route?: string, list = false): Promise<Got> {
  return new Promise((resolve, reject) => {
    const headers = { host, ...(route ? { [ROUTE_HEADER]: route } : {}), ...(list ? { [LIST_HEADER]: '1' } : {}) };
    const req = request({ host: '127.0.0.1', port, path: url, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location ?? null,
          csp: (res.headers['content-security-policy'] as string | undefined) ?? null,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function render(url: string, endpoint: boolean, route?: string): Promise<void> {
  const response = await get(url, route);
  const file = pageFile(url, endpoint);
  let body = response.body;
  if (response.status >= 300 && response.status < 400 && response.location) {
    body = Buffer.from(redirectPage(`/${file}`, response.location, setup.siteUrl));
  } else if (response.status !== 200 && url !== '/404') {
    throw new Error(`${url}: HTTP ${response.status} ${body.toString('utf8').slice(0, 200)}`);
  } else if (response.csp && !endpoint) {
    body = Buffer.from(withCspMeta(body.toString('utf8'), response.csp));
  }
  const target = join(setup.outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, body);
}

/**
 * The pages of the routes, each asked with LIST_HEADER: a static route is one page, whose key the
 * bundle's middleware gives; a dynamic one lists its own.
 */
async function list(routes: readonly SiteRoute[]): Promise<ListedPage[]> {
  const lists = await Promise.all(
    routes.map(async ({ pattern, endpoint, route }): Promise<ListedPage[]> => {
      const response = await get(pattern, route, true);
      // A static route that answers no list (a configured redirect answers before the
      // middleware) has no key: it is rendered every time, where any error of its own shows.
      if (!pattern.includes('[') && response.status !== 200) return [{ url: pattern, key: null, endpoint }];
      if (response.status !== 200) throw new Error(`${pattern}: listing answered HTTP ${response.status}`);
      const entries = JSON.parse(response.body.toString('utf8')) as ListedEntry[];
      return entries.map((entry) => ({
        url: fillPattern(pattern, entry.params),
        key: entry.cacheKey,
        endpoint,
        ...(route ? { route } : {}),
      }));
    }),
  );
  return lists.flat();
}

/**
 * Loads the modules of the bundle's server code (Astro loads a page's modules on its first
 * request): a renderer kept ready for a publish (tenant.ts, warmRenderer) pays for them before
 * the publish starts. Only loading: no page runs, so no data is read before the render. A module
 * that cannot load on a server (a browser-only library a client-only island names) is left: no
 * render loads it either. Resolves to how many loaded.
 */
async function warm(): Promise<number> {
  const server = join(setup.bundleDir, 'server');
  const files = (await readdir(server, { recursive: true })).filter((file) => file.endsWith('.mjs'));
  const loaded = await Promise.allSettled(files.map((file) => import(pathToFileURL(join(server, file)).href)));
  return loaded.filter((result) => result.status === 'fulfilled').length;
}

// The renderer stops the thread when it is done with it (Pool.close).
parentPort!.on('message', async (job: RenderJob | { routes: SiteRoute[] } | 'warm') => {
  try {
    if (job === 'warm') {
      parentPort!.postMessage({ kind: 'warm', modules: await warm() } satisfies WorkerReply);
      return;
    }
    if ('routes' in job) {
      parentPort!.postMessage({ kind: 'list', pages: await list(job.routes) } satisfies WorkerReply);
      return;
    }
    // A few pages at once: while one page's file is written, the next renders.
    let next = 0;
    await Promise.all(
      Array.from({ length: PAGES_AT_ONCE }, async () => {
        while (next < job.pages.length) {
          const page = job.pages[next++]!;
          await render(page.url, page.endpoint, page.route);
        }
      }),
    );
    parentPort!.postMessage({ kind: 'done', count: job.pages.length } satisfies WorkerReply);
  } catch (error) {
    parentPort!.postMessage({ kind: 'error', message: (error as Error).stack ?? String(error) } satisfies WorkerReply);
  }
});
parentPort!.postMessage({ kind: 'ready' } satisfies WorkerReply);
