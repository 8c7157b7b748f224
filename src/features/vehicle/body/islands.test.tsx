// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPhoneReveal } from '../../phone/reveal.ts';
import CallNow from '../sidebar/CallNow.tsx';
import AnnouncementBar, { ANNOUNCEMENT_DISMISSED_KEY } from './AnnouncementBar.tsx';
import CallBox from './CallBox.tsx';
import ShareIcons from './ShareIcons.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetPhoneReveal();
});

describe('CallBox', () => {
  function setup(mode: 'masked' | 'immediate', status = 200) {
    const posts: Array<{ url: URL; body: unknown }> = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      posts.push({ url: new URL(String(input)), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(status === 200 ? { success: true } : { error: 'down' }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    window.dataLayer = [];
    const reveal = {
      apiBaseUrl: 'http://api.test',
      site: 'harbour-toyota',
      carId: 7,
      dealershipId: 101,
      websiteId: 1101,
    };
    render(
      <>
        <CallNow
          tel="tel:+61255503111"
          display="02 5550 3111"
          carId={7}
          analytics
          mode={mode}
          reveal={reveal}
          fetch={fetch}
        />
        <CallBox display="02 5550 3111" tel="tel:+61255503111" mode={mode} analytics reveal={reveal} fetch={fetch} />
      </>,
    );
    return posts;
  }

  it('masked: shows the first 5 characters, reveals on click, records the reveal and pushes event 25', async () => {
    const posts = setup('masked');
    expect(screen.queryByText('02 5550 3111')).toBeNull();
    expect(screen.getByText('02 55XX XXXX')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show number' }));
    const link = screen.getByRole('link', { name: '02 5550 3111' });
    expect(link.getAttribute('href')).toBe('tel:+61255503111');
    expect(document.activeElement).toBe(link);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.url.pathname).toBe('/api/phone-reveals');
    expect(posts[0]!.url.searchParams.get('site')).toBe('harbour-toyota');
    expect(posts[0]!.body).toEqual({ car_id: 7, dealership_id: 101, website_id: 1101 });
    expect(window.dataLayer).toEqual([{ event: 'dealer_event', event_id: 25, car_id: 7 }]);
    // A later call pushes the event again but records the reveal only once.
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(window.dataLayer).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 10));
    expect(posts).toHaveLength(1);
  });

  it("immediate: the number shows at once, in Call Now's name too; the first click on either records it, once", async () => {
    const posts = setup('immediate');
    const link = screen.getByRole('link', { name: '02 5550 3111' });
    const call = screen.getByRole('link', { name: /^Call Now\s*02 5550 3111$/ });
    expect(screen.queryByRole('button')).toBeNull();
    for (const l of [link, call]) l.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(call);
    fireEvent.click(link);
    await waitFor(() => expect(posts).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(posts).toHaveLength(1);
    expect(window.dataLayer).toHaveLength(2);
  });

  it('masked: Call Now names no number, dials, and counts as the reveal: the box then shows the number', async () => {
    // Call Now used to carry the number the call box masked, and dialling it recorded no reveal.
    const posts = setup('masked');
    const call = screen.getByRole('link', { name: 'Call Now' });
    expect(document.body.textContent).not.toContain('02 5550 3111');
    expect(call.getAttribute('href')).toBe('tel:+61255503111');
    call.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(call);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ car_id: 7, dealership_id: 101, website_id: 1101 });
    expect(screen.getByRole('link', { name: '02 5550 3111' }).getAttribute('href')).toBe('tel:+61255503111');
    expect(screen.getByRole('link', { name: /^Call Now\s*02 5550 3111$/ })).toBe(call);
    expect(screen.queryByRole('button', { name: 'Show number' })).toBeNull();
  });

  it('a failed record is logged, the number stays revealed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup('masked', 500);
    fireEvent.click(screen.getByRole('button', { name: 'Show number' }));
    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(screen.getByRole('link', { name: '02 5550 3111' })).toBeTruthy();
  });
});

describe('AnnouncementBar', () => {
  beforeEach(() => sessionStorage.clear());

  it('hides on Dismiss announcement and stays hidden for the session', () => {
    const { unmount } = render(<AnnouncementBar text="Open this Sunday 10am to 4pm" />);
    expect(screen.getByText('Open this Sunday 10am to 4pm')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByText('Open this Sunday 10am to 4pm')).toBeNull();
    expect(sessionStorage.getItem(ANNOUNCEMENT_DISMISSED_KEY)).toBe('Open this Sunday 10am to 4pm');
    unmount();
    render(<AnnouncementBar text="Open this Sunday 10am to 4pm" />);
    expect(screen.queryByText('Open this Sunday 10am to 4pm')).toBeNull();
  });

  it('a new announcement shows again after an older one was dismissed', () => {
    sessionStorage.setItem(ANNOUNCEMENT_DISMISSED_KEY, 'old news');
    render(<AnnouncementBar text="Stocktake sale" />);
    expect(screen.getByText('Stocktake sale')).toBeTruthy();
  });
});

describe('ShareIcons', () => {
  it('opens each network in a 550x400 pop-up', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    render(<ShareIcons url="https://example.com/cars/a" carName="2022 Toyota HiLux" />);
    fireEvent.click(screen.getByRole('link', { name: 'Share on LinkedIn (opens a new window)' }));
    expect(open).toHaveBeenCalledWith(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2Fcars%2Fa',
      'share',
      expect.stringMatching(/^popup=yes,width=550,height=400,left=\d+,top=\d+$/),
    );
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
