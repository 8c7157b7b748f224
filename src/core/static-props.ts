// A page's props for one URL. The static build hands each page the props of its getStaticPaths()
// entry; the render bundle (src/integrations/render-bundle) renders the same page on request, where
// Astro passes no props, so the page finds its entry by its params. getStaticPaths runs once per
// process (the renderer's threads each render many pages). Asked with LIST_HEADER, the page answers
// with its entries' params and cacheKeys instead: how the renderer lists the pages and their keys
// without a module that imports every page (which would change how the bundle is split).

export interface StaticEntry<P> {
  params: Readonly<Record<string, string | number | undefined>>;
  props?: P;
  cacheKey?: string;
}

type GetStaticPaths<P> = (options?: never) => Promise<ReadonlyArray<StaticEntry<P>>> | ReadonlyArray<StaticEntry<P>>;

/** The request header that asks a page for its entries (scripts/render). */
export const LIST_HEADER = 'x-render-list';

/** What a page answers LIST_HEADER with. */
export interface ListedEntry {
  params: Record<string, string | number | undefined>;
  cacheKey: string | null;
}

/** One way to write an entry's params (or a request's), so that both give the same string. */
export function paramsId(params: Readonly<Record<string, string | number | undefined>>): string {
  return JSON.stringify(
    Object.keys(params)
      .sort()
      .map((name) => [name, params[name] === undefined || params[name] === '' ? null : String(params[name])]),
  );
}

interface Entries {
  list: ReadonlyArray<StaticEntry<unknown>>;
  byParams: Map<string, unknown>;
}

const entriesByFunction = new WeakMap<object, Promise<Entries>>();

function entriesOf(getStaticPaths: GetStaticPaths<unknown>): Promise<Entries> {
  let entries = entriesByFunction.get(getStaticPaths);
  if (!entries) {
    entries = Promise.resolve(getStaticPaths()).then((list) => ({
      list,
      byParams: new Map(list.map((entry) => [paramsId(entry.params), entry.props ?? {}])),
    }));
    entriesByFunction.set(getStaticPaths, entries);
  }
  return entries;
}

/**
 * The props of the page at `params`: Astro's own when the page is prerendered, else those of the
 * getStaticPaths() entry with these params. A Response instead when there is no such entry (404)
 * or the request asks for the list (LIST_HEADER); the page returns it.
 */
export async function staticProps<P>(
  astro: {
    isPrerendered: boolean;
    props: P;
    params: Readonly<Record<string, string | undefined>>;
    request: { headers: { get(name: string): string | null } };
  },
  getStaticPaths: GetStaticPaths<NoInfer<P>>,
): Promise<P | Response> {
  if (astro.isPrerendered) return astro.props;
  const entries = await entriesOf(getStaticPaths as GetStaticPaths<unknown>);
  if (astro.request.headers.get(LIST_HEADER)) {
    const listed: ListedEntry[] = entries.list.map((entry) => ({
      params: { ...entry.params },
      cacheKey: entry.cacheKey ?? null,
    }));
    return Response.json(listed);
  }
  const found = entries.byParams.get(paramsId(astro.params));
  return found === undefined ? new Response(null, { status: 404 }) : (found as P);
}
