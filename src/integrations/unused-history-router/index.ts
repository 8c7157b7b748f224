// InstantSearch's default router (instantsearch.js/es/lib/routers/history.js) is imported by its
// router middleware whether or not a page passes a router of its own, and it brings `qs` with
// `side-channel`, `object-inspect` and `get-intrinsic`: about 15 KB gzip of the search page's
// first load. The search island always passes its own router (src/features/search/router.ts), so
// the browser bundle resolves that one import to ./stub.ts instead. The server bundle (the build's
// first results) keeps the library as it is.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STUB = fileURLToPath(new URL('./stub.ts', import.meta.url));
const MIDDLEWARE = /[\\/]instantsearch\.js[\\/]es[\\/]middlewares[\\/]createRouterMiddleware\.js$/;

export function unusedHistoryRouter(): Plugin {
  return {
    name: 'dealer-sites:unused-history-router',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment?.config.consumer !== 'client') return null;
      if (source === '../lib/routers/history.js' && importer && MIDDLEWARE.test(importer)) return STUB;
      return null;
    },
  };
}
