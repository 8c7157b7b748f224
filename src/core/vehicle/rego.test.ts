import { describe, expect, it } from 'vitest';
import { regoExpiryText } from './rego.ts';

// 10:00 on 20 March 2026 in Sydney (AEDT, UTC+11).
const NOW = new Date('2026-03-19T23:00:00Z');

describe('regoExpiryText (SPEC.md §4)', () => {
  it.each<[string | null | undefined, boolean, string | null]>([
    ['2027-03-12', false, 'Expires on 12 March 2027'],
    ['2027-03-12', true, 'Expires on 12 March 2027'],
    ['12/03/2027', false, 'Expires on 12 March 2027'],
    ['2026-03-21', false, 'Expires on 21 March 2026'],
    // Today still counts as registered.
    ['2026-03-20', false, 'Expires on 20 March 2026'],
    ['2026-03-20', true, 'Expires on 20 March 2026'],
    // Yesterday is past.
    ['2026-03-19', true, 'Unregistered'],
    ['2026-03-19', false, null],
    ['2020-01-01', true, 'Unregistered'],
    ['2020-01-01', false, null],
    // A date-time counts on its Sydney calendar day: 13:30 UTC on 19 March is 00:30 on 20 March.
    ['2026-03-19T13:30:00Z', true, 'Expires on 20 March 2026'],
    ['2026-03-19T12:30:00Z', true, 'Unregistered'],
    [null, true, null],
    [undefined, true, null],
    ['', true, null],
    ['not a date', true, null],
  ])('%j showUnregistered=%s -> %j', (expiry, showUnregistered, expected) => {
    expect(regoExpiryText(expiry, NOW, { showUnregistered })).toBe(expected);
  });

  it('decides "today" in the configured zone', () => {
    // 14:00 UTC on 19 March is 01:00 on 20 March in Sydney but 22:00 on 19 March in Perth (UTC+8).
    const instant = new Date('2026-03-19T14:00:00Z');
    expect(
      regoExpiryText('2026-03-19', instant, {
        showUnregistered: true,
        timeZone: 'Australia/Perth',
      }),
    ).toBe('Expires on 19 March 2026');
    expect(regoExpiryText('2026-03-19', instant, { showUnregistered: true })).toBe('Unregistered');
  });
});
