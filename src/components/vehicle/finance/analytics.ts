/**
 * A tiny analytics adapter for the finance islands (SPEC.md §7 "Analytics
 * event ids ... 26 calculator first use; failures caught and logged"): pushes
 * `{ event: 'analytics_event', event_id }` onto `window.dataLayer`. Local to the
 * calculators until the shared adapter (src/features/analytics/) lands; the
 * lead unifies them.
 */
export function pushAnalyticsEvent(eventId: number): void {
  try {
    const w = window as Window & { dataLayer?: unknown[] };
    w.dataLayer ??= [];
    w.dataLayer.push({ event: 'analytics_event', event_id: eventId });
  } catch (error) {
    console.error('Failed to send analytics event', eventId, error);
  }
}
