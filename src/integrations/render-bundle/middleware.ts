// The render bundle's middleware: a request naming its root param page (ROUTE_HEADER, set by the
// renderer from the page list) is rewritten to that page's own prefix, so that page renders it;
// Astro.originPathname keeps the address the shopper sees.
import type { MiddlewareHandler } from 'astro';
import { ROOT_ROUTE_PREFIX, ROUTE_HEADER } from './index.ts';

export const onRequest: MiddlewareHandler = (context, next) => {
  const route = context.request.headers.get(ROUTE_HEADER);
  if (!route || context.url.pathname.startsWith(ROOT_ROUTE_PREFIX)) return next();
  return next(`${ROOT_ROUTE_PREFIX}${route}${context.url.pathname}`);
};
