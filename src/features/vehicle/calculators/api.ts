/**
 * The platform API for the vehicle-page islands, loaded on first use: the
 * client and its valibot contract (`src/api/`) stay off the page's first load
 * and arrive when an island actually calls (the gauge once visible, delivery
 * on submit, the youX quote on hydration). Islands take an optional `loadApi`
 * so component tests inject a fake client.
 */
import type { ApiClient } from '~/api/client.ts';
import type { Api } from '~/api/contract.ts';

/** What an island needs: a client that can call, and the endpoint table. */
export interface ApiHandle {
  client: Pick<ApiClient, 'call'>;
  api: Api;
}

export type ApiLoader = () => Promise<ApiHandle>;

/** A loader that imports the client and contract once and builds the client for the tenant. */
export function lazyApi(baseUrl: string, site: string): ApiLoader {
  let handle: Promise<ApiHandle> | undefined;
  return () =>
    (handle ??= Promise.all([import('~/api/client.ts'), import('~/api/contract.ts')]).then(
      ([{ createApiClient }, { api }]) => ({ client: createApiClient({ baseUrl, site }), api }),
    ));
}
