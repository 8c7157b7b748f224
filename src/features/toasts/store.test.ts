import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from '../../core/toasts.ts';
import { $toasts, dismissToast, resetToasts, showToast, TOAST_DURATION_MS } from './store.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows one toast at a time: a new one replaces the previous', () => {
    showToast({ title: 'Car Saved In Watchlist' });
    showToast({ title: 'Car Removed' });
    expect($toasts.get().toasts.map((t) => t.title)).toEqual(['Car Removed']);
  });

  it('closes after its duration and leaves the queue after the removal delay', () => {
    const id = showToast({ title: 'Car Removed' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect($toasts.get().toasts[0]).toMatchObject({ id, open: true });
    vi.advanceTimersByTime(1);
    expect($toasts.get().toasts[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect($toasts.get().toasts).toEqual([]);
  });

  it('dismisses on request', () => {
    const id = showToast({ title: 'x', duration: 100000 });
    dismissToast(id);
    expect($toasts.get().toasts[0]?.open).toBe(false);
  });
});
