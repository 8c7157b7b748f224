// Pure rules of the render path: a page file's route pattern, a pattern filled with one entry's
// params, and the file a URL is written to with `build.format: 'file'` (cars/{slug}.html).

/** The route pattern of a file under src/pages (path relative to it): `cars/[slug].astro` -> `/cars/[slug]`. */
export function routePattern(file: string): string {
  const path = file.replace(/\.(astro|ts|js)$/, '').replace(/(^|\/)index$/, '');
  return `/${path}`.replace(/\/$/, '') || '/';
}

/** A pattern with an entry's params: `/cars/[slug]` + { slug: 'x' } -> `/cars/x`; an empty rest param drops its segment. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | number | undefined>>): string {
  const filled = pattern.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, rest: string | undefined, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (rest) return '';
      throw new Error(`No value for [${name}] in ${pattern}`);
    }
    return String(value);
  });
  return filled.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1') || '/';
}

/** The file of a page in the output folder (`build.format: 'file'`): `/` -> index.html, `/cars/x` -> cars/x.html; endpoints keep their name. */
export function pageFile(url: string, isEndpoint: boolean): string {
  const path = url.replace(/^\//, '');
  if (isEndpoint) return path;
  return `${path === '' ? 'index' : path}.html`;
}

/** What to render and delete: every URL whose key is new, changed or missing (null: always), and the files of the URLs gone. */
export function renderPlan(
  previous: ReadonlyMap<string, string | null> | null,
  current: ReadonlyMap<string, string | null>,
): { render: string[]; kept: string[]; removed: string[] } {
  const render: string[] = [];
  const kept: string[] = [];
  for (const [url, key] of current) {
    if (previous && key !== null && previous.get(url) === key) kept.push(url);
    else render.push(url);
  }
  const removed = previous ? [...previous.keys()].filter((url) => !current.has(url)) : [];
  return { render, kept, removed };
}
