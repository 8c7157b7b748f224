// Messages between the renderer (./render.ts) and its threads (./worker.ts).

export interface WorkerSetup {
  bundleDir: string;
  outDir: string;
  /** The tenant's site URL: its host is the Host of every request, as a shopper's would be. */
  siteUrl: string;
}

/** A route of the site: its pattern (`/cars/[slug]`), and the root param page it is, if one. */
export interface SiteRoute {
  pattern: string;
  endpoint: boolean;
  route?: string;
}

export interface ListedPage {
  url: string;
  /** The page's cacheKey; null: rendered on every run. */
  key: string | null;
  /** An endpoint's body is written as it is, under its own name (search-index.json, map tiles). */
  endpoint: boolean;
  /** The root param page that renders it (ROUTE_HEADER). */
  route?: string;
}

export interface RenderJob {
  pages: ReadonlyArray<Pick<ListedPage, 'url' | 'endpoint' | 'route'>>;
}

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'warm'; modules: number }
  | { kind: 'list'; pages: ListedPage[] }
  | { kind: 'done'; count: number }
  | { kind: 'error'; message: string };
