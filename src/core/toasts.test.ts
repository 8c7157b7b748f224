import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COPIED_NOTE,
  COPIED_NOTE_MS,
  INITIAL_TOAST_STATE,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  shareCopiedToast,
  toastReducer,
  watchlistRemovedToast,
  watchlistSavedToast,
  type Toast,
  type ToastActionMsg,
  type ToastState,
} from './toasts.ts';

const toast = (id: string, title = `T${id}`): Toast => ({ id, title, open: true });

describe('constants', () => {
  it.each([
    [TOAST_LIMIT, 1],
    [TOAST_REMOVE_DELAY_MS, 1000000],
    [COPIED_NOTE_MS, 1500],
  ])('%i = %i', (actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('copy note text', () => expect(COPIED_NOTE).toBe('Copied'));
});

describe('toastReducer', () => {
  const one: ToastState = { toasts: [toast('1')] };

  it.each<[string, ToastState, ToastActionMsg, ToastState]>([
    ['add to empty', INITIAL_TOAST_STATE, { type: 'add', toast: toast('1') }, one],
    ['add replaces (limit 1)', one, { type: 'add', toast: toast('2') }, { toasts: [toast('2')] }],
    [
      'update changes fields of the matching toast',
      one,
      { type: 'update', toast: { id: '1', title: 'New title' } },
      { toasts: [{ id: '1', title: 'New title', open: true }] },
    ],
    ['update ignores other ids', one, { type: 'update', toast: { id: '9', title: 'x' } }, one],
    ['dismiss by id', one, { type: 'dismiss', toastId: '1' }, { toasts: [{ ...toast('1'), open: false }] }],
    ['dismiss all', one, { type: 'dismiss' }, { toasts: [{ ...toast('1'), open: false }] }],
    ['dismiss other id', one, { type: 'dismiss', toastId: '2' }, one],
    ['remove by id', one, { type: 'remove', toastId: '1' }, INITIAL_TOAST_STATE],
    ['remove other id', one, { type: 'remove', toastId: '2' }, one],
    ['remove all', one, { type: 'remove' }, INITIAL_TOAST_STATE],
  ])('%s', (_name, state, action, expected) => {
    expect(toastReducer(state, action)).toEqual(expected);
  });

  it('never holds more than the limit, keeps the newest and never mutates', () => {
    const action = fc.oneof(
      fc.string({ minLength: 1, maxLength: 2 }).map((id): ToastActionMsg => ({ type: 'add', toast: toast(id) })),
      fc
        .option(fc.string({ maxLength: 2 }), { nil: undefined })
        .map((toastId): ToastActionMsg => ({ type: 'dismiss', toastId })),
      fc
        .option(fc.string({ maxLength: 2 }), { nil: undefined })
        .map((toastId): ToastActionMsg => ({ type: 'remove', toastId })),
    );
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        let state = INITIAL_TOAST_STATE;
        for (const a of actions) {
          const before = JSON.stringify(state);
          const next = toastReducer(state, a);
          expect(JSON.stringify(state)).toBe(before);
          expect(next.toasts.length).toBeLessThanOrEqual(TOAST_LIMIT);
          if (a.type === 'add') expect(next.toasts[0]).toEqual(a.toast);
          state = next;
        }
      }),
    );
  });
});

describe('toast texts', () => {
  it('watchlist saved', () => {
    expect(watchlistSavedToast('2021 Mazda CX-5 Maxx', '/watchlist')).toEqual({
      title: 'Car Saved In Watchlist',
      description: '2021 Mazda CX-5 Maxx is now available in your watchlist',
      action: { label: 'View List', href: '/watchlist' },
    });
  });

  it('watchlist removed', () => {
    expect(watchlistRemovedToast('2021 Mazda CX-5 Maxx')).toEqual({
      title: 'Car Removed',
      description: '2021 Mazda CX-5 Maxx is no longer in your watchlist',
      action: { label: 'View List', href: undefined },
    });
  });

  it('share copied for 3000 ms', () => {
    expect(shareCopiedToast('2021 Mazda CX-5 Maxx')).toEqual({
      title: 'Copied 2021 Mazda CX-5 Maxx to your clipboard!',
      duration: 3000,
    });
  });
});
