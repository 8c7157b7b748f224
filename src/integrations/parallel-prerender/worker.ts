// A prerender worker (see ./index.ts): loads Astro's prerender entry, the same
// bundle the main thread renders from, gives its app the little of Astro's
// build state that rendering reads (each page's stylesheets and the injected
// scripts, for the <head>), then renders the pages it is sent and posts back
// each response, or writes the page itself where the main thread named its
// file (./page-files.ts). Run by Node directly (type stripping), not bundled.
import { AsyncLocalStorage } from 'node:async_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { installRenderScope, renderForPrerender, type PrerenderableApp } from 'astro/app';
import { isWrittenPage, PageWriter } from './page-files.ts';
import { importPagesOnce, type ManifestWithPageMap } from './page-modules.ts';
import { routeKey, type RenderRequest, type WorkerMessage, type WorkerSetup } from './protocol.ts';

interface RouteDataLike {
  route: string;
  component: string;
}

/** The part of Astro's BuildApp (astro/dist/core/build/app.js) this worker uses. */
interface BuildAppLike {
  manifest: ManifestWithPageMap & { routes: Array<{ routeData: RouteDataLike }> };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: RouteDataLike }): Promise<Response>;
}

const port = parentPort;
if (!port) throw new Error('parallel-prerender/worker.ts runs as a worker thread only');
const setup = workerData as WorkerSetup;
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const entry = (await import(setup.entryUrl)) as { app: BuildAppLike };
const app = entry.app;
importPagesOnce(app.manifest);
app.setInternals({
  pagesByKeys: new Map(setup.pageStyles.map(([key, styles]) => [key, { key, styles }])),
  entrySpecifierToBundleMap: new Map(),
});
app.setOptions({
  settings: { scripts: setup.scripts },
  logger: {
    options: {
      destination: {
        write(event: unknown) {
          post({ log: event });
          return true;
        },
      },
    },
  },
});

const pages = new PageWriter();
let scope: ReturnType<typeof installRenderScope> | undefined;
const routes = new Map(
  app.manifest.routes.map(({ routeData }) => [routeKey(routeData.route, routeData.component), routeData]),
);

async function render(request: RenderRequest): Promise<void> {
  try {
    const routeData = routes.get(routeKey(request.route, request.component));
    if (!routeData) throw new Error(`No route ${request.route} (${request.component}) in the prerender entry`);
    let response: Response;
    let metadata: unknown;
    if (request.collectMetadata) {
      // Astro's public prerender call, with the render scope its incremental cache reads installed once.
      scope ??= installRenderScope(new AsyncLocalStorage());
      const rendered = await renderForPrerender(app as unknown as PrerenderableApp, new Request(request.url), {
        routeData: routeData as never,
        collectMetadata: true,
      });
      response = rendered.response;
      metadata = rendered.metadata;
    } else {
      response = await app.render(new Request(request.url), { routeData });
    }
    const { file } = request;
    const bytes = response.body ? new Uint8Array(await response.arrayBuffer()) : null;
    const written = bytes !== null && file !== null && isWrittenPage(response.status);
    if (written) pages.write(file, bytes);
    const body = written ? null : bytes;
    post(
      {
        id: request.id,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body,
        written,
        ...(metadata === undefined ? {} : { metadata }),
      },
      body ? [body.buffer as ArrayBuffer] : [],
    );
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    post({ id: request.id, error: { name: error.name, message: error.message, stack: error.stack } });
  }
}

// A route's first page renders alone: Astro caches a route's getStaticPaths() answer only once a
// call returns, so pages of the route rendered meanwhile would each call it again and overwrite
// the cache (its "route cache overwritten" warning; the landing pages' call takes seconds).
const firstOfRoute = new Map<string, Promise<void>>();
port.on('message', (request: RenderRequest) => {
  const key = routeKey(request.route, request.component);
  const first = firstOfRoute.get(key);
  if (first) void first.then(() => render(request));
  else firstOfRoute.set(key, render(request));
});
post({ ready: true });
