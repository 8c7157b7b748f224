import { describe, expect, it } from 'vitest';
import { pageRunning } from './tenant-pages.ts';

describe('pageRunning', () => {
  it.each([
    [null, '2026-11-25', true],
    ['2025-06-15', '2025-06-14', true],
    ['2025-06-15', '2025-06-15', true],
    ['2025-06-15', '2025-06-16', false],
    ['2025-06-15', '2026-11-25', false],
  ])('expires %s, today %s: running %s', (expires, today, running) => {
    expect(pageRunning(expires, today)).toBe(running);
  });
});
