// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import type { CarSummary } from '../../data/car-summary.ts';
import { signIn, signOut } from '../auth/user.ts';
import { $compare, clearCompare } from '../compare/store.ts';
import { $favourites } from '../favourites/store.ts';
import { $toasts, resetToasts } from '../toasts/store.ts';
import { $viewedCars } from '../viewed/store.ts';
import { ownerKey } from '../watchlist/watchlist.ts';
import { $watchlist, $watchlistBook, $watchlistPending } from '../watchlist/store.ts';
import { apiWatchlistService } from '../watchlist/service.ts';
import { WATCHLIST_NETWORK_MESSAGE } from '../../core/watchlist.ts';
import { cardModel, type CardSettings } from '../search/ui/card-model.ts';
import { ResultsGrid } from '../search/ui/ResultsGrid.tsx';
import ComparePage from './ComparePage.tsx';
import MyGarage from './MyGarage.tsx';
import { navigation } from './navigate.ts';
import { ToastRegion } from '../toasts/ToastRegion.tsx';
import { WatchlistButton } from './WatchlistButton.tsx';

const api = { baseUrl: 'http://api.test', site: 'kiwi-motors' };
const settings: CardSettings = {
  currency: 'AUD',
  noPriceText: 'Enquire for price.',
  tags: { fuelTagEnabled: true, specifications: { just_arrived_days: 8, just_arrived_tag_name: 'New' } },
  reserveEnabled: false,
  financeLabel: null,
  showViewCount: false,
  now: '2026-11-21T00:00:00.000Z',
  garage: { favourites: true, favouritesRestricted: false, compare: true, watchlist: true, analytics: false, api },
};

function hit(id: number, over: Partial<CarSummary> = {}): CarSummary {
  return {
    id,
    slug: `2022-toyota-hilux-${id}`,
    name: 'Toyota HiLux SR5',
    year: 2022,
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    series: null,
    car_type: 'used',
    status: 'in_stock',
    sold_date_timestamp: null,
    show_on_dealer_website: true,
    stocknum: `S${id}`,
    dealership_id: 1,
    dealership_slug: 'harbour',
    price: 45000 + id,
    offer_price: null,
    before_price: null,
    subscription_price: null,
    preorder: false,
    price_type: 'Drive Away',
    km: 45000,
    simple_body: 'ute',
    body: 'Utility',
    simple_fuel: 'Diesel',
    simple_transmission: 'Automatic',
    simple_drive: '4x4',
    colour: 'White',
    seats: 5,
    doors: 4,
    location_id: 1,
    location_slug: 'harbour',
    location_name: 'Harbour Toyota',
    state: 'NSW',
    lat: null,
    lng: null,
    primary_image_url: 'https://img.example.com/hilux.jpg',
    image_count: 8,
    tag: null,
    reserved: false,
    certified: false,
    created_at: '2026-01-01T00:00:00.000Z',
    views: 3,
    custom_rank: 1,
    weekly_payment: null,
    caravan_specs: null,
    ...over,
  } as CarSummary;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A platform client whose answers the test releases one by one. */
function deferredClient() {
  const calls: Array<{ path: string; body: unknown }> = [];
  const pending: Array<(r: Response) => void> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ path: new URL(String(input)).pathname, body: JSON.parse(String(init?.body)) });
    return new Promise<Response>((resolve) => pending.push(resolve));
  });
  const client = createApiClient({ baseUrl: api.baseUrl, site: api.site, fetch });
  return { service: apiWatchlistService(api, client), calls, answer: (r: Response) => pending.shift()?.(r) };
}

const entry = {
  id: 7,
  name: '2022 Toyota HiLux',
  slug: 'hilux-7',
  make: 'Toyota',
  model: 'HiLux',
  primary_image_url: null,
};

