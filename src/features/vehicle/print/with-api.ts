// The print page's platform API client (injected in tests), loaded on first use.
import type { ApiClient } from '~/api/client.ts';
import type { api as Api } from '~/api/contract.ts';

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
export async function withApi<T>(props: ApiProps, run: (client: ApiClient, api: typeof Api) => Promise<T>): Promise<T> {
  const [{ api }, client] = await Promise.all([
    import('~/api/contract.ts'),
    props.client ??
      import('~/api/client.ts').then(({ createApiClient }) =>
        createApiClient({ baseUrl: props.apiBaseUrl, site: props.site }),
      ),
  ]);
  return run(client, api);
}
