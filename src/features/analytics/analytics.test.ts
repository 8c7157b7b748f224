import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT } from '../../core/analytics.ts';
import { trackEvent } from './analytics.ts';

const g = globalThis as unknown as { dataLayer?: unknown };

afterEach(() => {
  delete g.dataLayer;
  vi.restoreAllMocks();
});

describe('trackEvent', () => {
  it('pushes a dealer_event with the id and the details onto the dataLayer', () => {
    expect(trackEvent(ANALYTICS_EVENT.NEW_ENQUIRY, { car_id: 7 })).toBe(true);
    expect(g.dataLayer).toEqual([{ event: 'dealer_event', event_id: 14, car_id: 7 }]);
    trackEvent(ANALYTICS_EVENT.FINANCE_MODAL_FORM);
    expect(g.dataLayer).toHaveLength(2);
  });

  it('keeps entries already queued by the tag manager', () => {
    g.dataLayer = [{ 'gtm.start': 1 }];
    trackEvent(ANALYTICS_EVENT.PHONE_CLICK);
    expect(g.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'dealer_event', event_id: 25 }]);
  });

  it('pushes nothing when the tenant turned analytics off', () => {
    expect(trackEvent(ANALYTICS_EVENT.NEW_TEST_DRIVE, {}, false)).toBe(false);
    expect(g.dataLayer).toBeUndefined();
  });

  it('catches and logs a failing dataLayer instead of throwing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const blocked: unknown[] = [];
    blocked.push = () => {
      throw new Error('blocked');
    };
    g.dataLayer = blocked;
    expect(() => trackEvent(ANALYTICS_EVENT.USED_ENQUIRY)).not.toThrow();
    expect(log).toHaveBeenCalledWith('Analytics event 15 failed', expect.any(Error));
  });
});