beforeEach(() => {
  localStorage.clear();
  $favourites.set([]);
  clearCompare();
  $watchlistBook.set({});
  $watchlistPending.set([]);
  $viewedCars.set([]);
  resetToasts();
  signOut();
  window.history.replaceState(null, '', '/search/used-cars?page=2');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('result card tools', () => {
  it('render neutral on the server and in hydration, then the stored state, with no hydration error', async () => {
    const hits = [hit(1), hit(2)];
    const html = renderToString(<ResultsGrid hits={hits} settings={settings} promoPositions={[]} />);
    const card = cardModel(hits[0]!, settings);
    $favourites.set([card.garage!.favourite!]);
    $compare.set([card.garage!.compare!]);
    expect(html).not.toContain('aria-pressed="true"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <ResultsGrid hits={hits} settings={settings} promoPositions={[]} />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    expect(errors).toEqual([]);
    const first = within(container.querySelector<HTMLElement>('[data-car-id="1"]')!);
    expect(first.getByRole('button', { name: 'Saved to favourites: 2022 Toyota HiLux' }).ariaPressed).toBe('true');
    expect(first.getByRole('button', { name: 'Compare: 2022 Toyota HiLux' }).ariaPressed).toBe('true');
    const second = within(container.querySelector<HTMLElement>('[data-car-id="2"]')!);
    expect(second.getByRole('button', { name: 'Compare: 2022 Toyota HiLux' }).ariaPressed).toBe('false');
    container.remove();
  });

  it('show only what the tenant has, and favourites only for eligible cars on the restricted site', () => {
    const restricted = { ...settings, garage: { ...settings.garage!, favouritesRestricted: true, watchlist: false } };
    render(<ResultsGrid hits={[hit(1), hit(2, { car_type: 'new' })]} settings={restricted} promoPositions={[]} />);
    const used = within(document.querySelector<HTMLElement>('[data-car-id="1"]')!);
    const brandNew = within(document.querySelector<HTMLElement>('[data-car-id="2"]')!);
    expect(used.getByRole('button', { name: /favourites/ })).toBeTruthy();
    expect(brandNew.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(brandNew.getByRole('button', { name: /Compare/ })).toBeTruthy();
    expect(used.queryByRole('button', { name: /watchlist/ })).toBeNull();
  });

  it('compare toggles aria-pressed, counts in the tray, and refuses a 4th car with a toast', async () => {
    const { SearchTrayHarness } = await import('./test-harness.tsx');
    render(<SearchTrayHarness hits={[1, 2, 3, 4].map((id) => hit(id))} settings={settings} />);
    const compare = (id: number) =>
      within(document.querySelector<HTMLElement>(`[data-car-id="${id}"]`)!).getByRole('button', { name: /Compare/ });
    fireEvent.click(compare(1));
    expect(compare(1).ariaPressed).toBe('true');
    expect(screen.getByRole('link', { name: 'Compare (1)' }).getAttribute('href')).toBe('/compare');
    fireEvent.click(compare(2));
    fireEvent.click(compare(3));
    fireEvent.click(compare(4));
    expect(compare(4).ariaPressed).toBe('false');
    expect(screen.getByRole('link', { name: 'Compare (3)' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('You can compare up to 3 cars.');
    fireEvent.click(compare(1));
    expect(compare(1).ariaPressed).toBe('false');
    expect($compare.get().map((c) => c.id)).toEqual([2, 3]);
  });
});

describe('WatchlistButton', () => {
  it('sends a signed-out shopper to sign-in with redirect and back set to this page', () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<WatchlistButton entry={entry} car={{ status: 'in_stock' }} api={api} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save to watchlist' }));
    expect(assign).toHaveBeenCalledWith(
      '/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars%3Fpage%3D2&back=%2Fsearch%2Fused-cars%3Fpage%3D2',
    );
  });

  it('saves optimistically with a spinner and disabled button, posts, then toasts; removes likewise', async () => {
    signIn({ name: 'Wes', phone: '021 555 1234' });
    const { service, calls, answer } = deferredClient();
    render(
      <>
        <WatchlistButton entry={entry} car={{ status: 'in_stock' }} api={api} service={service} />
        <ToastRegion />
      </>,
    );
    const button = screen.getByRole('button', { name: /watchlist/ });
    fireEvent.click(button);
    expect(button.ariaPressed).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.garage-spinner')).not.toBeNull();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ path: '/api/watchlist/save-car', body: { phone_number: '021 555 1234', car_id: 7 } });
    await act(async () => answer(json({ success: true })));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    const status = screen.getByRole('status');
    expect(within(status).getByText('Car Saved In Watchlist')).toBeTruthy();
    expect(within(status).getByText('2022 Toyota HiLux is now available in your watchlist')).toBeTruthy();
    expect(within(status).getByRole('link', { name: 'View List' }).getAttribute('href')).toBe('/watchlist');
    expect($watchlistBook.get()[ownerKey('021 555 1234')]?.map((e) => e.id)).toEqual([7]);

    fireEvent.click(button);
    expect(button.ariaPressed).toBe('false');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.path).toBe('/api/watchlist/remove-car');
    await act(async () => answer(json({ success: true })));
    await waitFor(() => expect(within(status).getByText('Car Removed')).toBeTruthy());
    expect(within(status).getByText('2022 Toyota HiLux is no longer in your watchlist')).toBeTruthy();
    // One toast at a time.
    expect($toasts.get().toasts).toHaveLength(1);
  });

  it('alerts the error message and reverts when the call fails', async () => {
    signIn({ name: 'Wes', phone: '021 555 1234' });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { service, answer } = deferredClient();
    render(<WatchlistButton entry={entry} car={{ status: 'in_stock' }} api={api} service={service} />);
    const button = screen.getByRole('button', { name: /watchlist/ });
    fireEvent.click(button);
    expect(button.ariaPressed).toBe('true');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    await act(async () => answer(json({ error: 'Watchlist is down' }, 503)));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Watchlist is down'));
    expect(button.ariaPressed).toBe('false');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect($watchlist.get()).toEqual([]);
  });

  it("a network failure alerts a sentence a shopper understands, not the browser's text", async () => {
    signIn({ name: 'Wes', phone: '021 555 1234' });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createApiClient({ baseUrl: api.baseUrl, site: api.site, fetch });
    render(
      <WatchlistButton
        entry={entry}
        car={{ status: 'in_stock' }}
        api={api}
        service={apiWatchlistService(api, client)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /watchlist/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(WATCHLIST_NETWORK_MESSAGE));
    expect(screen.getByRole('button', { name: /watchlist/ }).ariaPressed).toBe('false');
  });

  it('shows no button for a sold car unless it is already in the watchlist', () => {
    signIn({ name: 'Wes', phone: '021 555 1234' });
    const { rerender } = render(<WatchlistButton entry={entry} car={{ status: 'sold' }} api={api} />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => $watchlistBook.set({ [ownerKey('021 555 1234')]: [entry] }));
    rerender(<WatchlistButton entry={entry} car={{ status: 'sold' }} api={api} />);
    expect(screen.getByRole('button', { name: 'Saved to watchlist' }).ariaPressed).toBe('true');
  });
});

describe('garage pages', () => {
  it('/compare shows the chosen cars side by side with the core price rules', () => {
    const [a, b] = [hit(1, { offer_price: 41990, before_price: 47000 }), hit(2, { price: 0 })].map(
      (h) => cardModel(h, settings).garage!.compare!,
    );
    $compare.set([a!, b!]);
    render(<ComparePage currency="AUD" noPriceText="Call for price." searchPath="/search/new-used-and-demo-cars" />);
    const table = screen.getByRole('table');
    const row = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('Price')).toEqual(['$41,990 Drive Away (was $47,000)', 'Call for price.']);
    expect(row('Kilometres')).toEqual(['45,000 kms', '45,000 kms']);
    expect(row('Body')).toEqual(['Ute', 'Ute']);
    fireEvent.click(within(table).getAllByRole('button', { name: /Remove/ })[0]!);
    expect($compare.get().map((c) => c.id)).toEqual([2]);
  });

  it('/compare with nothing chosen says how to choose', () => {
    render(<ComparePage currency="AUD" noPriceText="x" searchPath="/search/new-used-and-demo-cars" />);
    expect(screen.getByText(/No cars to compare yet/)).toBeTruthy();
  });

  it('/my-garage lists favourites, watchlist and recently viewed cars with links once signed in', () => {
    signIn({ name: 'Wes', phone: '021 555 1234' });
    $favourites.set([{ ...entry, id: 1, slug: 'fav-1', name: 'Fav One' }]);
    $watchlistBook.set({ [ownerKey('021 555 1234')]: [{ ...entry, id: 2, slug: 'watch-2', name: 'Watch Two' }] });
    $viewedCars.set([
      {
        id: 3,
        stocknum: 'S3',
        make: 'Mazda',
        model: 'CX-5',
        body: null,
        simple_body: 'suv',
        slug: 'seen-3',
        name: 'Seen Three',
      },
    ]);
    render(
      <MyGarage gating={{}} favourites watchlist searchPath="/search/x" savedSearches={{ searchPath: '/search/x' }} />,
    );
    expect(screen.getByRole('link', { name: 'Fav One' }).getAttribute('href')).toBe('/cars/fav-1');
    expect(screen.getByRole('link', { name: 'Watch Two' }).getAttribute('href')).toBe('/cars/watch-2');
    expect(screen.getByRole('link', { name: 'Seen Three' }).getAttribute('href')).toBe('/cars/seen-3');
    expect(screen.getByText('SUV · Stock S3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Fav One from favourites' }));
    expect(screen.queryByRole('link', { name: 'Fav One' })).toBeNull();
  });
});
