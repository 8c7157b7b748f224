// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LatLng } from '../../core/locations.ts';
import type { LocatorCard, LocatorProps } from './props.server.ts';
import type { MapIslandProps, MapPlace, TileSource } from './types.ts';
import { todayLine } from './today.ts';

const geocode = vi.fn<(postcode: string) => Promise<LatLng | null>>();
const suggestPlaces = vi.fn(async () => [
  { id: 'AU-3000', label: 'Melbourne, VIC, Australia', lat: -37.8136, lng: 144.9631 },
]);
vi.mock('../search/services.ts', () => ({
  apiLocationServices: () => ({ geocode, suggestPlaces }),
}));
const leaflet = vi.fn();
vi.mock('./LeafletMap.tsx', () => {
  leaflet();
  return { stylesheets: [], LeafletMap: ({ label }: MapIslandProps) => <div role="region" aria-label={label} /> };
});

const { Locator } = await import('./LocatorIsland.tsx');
const { LazyMap } = await import('./MapIsland.tsx');
const { popupContent } = await import('./popup.ts');

const TILES: TileSource = {
  url: '/map-tiles/{z}/{x}/{y}.png',
  attribution: 'Sample',
  attributionUrl: null,
  subdomains: [],
  maxZoom: 15,
  coverage: null,
};

function place(id: number, name: string, lat: number, lng: number, city: string, postcode: string): LocatorCard {
  return {
    id,
    slug: name.toLowerCase().replace(/ /g, '-'),
    name,
    lat,
    lng,
    addressLines: [`${id} Main Street`, `${city} NSW ${postcode}`],
    phone: null,
    week: Array(7).fill('9:00am - 5:00pm'),
    specials: [],
    schedule: { week: Array(7).fill({ open: 540, close: 1020 }), holidays: [] },
    detailsHref: `/locations/${name.toLowerCase().replace(/ /g, '-')}`,
    directionsHref: 'https://www.google.com/maps/dir/?api=1',
    stockHref: null,
    mapped: true,
    city,
    postcode,
    badge: null,
    byAppointment: false,
    image: null,
  };
}

const CARDS = [
  place(1, 'Metro Penrith', -33.758, 150.688, 'Penrith', '2750'),
  place(2, 'Metro Parramatta', -33.8136, 151.0034, 'Parramatta', '2150'),
  place(3, 'Metro Ringwood', -37.813, 145.23, 'Ringwood', '3134'),
];
const PROPS: LocatorProps = {
  cards: CARDS,
  map: null,
  api: { baseUrl: 'http://api.test', site: 'metro' },
  country: 'AU',
  timeZone: 'Australia/Sydney',
};
const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

let observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, ...(options ? { options } : {}) });
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  geocode.mockReset();
  leaflet.mockClear();
});

describe('Locator', () => {
  it('lists every location; a postcode lists those within 250 km, nearest first, with their distance', async () => {
    const user = userEvent.setup();
    geocode.mockResolvedValue({ lat: -33.8136, lng: 151.0034 });
    render(<Locator {...PROPS} />);
    expect(names()).toEqual(['Metro Penrith', 'Metro Parramatta', 'Metro Ringwood']);
    await user.type(screen.getByRole('combobox', { name: 'Find a dealership' }), '2150{Enter}');
    await waitFor(() => expect(names()).toEqual(['Metro Parramatta', 'Metro Penrith']));
    expect(geocode).toHaveBeenCalledWith('2150', 'AU');
    expect([...document.querySelectorAll('.location-card__distance')].map((p) => p.textContent)).toEqual([
      '<1 km away',
      '30 km away',
    ]);
    expect(screen.getByRole('status').textContent).toBe('2 locations within 250 km of 2150, nearest first.');
  });

  it("an unknown postcode says 'Invalid postcode'; Clear resets the text, the list and the message", async () => {
    const user = userEvent.setup();
    geocode.mockResolvedValue(null);
    render(<Locator {...PROPS} />);
    const field = screen.getByRole('combobox', { name: 'Find a dealership' });
    await user.type(field, '0000{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid postcode');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(names()).toHaveLength(3);
    expect(document.activeElement).toBe(field);
  });

  it('typing suggests dealerships and, after the debounce, places; a place lists its nearby locations', async () => {
    const user = userEvent.setup();
    render(<Locator {...PROPS} />);
    await user.type(screen.getByRole('combobox', { name: 'Find a dealership' }), 'Mel');
    await waitFor(() => expect(suggestPlaces).toHaveBeenCalled());
    const option = await screen.findByRole('option', { name: /^Melbourne, VIC, Australia ?\(place\)$/ });
    await user.click(option);
    expect(names()).toEqual(['Metro Ringwood']);
    expect(screen.getByRole('status').textContent).toBe(
      '1 location within 250 km of Melbourne, VIC, Australia, nearest first.',
    );
  });

  it('Enter on a suggested dealership shows that one; text matching names lists those', async () => {
    const user = userEvent.setup();
    render(<Locator {...PROPS} />);
    const field = screen.getByRole('combobox', { name: 'Find a dealership' });
    await user.type(field, 'Penr{ArrowDown}{Enter}');
    expect(names()).toEqual(['Metro Penrith']);
    await user.clear(field);
    await user.type(field, 'Metro P{Escape}');
    await user.type(field, '{Enter}');
    expect(names()).toEqual(['Metro Penrith', 'Metro Parramatta']);
  });
});

