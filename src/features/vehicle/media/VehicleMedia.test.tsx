// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vehicleMedia, type MediaCar, type VehicleMediaSettings } from '~/core/vehicle/media.ts';
import VehicleMedia from './VehicleMedia.tsx';

const images = (n: number) => Array.from({ length: n }, (_, i) => ({ image: { url: `/img/${i + 1}.svg` } }));
const frames = Array.from({ length: 36 }, (_, i) => `/spin/frame-${String(i).padStart(2, '0')}.svg`);
const TITLE = '2024 Toyota Corolla Ascent';

function model(car: Partial<MediaCar>, settings: VehicleMediaSettings = {}) {
  return vehicleMedia({ status: 'in_stock', sold: false, images: images(6), ...car }, TITLE, settings);
}

/** Images that "load" on the next tick, so the spin's preloader can finish in jsdom. */
class LoadingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_: string) {
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  // jsdom lacks what embla observes; none of it matters to the behaviour under test.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  vi.stubGlobal('Image', LoadingImage);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const status = () => screen.getByRole('status').textContent;
const gallery = () => screen.getByRole('region', { name: `Photos of ${TITLE}` });

describe('gallery', () => {
  it('arrows and ArrowLeft/ArrowRight move through the photos, wrapping, with a live status', () => {
    render(<VehicleMedia {...model({})} />);
    expect(status()).toBe('Photo 1 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(status()).toBe('Photo 2 of 6');
    fireEvent.keyDown(gallery(), { key: 'ArrowRight' });
    expect(status()).toBe('Photo 3 of 6');
    fireEvent.keyDown(gallery(), { key: 'ArrowLeft' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(status()).toBe('Photo 1 of 6');
    fireEvent.keyDown(gallery(), { key: 'ArrowLeft' });
    expect(status()).toBe('Photo 6 of 6');
    // Only the current slide is reachable by assistive technology and keyboard.
    const slides = within(gallery()).getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([true, true, true, true, true, false]);
  });

  it('first image is the LCP element: srcset, size 600x400, fetchpriority high; the rest lazy', () => {
    const { container } = render(<VehicleMedia {...model({})} />);
    const imgs = [...container.querySelectorAll<HTMLImageElement>('.vmedia__slide img')];
    expect(imgs[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(imgs[0]!.getAttribute('loading')).toBeNull();
    expect(imgs[0]!.getAttribute('srcset')).toContain('/img/1.svg?w=1200&q=75 1200w');
    expect([imgs[0]!.getAttribute('width'), imgs[0]!.getAttribute('height')]).toEqual(['600', '400']);
    expect(imgs[0]!.alt).toBe(TITLE);
    expect(imgs.slice(1).map((i) => i.getAttribute('loading'))).toEqual(Array(5).fill('lazy'));
    expect(imgs.slice(1).every((i) => i.getAttribute('fetchpriority') === null)).toBe(true);
  });

  it('thumbnails: one button per slide, the current one aria-current, a click shows it', () => {
    render(<VehicleMedia {...model({ images: images(4) })} />);
    const strip = screen.getByRole('list', { name: 'Thumbnails' });
    const buttons = within(strip).getAllByRole('button');
    expect(buttons).toHaveLength(4);
    expect(buttons[0]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 3' }));
    expect(status()).toBe('Photo 3 of 4');
    expect(buttons.map((b) => b.getAttribute('aria-current'))).toEqual([null, null, 'true', null]);
  });

  it.each<[string, Partial<MediaCar>]>([
    ['3 images', { images: images(3) }],
    ['a sold car', { images: images(8), status: 'sold', sold: true }],
  ])('no thumbnail strip for %s', (_, car) => {
    render(<VehicleMedia {...model(car)} />);
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeTruthy();
  });

  it('a car with one image shows the coming-soon image alone, without arrows', () => {
    render(<VehicleMedia {...model({ images: images(1) })} />);
    expect(screen.getByRole('img', { name: 'Photos coming soon' }).getAttribute('src')).toContain('coming-soon.svg');
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(status()).toBe('Photo 1 of 1');
  });

  it('video slide: a YouTube link becomes an embed frame, mounted only while shown', () => {
    const { container } = render(
      <VehicleMedia {...model({ video_url: 'https://youtu.be/aqz-KE-bpKQ' }, { video_slide_position: 'second' })} />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(status()).toBe('Video 2 of 7');
    expect(container.querySelector('iframe')!.getAttribute('src')).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('video slide: another link is a looping, muted, autoplaying video', () => {
    const src = 'https://videos.example.com/a.mp4';
    const { container } = render(<VehicleMedia {...model({ video_url: src }, { video_slide_position: 'start' })} />);
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(src);
    expect([video.loop, video.muted, video.autoplay]).toEqual([true, true, true]);
  });
});

describe('viewer modes', () => {
  const spinCar: Partial<MediaCar> = {
    spin_images: frames,
    spin_interior_image: '/interior.svg',
    walkaround_videos: [{ video: { url: 'https://videos.example.com/w.mp4' } }],
    hotspots: {
      interior: [{ id: 'i1', title: 'Touchscreen', description: 'Apple CarPlay and Android Auto.', anchors: [0] }],
      positions: { i1: { '0': { posX: 40, posY: 50 } } },
    },
  };

  it('offers the car`s modes, starts on the setting, and leaving the gallery resets its photo', () => {
    render(<VehicleMedia {...model(spinCar, { default_viewer: 'spinner' })} />);
    const modes = within(screen.getByRole('group', { name: 'Viewer' })).getAllByRole('button');
    expect(modes.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Spinner', 'true'],
      ['Walkaround', 'false'],
      ['Gallery', 'false'],
      ['Interior', 'false'],
    ]);
    expect(screen.getByRole('slider', { name: `360-degree view of ${TITLE}` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gallery' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(status()).toBe('Photo 3 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Walkaround' }));
    const video = screen.getByLabelText(`Walkaround video of ${TITLE}`);
    expect([video.tagName, (video as HTMLVideoElement).controls]).toEqual(['VIDEO', true]);
    fireEvent.click(screen.getByRole('button', { name: 'Gallery' }));
    expect(status()).toBe('Photo 1 of 6');
  });

  it('a site defaulting to spinner starts a car without spin on the gallery, with no switcher', () => {
    render(<VehicleMedia {...model({}, { default_viewer: 'spinner' })} />);
    expect(gallery()).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Viewer' })).toBeNull();
  });

  it('interior view: hotspot buttons disclose their description', () => {
    render(<VehicleMedia {...model(spinCar, { default_viewer: 'interior' })} />);
    expect(screen.getByRole('img', { name: `Interior of ${TITLE}` })).toBeTruthy();
    const hotspot = screen.getByRole('button', { name: 'Touchscreen' });
    expect(hotspot.getAttribute('aria-expanded')).toBe('false');
    const text = screen.getByText('Apple CarPlay and Android Auto.').parentElement!;
    expect(text.hidden).toBe(true);
    expect(hotspot.getAttribute('aria-controls')).toBe(text.id);
    fireEvent.click(hotspot);
    expect(hotspot.getAttribute('aria-expanded')).toBe('true');
    expect(text.hidden).toBe(false);
    fireEvent.keyDown(hotspot, { key: 'Escape' });
    expect(text.hidden).toBe(true);
  });
});

describe('360 spin', () => {
  it('loads with progress, auto-rotates every 100 ms until the first interaction, then drag and keys rotate', async () => {
    vi.useFakeTimers();
    render(<VehicleMedia {...model({ spin_images: frames })} />);
    const slider = screen.getByRole('slider');
    expect(screen.getByRole('progressbar').textContent).toBe('Loading... 0%');
    expect(screen.getByText('Drag to rotate')).toBeTruthy();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    act(() => vi.advanceTimersByTime(350));
    expect(slider.getAttribute('aria-valuenow')).toBe('4');
    expect(slider.getAttribute('aria-valuetext')).toBe('30 degrees, frame 4 of 36');

    fireEvent.pointerDown(slider, { button: 0, clientX: 300, pointerId: 1 });
    expect(screen.queryByText('Drag to rotate')).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(slider.getAttribute('aria-valuenow')).toBe('4');
    fireEvent.pointerMove(slider, { clientX: 400, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('9');
    // 70 px left of where the drag began: 3 frames back (whole 20 px steps).
    fireEvent.pointerMove(slider, { clientX: 230, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    fireEvent.pointerUp(slider, { clientX: 230, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 900, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('1');

    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('36');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('2');
    expect(slider.querySelector('img')!.getAttribute('src')).toBe('/spin/frame-01.svg?w=1200&q=75');
  });
});

describe('360 spin extras', () => {
  it('exterior hotspots show at their anchored angles only', async () => {
    const hotspots = {
      exterior: [{ id: 'h1', title: 'LED headlights', description: 'Auto-levelling.', anchors: [0, 20] }],
      positions: { h1: { '0': { posX: 20, posY: 50 }, '20': { posX: 30, posY: 50 } } },
    };
    render(<VehicleMedia {...model({ spin_images: frames, hotspots })} />);
    await act(async () => {
      await Promise.resolve();
    });
    const slider = screen.getByRole('slider');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(screen.getByRole('button', { name: 'LED headlights' })).toBeTruthy();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(screen.queryByRole('button', { name: 'LED headlights' })).toBeNull();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    const button = screen.getByRole('button', { name: 'LED headlights' });
    expect((button.parentElement as HTMLElement).style.left).toBe('30%');
  });

  it('does not auto-rotate for people who prefer reduced motion', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }));
    render(<VehicleMedia {...model({ spin_images: frames })} />);
    await act(async () => {
      await Promise.resolve();
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('1');
  });
});

describe('fullscreen', () => {
  it('opens the media element fullscreen, relabels the button, and returns focus on exit', async () => {
    let element: Element | null = null;
    const change = (next: Element | null) => {
      element = next;
      document.dispatchEvent(new Event('fullscreenchange'));
    };
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    const requested: Element[] = [];
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      configurable: true,
      value(this: HTMLElement) {
        requested.push(this);
        change(this);
        return Promise.resolve();
      },
    });

    Object.defineProperty(document, 'exitFullscreen', {
      configurable: true,
      value: () => {
        change(null);
        return Promise.resolve();
      },
    });

    const { container } = render(<VehicleMedia {...model({})} />);
    const button = screen.getByRole('button', { name: 'Fullscreen' });
    expect(button.getAttribute('title')).toBe('Fullscreen');
    await act(async () => button.click());
    expect(requested).toEqual([container.querySelector('.vmedia')]);
    expect(screen.getByRole('button', { name: 'Exit fullscreen' })).toBe(button);
    gallery().focus();
    // Escape inside the viewer leaves fullscreen (browsers with their own UI do it themselves).
    fireEvent.keyDown(gallery(), { key: 'Escape' });
    expect(document.fullscreenElement).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-label')).toBe('Fullscreen');
    // Leaving by the browser's own means (no Escape reaching the page) also returns focus.
    await act(async () => button.click());
    gallery().focus();
    act(() => change(null));
    expect(document.activeElement).toBe(button);
    delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
  });

  it('in fullscreen, arrow keys move the photos with focus on the Fullscreen button or on the page', async () => {
    let element: Element | null = null;
    const change = (next: Element | null) => {
      element = next;
      document.dispatchEvent(new Event('fullscreenchange'));
    };
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      configurable: true,
      value(this: HTMLElement) {
        change(this);
        return Promise.resolve();
      },
    });
    render(<VehicleMedia {...model({})} />);
    const status = () => screen.getByRole('status').textContent;
    const button = screen.getByRole('button', { name: 'Fullscreen' });
    await act(async () => button.click());
    button.focus();
    // Focus stays on the button that opened fullscreen; ArrowRight used to do nothing there.
    fireEvent.keyDown(button, { key: 'ArrowRight' });
    expect(status()).toBe('Photo 2 of 6');
    fireEvent.keyDown(button, { key: 'ArrowLeft' });
    fireEvent.keyDown(button, { key: 'ArrowLeft' });
    expect(status()).toBe('Photo 6 of 6');
    // Focus lost to the page (a click on the fullscreen backdrop): the keys still move the photos.
    button.blur();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(status()).toBe('Photo 1 of 6');
    // Inside the gallery one key is one photo, not two.
    fireEvent.keyDown(gallery(), { key: 'ArrowRight' });
    expect(status()).toBe('Photo 2 of 6');
    act(() => change(null));
    // Out of fullscreen, keys on the page are the page's (scrolling), not the gallery's.
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(status()).toBe('Photo 2 of 6');
    delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
  });

  it('offers no Fullscreen button where the page cannot go fullscreen (iPhone Safari), hydrating without a mismatch', async () => {
    // jsdom, like iPhone Safari, has no requestFullscreen on elements.
    expect('requestFullscreen' in document.documentElement).toBe(false);
    const props = model({});
    const html = renderToString(<VehicleMedia {...props} />);
    // The prebuilt page cannot know the browser: it has the button, and hydration takes it away.
    expect(html).toContain('aria-label="Fullscreen"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <VehicleMedia {...props} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(within(container).queryByRole('button', { name: 'Fullscreen' })).toBeNull();
    expect(within(container).getByRole('button', { name: /next/i })).toBeTruthy();
    container.remove();
  });
});

describe('server rendering', () => {
  it('renders the first two photos in the HTML without touching the browser (a swipe before hydration); the first is the LCP image', () => {
    const html = renderToString(<VehicleMedia {...model({ images: images(5) })} />);
    expect(html).toMatch(/<img src="\/img\/1\.svg\?w=600&amp;q=75"[^>]*fetchpriority="high"/i);
    expect(html).toContain('Photo 1 of 5');
    // Five slides: the first photo with five widths, the next lazy with two, the rest come with hydration.
    expect(html.match(/class="vmedia__slide"/g)?.length).toBe(5);
    const srcsets = [...html.matchAll(/ srcSet="([^"]*)"/g)].map((m) => m[1]!.split(', ').length);
    expect(srcsets).toEqual([5, 2]);
    // The next photo and the five thumbnails are lazy.
    expect(html.match(/loading="lazy"/g)?.length).toBe(6);
  });

  it('keeps the first photo when a video opens the gallery', () => {
    const html = renderToString(
      <VehicleMedia {...model({ video_url: 'https://youtu.be/aqz-KE-bpKQ' }, { video_slide_position: 'start' })} />,
    );
    expect(html).toContain('<iframe');
    expect(html).toMatch(/<img src="\/img\/1\.svg\?w=600&amp;q=75"[^>]*fetchpriority="high"/i);
  });

  it('hydrates that HTML without a mismatch, then has every photo', async () => {
    const props = model({ images: images(5) });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<VehicleMedia {...props} />);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <VehicleMedia {...props} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    const imgs = [...container.querySelectorAll<HTMLImageElement>('.vmedia__slide img')];
    expect(imgs.map((i) => new URL(i.src, 'http://x').pathname)).toEqual([1, 2, 3, 4, 5].map((n) => `/img/${n}.svg`));
    container.remove();
  });
});
