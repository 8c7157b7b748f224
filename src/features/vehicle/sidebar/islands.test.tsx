// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $favourites } from '../../favourites/store.ts';
import { decodeViewed, VIEWED_STORAGE_KEY } from '../../viewed/viewed.ts';
import FavouriteToggle from '../../garage/FavouriteToggle.tsx';
import ShareButton from './ShareButton.tsx';
import ShareSaveTools from './ShareSaveTools.tsx';
import { startCarPageView, type ViewsCounterProps } from './views-counter.ts';
import type { EnquireCar } from '../../leads/enquire-car.ts';
import { STORAGE_KEYS } from '../../leads/storage-keys.ts';
import CallNow from './CallNow.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function fakeFetch(answer: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: URL; init: RequestInit }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, init: init ?? {} });
    return answer(url, init ?? {});
  });
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the page view (views counter)', () => {
  const props = {
    apiBaseUrl: 'http://api.test',
    site: 'harbour-toyota',
    slug: 'hilux-abc',
    photosCount: 12,
    updatedAt: '2026-01-02T03:04:05Z',
    websiteId: 1101,
  };
  const enquireCar = { id: 9, slug: 'hilux-abc', make: 'Toyota', model: 'HiLux' } as unknown as EnquireCar;

  /** A page with the counter's element as VehicleSidebar.astro renders it. */
  function pageWith(views: ViewsCounterProps): HTMLElement {
    document.body.innerHTML = '';
    const el = document.createElement('p');
    el.className = 'vehicle__views';
    el.hidden = true;
    el.dataset['views'] = JSON.stringify({ views, enquireCar });
    document.body.append(el);
    return el;
  }

  it('asks view.json once with photos_count, updated_at and website_id (keepalive), and shows the count', async () => {
    const { fetch, calls } = fakeFetch(() => json({ views: 1234 }));
    const el = pageWith(props);
    await startCarPageView(document, fetch);
    await startCarPageView(document, fetch);
    expect(el.textContent).toBe('1,234 views');
    expect(el.hidden).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/cars/hilux-abc/view.json');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      site: 'harbour-toyota',
      photos_count: '12',
      updated_at: '2026-01-02T03:04:05Z',
      website_id: '1101',
    });
    expect(calls[0]!.init).toMatchObject({ method: 'GET', keepalive: true });
  });

  it('records the car in the recently viewed cars and stores the enquire car, once per page view', async () => {
    localStorage.clear();
    const viewed = {
      id: 9,
      stocknum: 'S9',
      make: 'Toyota',
      model: 'HiLux',
      body: 'Utility',
      simple_body: 'ute',
      slug: 'hilux-abc',
      name: '2022 Toyota HiLux',
    };
    const { fetch } = fakeFetch(() => json({ views: 2 }));
    const el = pageWith({ ...props, viewed });
    await startCarPageView(document, fetch);
    await startCarPageView(document, fetch);
    expect(el.textContent).toBe('2 views');
    expect(decodeViewed(localStorage.getItem(VIEWED_STORAGE_KEY))).toEqual([viewed]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.enquireCar) ?? 'null')).toMatchObject({ id: 9 });
  });

  it('says "1 view" for one', async () => {
    const { fetch } = fakeFetch(() => json({ views: 1 }));
    const el = pageWith(props);
    await startCarPageView(document, fetch);
    expect(el.textContent).toBe('1 view');
  });

  it.each([
    ['a server error', () => json({ error: 'boom' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer outside the contract', () => json({ views: 'many' })],
    ['an answer that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('shows nothing on %s', async (_, answer) => {
    const { fetch, calls } = fakeFetch(answer as () => Response);
    const el = pageWith(props);
    await startCarPageView(document, fetch);
    expect(calls).toHaveLength(1);
    expect(el.textContent).toBe('');
    expect(el.hidden).toBe(true);
  });
});

/** A car as the favourites store keeps it. */
const entry = {
  id: 42,
  name: '2022 Toyota HiLux SR5',
  slug: 'hilux-abc',
  make: 'Toyota',
  model: 'HiLux',
  primary_image_url: null,
};

function clearFavourites() {
  localStorage.clear();
  $favourites.set([]);
}

describe('FavouriteToggle', () => {
  beforeEach(clearFavourites);

  it('toggles aria-pressed and persists the entry under "favourites"', () => {
    render(<FavouriteToggle entry={entry} analytics={false} />);
    const button = screen.getByRole('button', { name: 'Save to favourites' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('favourites')!)).toEqual([entry]);
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem('favourites')!)).toEqual([]);
  });

  it('shows a car saved earlier as pressed, and pushes event 39 when saving', () => {
    $favourites.set([entry]);
    window.dataLayer = [];
    const { unmount } = render(<FavouriteToggle entry={entry} analytics />);
    expect(screen.getByRole('button', { name: 'Saved to favourites' }).getAttribute('aria-pressed')).toBe('true');
    unmount();
    $favourites.set([]);
    render(<FavouriteToggle entry={entry} analytics />);
    fireEvent.click(screen.getByRole('button'));
    expect(window.dataLayer).toEqual([{ event: 'dealer_event', event_id: 39, car_id: 42 }]);
  });
});

