// What the vehicle page's islands share in the browser: the platform API
// client (injected in tests) and the analytics push. Nothing here touches a
// browser global at import time.
import type { ApiClient } from '../../../api/client.ts';
import type { api as Api } from '../../../api/contract.ts';
import type { AnalyticsEventId } from '../../../core/analytics.ts';
import { trackEvent } from '../../../features/analytics/analytics.ts';

/** Props of an island that calls the platform API. */
export interface ApiProps {
  /** The platform API origin (`apiBaseUrl` of src/site.ts). */
  apiBaseUrl: string;
  /** The tenant slug sent as ?site=. */
  site: string;
  /** Tests pass a client with a fake fetch; pages never set it. */
  client?: ApiClient | undefined;
}

/**
 * Runs `run` with the platform API client and the contract. Both are loaded
 * on first use (dynamic import): the contract's schemas and valibot are about
 * 10 KB gzip that the page does not need to become interactive.
 */
export async function withApi<T>(
  props: ApiProps,
  run: (client: ApiClient, api: typeof Api) => Promise<T>,
  options: { keepalive?: boolean } = {},
): Promise<T> {
  const [{ api }, client] = await Promise.all([
    import('../../../api/contract.ts'),
    props.client ??
      import('../../../api/client.ts').then(({ createApiClient }) =>
        createApiClient({
          baseUrl: props.apiBaseUrl,
          site: props.site,
          // keepalive: the request outlives the page, so leaving at once does not cancel it.
          ...(options.keepalive ? { fetch: (input, init) => fetch(input, { ...init, keepalive: true }) } : {}),
        }),
      ),
  ]);
  return run(client, api);
}

/**
 * Pushes an analytics event (SPEC.md §7 event ids) through the shared adapter
 * (src/features/analytics/) when the site has analytics on; a failure is
 * caught and logged there, never thrown.
 */
export function pushAnalyticsEvent(
  id: AnalyticsEventId,
  enabled: boolean,
  detail: Readonly<Record<string, string | number | null>> = {},
): void {
  trackEvent(id, detail, enabled);
}
