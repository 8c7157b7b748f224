// @vitest-environment jsdom
// The live "Today" and open-now lines hydrate without a mismatch whatever the browser's clock and
// ICU: the HTML and the hydration pass both leave them empty, the browser's clock fills them after.
import { act, cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openingSchedule } from '../../core/open-status.ts';
import { weekHoursTexts, type OpeningHourEntry } from '../../core/opening-hours.ts';
import { FooterToday } from '../footer/FooterToday.tsx';
import { HomeLocations } from '../home/HomeLocations.tsx';
import { LocationToday } from './LocationToday.tsx';

const WEEK: OpeningHourEntry[] = [
  { weekday: 0, status: 'Closed' },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '08:30', close: '17:30' })),
  { weekday: 6, status: 'Open', open: '08:30', close: '16:00' },
];
const hours = {
  week: weekHoursTexts(WEEK),
  specials: [],
  schedule: openingSchedule(WEEK, []),
  timeZone: 'Australia/Sydney',
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Server HTML at the build's moment; hydrated at the shopper's, with an older ICU's date pattern. */
async function hydrateLater(element: ReactElement): Promise<{ container: HTMLElement; errors: unknown[] }> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T14:00:00Z')); // build: 1:00am Wednesday in Sydney
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  vi.setSystemTime(new Date('2026-12-05T07:00:00Z')); // shopper: Saturday 6:00pm in Sydney
  vi.spyOn(Intl.DateTimeFormat.prototype as unknown as Record<'format', unknown>, 'format', 'get').mockReturnValue(
    () => '12/05/2026',
  );
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) });
  });
  return { container, errors };
}

const texts = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].map((e) => e.textContent);

describe('live hours lines', () => {
  it('HomeLocations: empty in the HTML, the shopper’s day and status once hydrated, no mismatch', async () => {
    const element = (
      <HomeLocations
        timeZone="Australia/Sydney"
        locations={[{ id: 1, name: 'Parramatta', href: null, addressLines: [], phone: null, ...hours }]}
      />
    );
    expect(renderToString(element)).not.toMatch(/Today|Open now|Closed/);
    const { container, errors } = await hydrateLater(element);
    expect(errors).toEqual([]);
    expect(texts(container, '.home-locations__today')).toEqual(['Today: 8:30am - 4:00pm']);
    expect(texts(container, '.home-locations__status')).toEqual(['Closed, opens 8:30am Mon']);
  });

  it('FooterToday and LocationToday: the same', async () => {
    for (const [element, today, status] of [
      [<FooterToday {...hours} />, '.site-footer__today', '.site-footer__status'],
      [<LocationToday {...hours} />, '.location-today__today', '.location-today__status'],
    ] as const) {
      const { container, errors } = await hydrateLater(element);
      expect(errors).toEqual([]);
      expect(texts(container, today)).toEqual(['Today: 8:30am - 4:00pm']);
      expect(texts(container, status)).toEqual(['Closed, opens 8:30am Mon']);
      cleanup();
      vi.restoreAllMocks();
    }
  });
});
