// The Snap 21 rating call (SPEC.md §7 GET /api/reviews/snap21?orgId=): made
// once per page, however many review blocks it has; a failure is logged with
// the spec's message (§8) and shows nothing.
import { SNAP21_FAILURE_MESSAGE } from '../../core/reviews.ts';

export interface Snap21Rating {
  rating: number;
  stars: number;
}

let pending: Promise<Snap21Rating | null> | undefined;

export function fetchSnap21(options: {
  apiBaseUrl: string;
  site: string;
  orgId: string;
}): Promise<Snap21Rating | null> {
  pending ??= Promise.all([import('../../api/client.ts'), import('../../api/contract.ts')])
    .then(([{ createApiClient }, { api }]) =>
      createApiClient({ baseUrl: options.apiBaseUrl, site: options.site }).call(api.snap21, {
        query: { orgId: options.orgId },
      }),
    )
    .catch(() => {
      console.error(SNAP21_FAILURE_MESSAGE);
      return null;
    });
  return pending;
}

/** Tests only: forget the page's call. */
export function resetSnap21(): void {
  pending = undefined;
}
