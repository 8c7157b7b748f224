/**
 * The watchlist calls through the platform API client (SPEC.md §7 POST
 * /api/watchlist/save-car and /remove-car, body phone_number and car_id).
 * The client and the contract (valibot schemas) load on the first call, so
 * they are not part of a page's initial JS.
 */
import type { ApiClient } from '../../api/client.ts';
import type { WatchlistService } from './store.ts';

/** Where the platform API is: `apiBaseUrl` and the tenant slug of src/site.ts. */
export interface WatchlistApiSettings {
  baseUrl: string;
  site: string;
}

export function apiWatchlistService(settings: WatchlistApiSettings, injected?: ApiClient): WatchlistService {
  let client: Promise<ApiClient> | undefined;
  const load = () =>
    (client ??=
      injected !== undefined
        ? Promise.resolve(injected)
        : import('../../api/client.ts').then(({ createApiClient }) =>
            createApiClient({ baseUrl: settings.baseUrl, site: settings.site }),
          ));
  const contract = () => import('../../api/contract.ts').then((m) => m.api);
  return {
    async save(phoneNumber, carId) {
      const [c, api] = await Promise.all([load(), contract()]);
      return c.call(api.watchlistSave, { body: { phone_number: phoneNumber, car_id: carId } });
    },
    async remove(phoneNumber, carId) {
      const [c, api] = await Promise.all([load(), contract()]);
      return c.call(api.watchlistRemove, { body: { phone_number: phoneNumber, car_id: carId } });
    },
  };
}
