/**
 * What the watchlist says when a save or remove fails (SPEC.md §8 "Watchlist
 * request failure: browser alert with the error message; treated as
 * failure"). The alert shows the platform's own message when it gave one
 * (e.g. 'This car is no longer available.'); a request that got no answer
 * has only the browser's text ('Failed to fetch', 'NetworkError when
 * attempting to fetch resource.'), which means nothing to a shopper, so it
 * gets a sentence of ours, as does a failure with no message at all.
 */

/** No answer: offline, a dropped connection, a timeout. */
export const WATCHLIST_NETWORK_MESSAGE =
  "We couldn't reach our server to update your watchlist. Please check your internet connection and try again.";

/** A failure that gives no message of its own. */
export const WATCHLIST_FAILURE_MESSAGE = 'Sorry, we could not update your watchlist. Please try again.';

/** How a watchlist call failed. */
export type WatchlistFailure =
  /** No answer from the platform. */
  | { kind: 'network' }
  /** The platform answered with a refusal: `success: false` or an error status, with its message if any. */
  | { kind: 'refused'; message: string | null }
  /** Anything else (an answer outside the contract, a bug). */
  | { kind: 'other' };

/** The alert's text for a failed watchlist call. */
export function watchlistFailureMessage(failure: WatchlistFailure): string {
  if (failure.kind === 'network') return WATCHLIST_NETWORK_MESSAGE;
  const own = failure.kind === 'refused' ? failure.message?.trim() : '';
  return own ? own : WATCHLIST_FAILURE_MESSAGE;
}
