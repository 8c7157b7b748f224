// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardModel } from '../../search/ui/card-model.ts';
import { testCardSettings, testHit } from '../../search/ui/testing/card-fixtures.ts';
import SimilarCars from './SimilarCars.tsx';

const props = { feedUrl: '/similar/42.json', searchHref: '/search/used-cars/toyota/hilux' };
const card = cardModel(testHit, testCardSettings);

// The feed is our own static file; in this unit test fetch answers for it (the e2e test loads the real one).
function answer(body: unknown, status = 200) {
  let resolve!: () => void;
  const sent = new Promise<void>((r) => (resolve = r));
  const fetchMock = vi.fn(async () => {
    await sent;
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, respond: resolve };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SimilarCars', () => {
  it('before it loads (and without JavaScript): the heading and the search for the same model', () => {
    const html = renderToString(<SimilarCars {...props} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('h2')?.textContent).toBe('Similar Vehicles');
    expect(host.querySelector('a')?.getAttribute('href')).toBe(props.searchHref);
    expect(host.querySelector('a')?.textContent).toBe('Browse similar vehicles');
  });

  it('shows placeholders while the feed loads, then its cards', async () => {
    const { fetchMock, respond } = answer({ cards: [card] });
    render(<SimilarCars {...props} />);
    const region = screen.getByRole('region', { name: 'Similar Vehicles' });
    expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(region.querySelectorAll('.similar-cars__placeholder')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledWith(props.feedUrl);
    respond();
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(1));
    expect(within(region).getByRole('heading', { level: 3 }).querySelector('a')?.getAttribute('href')).toBe(card.href);
    expect(region.querySelector('[aria-busy]')).toBeNull();
  });

  it('leaves the section out when no car is similar', async () => {
    const { respond } = answer({ cards: [] });
    const { container } = render(<SimilarCars {...props} />);
    respond();
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });

  it('a failed load is logged and the section offers the search again', async () => {
    const { respond } = answer({}, 404);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<SimilarCars {...props} />);
    respond();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Browse similar vehicles' })).toBeDefined());
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Similar Vehicles' }).querySelector('[aria-busy]')).toBeNull();
  });
});
