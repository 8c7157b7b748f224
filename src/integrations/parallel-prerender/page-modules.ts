// Astro's build looks a page's module up with a dynamic import() for every
// page it renders (`manifest.pageMap`, one loader per page component). For a
// module already loaded, Node still resolves the specifier and walks its
// module job each time: about 0.2 ms a page at 20,000 vehicle pages, on the
// main thread and in every worker. An ES module's namespace never changes once
// loaded, so each loader's first promise answers every later call.

/** The part of Astro's SSR manifest this reads (astro/dist/core/app/types.d.ts). */
export interface ManifestWithPageMap {
  pageMap?: Map<string, () => Promise<unknown>> | undefined;
}

/** Makes each page loader of `manifest.pageMap` import its module once. */
export function importPagesOnce(manifest: ManifestWithPageMap): void {
  const { pageMap } = manifest;
  if (!pageMap) return;
  for (const [component, load] of pageMap) {
    let loaded: Promise<unknown> | undefined;
    pageMap.set(component, () => (loaded ??= load()));
  }
}
