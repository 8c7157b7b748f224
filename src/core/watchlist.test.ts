import { describe, expect, it } from 'vitest';
import { WATCHLIST_FAILURE_MESSAGE, WATCHLIST_NETWORK_MESSAGE, watchlistFailureMessage } from './watchlist.ts';

describe('watchlistFailureMessage (SPEC.md §8: the alert carries the error message)', () => {
  it('no answer: a sentence of ours, never the browser text', () => {
    expect(watchlistFailureMessage({ kind: 'network' })).toBe(WATCHLIST_NETWORK_MESSAGE);
    expect(WATCHLIST_NETWORK_MESSAGE).not.toMatch(/fetch/i);
  });

  it("a refusal: the platform's own message, else ours", () => {
    expect(watchlistFailureMessage({ kind: 'refused', message: 'This car is no longer available.' })).toBe(
      'This car is no longer available.',
    );
    expect(watchlistFailureMessage({ kind: 'refused', message: '  ' })).toBe(WATCHLIST_FAILURE_MESSAGE);
    expect(watchlistFailureMessage({ kind: 'refused', message: null })).toBe(WATCHLIST_FAILURE_MESSAGE);
    expect(watchlistFailureMessage({ kind: 'other' })).toBe(WATCHLIST_FAILURE_MESSAGE);
  });
});
