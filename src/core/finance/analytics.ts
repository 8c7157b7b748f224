/**
 * Calculator first-use analytics (SPEC.md §4 "Finance calculator: first change
 * of any control fires one analytics event (id 26) per view"; §7 "26 calculator
 * first use").
 */

/** SPEC.md §7 analytics event id "26 calculator first use". */
export const CALCULATOR_FIRST_USE_EVENT_ID = 26;

/** Per-view state: whether the first-use event has fired in this view (SPEC.md §4 "one analytics event (id 26) per view"). */
export interface FirstUseState {
  readonly fired: boolean;
}

/** State of a freshly shown calculator (one per view, SPEC.md §4). */
export const INITIAL_FIRST_USE_STATE: FirstUseState = { fired: false };

/** True when a control change should send event 26: nothing sent yet in this view (SPEC.md §4). */
export function shouldFireFirstUse(state: FirstUseState): boolean {
  return !state.fired;
}

/**
 * Folds one control change into the state (SPEC.md §4): `fire` is true only on
 * the first change of the view, and the returned state remembers it.
 */
export function onControlChange(state: FirstUseState): { fire: boolean; state: FirstUseState } {
  return shouldFireFirstUse(state) ? { fire: true, state: { fired: true } } : { fire: false, state };
}