describe('ShareButton', () => {
  const url = 'https://www.harbourtoyota.com.au/cars/hilux-abc';
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers();
  });

  it('note: copies the URL, shows "Copied", clears it after 1.5 s', async () => {
    render(<ShareButton url={url} carName="2022 Toyota HiLux" confirmation="note" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status').textContent).toBe('Copied');
    await act(async () => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.getByRole('status').textContent).toBe('Copied');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('toast: shows "Copied {car name} to your clipboard!" for 3000 ms', async () => {
    render(<ShareButton url={url} carName="2022 Toyota HiLux" confirmation="toast" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Copied 2022 Toyota HiLux to your clipboard!');
    await act(async () => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('status').textContent).toBe('Copied 2022 Toyota HiLux to your clipboard!');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('confirms nothing when the clipboard refuses', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ShareButton url={url} carName="x" confirmation="note" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });

  describe('where the browser has a share sheet', () => {
    let share: ReturnType<typeof vi.fn>;
    beforeEach(() => {
      share = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'share');
    });

    it("opens it with the car's name and URL, and copies nothing", async () => {
      render(<ShareButton url={url} carName="2022 Toyota HiLux" confirmation="toast" />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      });
      expect(share).toHaveBeenCalledWith({ title: '2022 Toyota HiLux', url });
      expect(writeText).not.toHaveBeenCalled();
      expect(screen.getByRole('status').textContent).toBe('');
    });

    it('closing the sheet does nothing more; a refused share copies the link', async () => {
      share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
      render(<ShareButton url={url} carName="2022 Toyota HiLux" confirmation="note" />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      });
      expect(writeText).not.toHaveBeenCalled();
      share.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      });
      expect(writeText).toHaveBeenCalledWith(url);
      expect(screen.getByRole('status').textContent).toBe('Copied');
    });
  });
});

describe('ShareSaveTools', () => {
  const share = { url: 'https://www.harbourtoyota.com.au/cars/hilux-abc', carName: 'x', confirmation: 'note' as const };
  beforeEach(clearFavourites);

  it('shows Share and, where the car may be saved, the favourite toggle, in that order', () => {
    render(
      <ShareSaveTools
        share={share}
        save={{
          favourite: entry,
          analytics: false,
          watchlist: null,
          api: { baseUrl: 'http://api.test', site: 'harbour-toyota' },
        }}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Share', 'Save to favourites']);
    fireEvent.click(screen.getByRole('button', { name: 'Save to favourites' }));
    expect(JSON.parse(localStorage.getItem('favourites')!)).toEqual([entry]);
  });

  it('shows only Share when the car cannot be saved', () => {
    render(<ShareSaveTools share={share} save={null} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Share']);
  });
});

describe('CallNow', () => {
  const reveal = (mode: 'masked' | 'immediate') => ({
    mode,
    reveal: { apiBaseUrl: 'http://api.test', site: 'harbour-toyota', carId: 7, dealershipId: null, websiteId: null },
    fetch: vi.fn(async () => Response.json({ success: true })),
  });

  it('is a tel: link that pushes event 25', () => {
    window.dataLayer = [];
    render(<CallNow tel="tel:+61255503111" display="02 5550 3111" carId={7} analytics {...reveal('immediate')} />);
    const link = screen.getByRole('link', { name: /^Call Now\s*02 5550 3111$/ });
    expect(link.getAttribute('href')).toBe('tel:+61255503111');
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(window.dataLayer).toEqual([{ event: 'dealer_event', event_id: 25, car_id: 7 }]);
  });

  it('without a phone: no button and one console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <>
        <CallNow tel={null} display={null} carId={7} analytics={false} {...reveal('masked')} />
        <CallNow tel={null} display={null} carId={7} analytics={false} {...reveal('masked')} />
      </>,
    );
    expect(container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });
});
