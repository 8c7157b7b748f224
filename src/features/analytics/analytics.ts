/**
 * The analytics adapter (SPEC.md §7 "Analytics event ids ... failures caught
 * and logged"). Each form submit and tracked click pushes one
 * `{ event: 'dealer_event', event_id, ... }` entry onto `window.dataLayer`
 * (the tag manager's queue; the tenant's GTM container, when it has one,
 * reads it). Which id a car's form sends is the core's rule
 * (`src/core/analytics.ts`). Analytics never blocks a form: every failure is
 * caught and logged with console.error.
 */
import type { AnalyticsEventId } from '../../core/analytics.ts';

/** The dataLayer event name every dealer event is pushed under. */
export const DEALER_EVENT = 'dealer_event';

/** One entry pushed onto the dataLayer. */
export interface DealerEvent {
  event: typeof DEALER_EVENT;
  event_id: AnalyticsEventId;
  readonly [detail: string]: unknown;
}

declare global {
  interface Window {
    /** The tag manager's queue (SPEC.md §7 analytics). */
    dataLayer?: unknown[];
  }
}

type DataLayerWindow = { dataLayer?: unknown[] };

/**
 * Pushes one event. `enabled` is the tenant's `analytics.enabled` (islands get
 * it as a prop); off means nothing is pushed. Returns whether it was pushed.
 * Never throws.
 */
export function trackEvent(
  eventId: AnalyticsEventId,
  detail: Readonly<Record<string, unknown>> = {},
  enabled = true,
): boolean {
  if (!enabled) return false;
  try {
    const w = globalThis as unknown as DataLayerWindow;
    if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
    const entry: DealerEvent = { ...detail, event: DEALER_EVENT, event_id: eventId };
    w.dataLayer.push(entry);
    return true;
  } catch (error) {
    console.error(`Analytics event ${eventId} failed`, error);
    return false;
  }
}