describe('LazyMap', () => {
  const ONE: MapPlace = CARDS[1]!;
  it('shows the address placeholder and loads no map code until the map comes near the viewport', async () => {
    render(
      <LazyMap places={[ONE]} tiles={TILES} timeZone="Australia/Sydney" label="Map of Metro Parramatta" detailsLinks />,
    );
    expect(document.querySelector('[data-map-placeholder]')?.textContent).toContain('2 Main Street');
    expect(screen.queryByRole('region')).toBeNull();
    expect(observers[0]?.options?.rootMargin).toBe('400px');
    expect(leaflet).not.toHaveBeenCalled();
    await act(async () => {
      observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(await screen.findByRole('region', { name: 'Map of Metro Parramatta' })).toBeTruthy();
    expect(document.querySelector('[data-map-placeholder]')).toBeNull();
  });
});

describe('todayLine', () => {
  const week = ['Closed', 'A', 'B', 'C', 'D', 'E', 'F'];
  it.each<[string, string]>([
    ['2026-11-29T01:00:00Z', 'Today: Closed'], // Sunday in Sydney
    ['2026-11-29T14:00:00Z', 'Today: A'], // already Monday in Sydney
    ['2026-12-24T22:00:00Z', 'Today: Closed (holiday hours)'], // Christmas in Sydney
  ])('%s -> %s', (now, line) => {
    expect(
      todayLine({ week, specials: [{ date: '2026-12-25', hours: 'Closed' }] }, new Date(now), 'Australia/Sydney'),
    ).toBe(line);
  });

  // WebKitGTK on Debian's ICU 72 formats en-CA dates as '12/02/2026', not '2026-12-02'.
  it("reads the dealer's date from parts, not from an engine's date pattern", () => {
    const spy = vi
      .spyOn(Intl.DateTimeFormat.prototype as unknown as Record<'format', unknown>, 'format', 'get')
      .mockReturnValue(() => '12/02/2026');
    try {
      expect(todayLine({ week, specials: [] }, new Date('2026-12-01T23:10:00Z'), 'Australia/Sydney')).toBe('Today: C');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('popupContent', () => {
  const base = { ...CARDS[1]!, phone: { display: '02 5550 1101', href: 'tel:+61255501101' }, stockHref: '/search/x' };
  it('shows the name, address, phone, today and the three links, as text only', () => {
    const el = popupContent(
      { ...base, name: '<img src=x onerror=alert(1)>' },
      { timeZone: 'Australia/Sydney', detailsLinks: true, headingLevel: 3, now: new Date('2026-11-26T01:00:00Z') },
    );
    expect(el.querySelector('h3')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('address')?.textContent).toBe('2 Main StreetParramatta NSW 2150');
    expect(el.querySelector('a[href^="tel:"]')?.textContent).toBe('02 5550 1101');
    expect(el.textContent).toContain('Today: 9:00am - 5:00pm');
    expect([...el.querySelectorAll('li a')].map((a) => [a.firstChild?.textContent, a.getAttribute('href')])).toEqual([
      ['View Location Details', base.detailsHref],
      ['Get Directions', base.directionsHref],
      ['View Our Stock', '/search/x'],
    ]);
  });
  it('on the location page itself: no View Location Details; an h2 where asked', () => {
    const el = popupContent(base, { timeZone: 'Australia/Sydney', detailsLinks: false, headingLevel: 2 });
    expect(el.querySelector('h2.map-popup__title')).not.toBeNull();
    expect(el.textContent).not.toContain('View Location Details');
  });
});
