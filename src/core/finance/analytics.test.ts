import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_FIRST_USE_EVENT_ID,
  INITIAL_FIRST_USE_STATE,
  onControlChange,
  shouldFireFirstUse,
} from './analytics.ts';

describe('calculator first use (SPEC.md §4, §7 event 26)', () => {
  it('event id is 26', () => expect(CALCULATOR_FIRST_USE_EVENT_ID).toBe(26));

  it('fires once per view however many changes follow', () => {
    let state = INITIAL_FIRST_USE_STATE;
    const fired: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      const step = onControlChange(state);
      fired.push(step.fire);
      state = step.state;
    }
    expect(fired).toEqual([true, false, false, false, false]);
    expect(shouldFireFirstUse(state)).toBe(false);
  });

  it('a new view starts unfired', () => expect(shouldFireFirstUse(INITIAL_FIRST_USE_STATE)).toBe(true));
});
