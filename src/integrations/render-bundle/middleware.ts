// The render bundle's middleware:
//  - a request naming its root param page (ROUTE_HEADER, set by the renderer from the page list) is
//    rewritten to that page's own prefix, so that page renders it; Astro.originPathname keeps the
//    address the shopper sees;
//  - a list request (LIST_HEADER) for a route without params is answered here with the page's
//    one entry and its key (features/page-keys/static-pages.ts); a route with params lists its
//    own entries (core/static-props.ts).
import type { MiddlewareHandler } from 'astro';
import { LIST_HEADER, type ListedEntry } from '../../core/static-props.ts';
import { staticPageKey } from '../../features/page-keys/static-pages.ts';
import { ROOT_ROUTE_PREFIX, ROUTE_HEADER } from './index.ts';

export const onRequest: MiddlewareHandler = async (context, next) => {
  const { pathname } = context.url;
  if (context.request.headers.get(LIST_HEADER) && !/\[|%5B/i.test(pathname)) {
    const entry: ListedEntry = { params: {}, cacheKey: await staticPageKey(pathname) };
    return Response.json([entry]);
  }
  const route = context.request.headers.get(ROUTE_HEADER);
  if (!route || pathname.startsWith(ROOT_ROUTE_PREFIX)) return next();
  return next(`${ROOT_ROUTE_PREFIX}${route}${pathname}`);
};
