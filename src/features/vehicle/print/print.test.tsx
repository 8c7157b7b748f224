// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '~/api/client.ts';
import { isCarSlug, printCarFromHtml } from './print-data.ts';
import PrintView from './PrintView.tsx';

const ld = {
  '@context': 'https://schema.org',
  '@type': 'Car',
  name: '2022 Toyota HiLux SR5',
  url: 'https://www.harbourtoyota.com.au/cars/hilux-abc',
  image: ['https://img.example.com/hilux.jpg'],
  vehicleIdentificationNumber: 'MR0FZ22G401234567',
  offers: {
    '@type': 'Offer',
    price: 45990,
    seller: {
      '@type': 'AutoDealer',
      name: 'Harbour Toyota Artarmon',
      telephone: '02 5550 3111',
      address: {
        streetAddress: '1 Frederick Street',
        addressLocality: 'Artarmon',
        addressRegion: 'NSW',
        postalCode: '2064',
      },
    },
  },
};
const page = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body>
<div class="vehicle__summary"><h1>2022 Toyota HiLux SR5</h1><p class="vehicle__sub">2022 · Toyota · HiLux</p>
<p class="price"><span class="price__amount">$45,990</span><span class="price__type"> Drive Away</span></p></div>
<section><h2 id="details-title">Car Details</h2><dl class="specs"><dt>Kilometres</dt><dd>12,000 kms</dd><dt>Body</dt><dd>Ute</dd></dl></section>
<section class="dealer-comments"><h3>Dealer Comments</h3><p>One owner. <img src=x onerror="alert(1)"></p></section>
<section id="key-information"><dl class="specs"><dt>VIN</dt><dd>MR0FZ22G401234567</dd><dt>Body</dt><dd>dup</dd></dl></section>
</body></html>`;

describe('printCarFromHtml', () => {
  it('reads the JSON-LD and the lists as text', () => {
    const car = printCarFromHtml(page, 'https://x.test/cars/hilux-abc')!;
    expect(car.title).toBe('2022 Toyota HiLux SR5');
    expect(car.price).toBe('$45,990 Drive Away');
    expect(car.rows).toEqual([
      ['Kilometres', '12,000 kms'],
      ['Body', 'Ute'],
      ['VIN', 'MR0FZ22G401234567'],
    ]);
    expect(car.comments).toBe('One owner.');
    expect(car.seller).toEqual({
      name: 'Harbour Toyota Artarmon',
      phone: '02 5550 3111',
      address: '1 Frederick Street, Artarmon NSW 2064',
    });
  });

  it('is null for a page without a Car', () => {
    expect(printCarFromHtml('<html><body><h1>Not found</h1></body></html>', 'https://x.test/')).toBeNull();
  });

  it('accepts only slugs', () => {
    expect(isCarSlug('2022-toyota-hilux-abc')).toBe(true);
    expect(isCarSlug('../admin')).toBe(false);
    expect(isCarSlug('//evil.example')).toBe(false);
    expect(isCarSlug(null)).toBe(false);
  });
});

describe('PrintView', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/print?car_id=hilux-abc');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(page, { status: 200, headers: { 'Content-Type': 'text/html' } })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function client(answer: () => Promise<Response>) {
    return createApiClient({ baseUrl: 'http://api.test', site: 'harbour-toyota', fetch: vi.fn(answer) });
  }

  it('shows "Preparing..." while the PDF downloads and saves it as {slug}.pdf', async () => {
    let finish: ((r: Response) => void) | undefined;
    const pdf = client(() => new Promise<Response>((resolve) => (finish = resolve)));
    const created = vi.fn(() => 'blob:pdf');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    render(<PrintView apiBaseUrl="http://api.test" site="harbour-toyota" client={pdf} />);
    expect(await screen.findByRole('heading', { name: '2022 Toyota HiLux SR5' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const busy = screen.getByRole('button', { name: 'Preparing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(finish).toBeDefined());
    await act(async () => {
      finish!(
        new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
      );
    });
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(downloads).toEqual(['hilux-abc.pdf']);
    expect(created).toHaveBeenCalledOnce();
  });

  it('alerts the error message when the PDF fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const failing = client(
      async () =>
        new Response(JSON.stringify({ error: 'PDF service unavailable' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    render(<PrintView apiBaseUrl="http://api.test" site="harbour-toyota" client={failing} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('PDF service unavailable'));
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('a bad car_id shows "Vehicle not found" without any request', async () => {
    window.history.replaceState(null, '', '/print?car_id=../../etc');
    render(<PrintView apiBaseUrl="http://api.test" site="harbour-toyota" />);
    expect(await screen.findByRole('heading', { name: 'Vehicle not found' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
