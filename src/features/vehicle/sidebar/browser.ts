// What the vehicle page's islands share in the browser: the analytics push.
// (Their platform calls are the light beacons of src/api/beacons.ts; the print
// page's PDF call goes through ../print/with-api.ts.) Nothing here touches a
// browser global at import time.
import type { AnalyticsEventId } from '~/core/analytics.ts';
import { trackEvent } from '../../analytics/analytics.ts';

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
