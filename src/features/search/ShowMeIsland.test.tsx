// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueFromFacets } from '../../core/search/routing.ts';
import { showMeTable } from '../../core/search/show-me.ts';
import ShowMeIsland from './ShowMeIsland.tsx';

const cars = [
  ...Array.from({ length: 120 }, (_, i) => ({
    make: 'Toyota',
    model: i % 2 ? 'HiLux' : 'Corolla',
    price: 20000 + i * 100,
  })),
  ...Array.from({ length: 30 }, () => ({ make: 'Mazda', model: 'CX-5', price: 40000 })),
];
const data = JSON.stringify({
  table: showMeTable(cars, [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000]),
  catalogue: catalogueFromFacets({
    makes: { Toyota: 120, Mazda: 30 },
    models: [{ make: 'Toyota', model: 'HiLux', count: 60 }],
  }),
});

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const button = () => screen.getByRole('link', { name: /^Show Me/ });

describe('Show Me', () => {
  it('counts down to the new count over 1 second, then links to the results', async () => {
    reducedMotion(false);
    render(<ShowMeIsland data={data} currency="AUD" />);
    expect(button().textContent).toBe('Show Me 150 Cars');
    expect(button().getAttribute('href')).toBe('/search/new-used-and-demo-cars');
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(button().textContent ?? ''));
    observer.observe(button(), { childList: true, characterData: true, subtree: true });
    const started = performance.now();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Mazda');
    expect(button().getAttribute('href')).toBe('/search/mazda');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    const mid = Number(/\d+/.exec(button().textContent ?? '')?.[0]);
    expect(mid).toBeGreaterThan(30);
    expect(mid).toBeLessThan(150);
    await vi.waitFor(() => expect(button().textContent).toBe('Show Me 30 Cars'), { timeout: 3000 });
    // The eased count rounds to the final number within the last frames, so "about a second", not >= 1,000 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(800);
    observer.disconnect();
    expect(seen.size).toBeGreaterThan(3);
    expect(screen.getByText('30 cars match')).toBeTruthy();
  });

  it('jumps straight to the number with reduced motion; model and price narrow the link', async () => {
    reducedMotion(true);
    render(<ShowMeIsland data={data} currency="AUD" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Toyota');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(button().textContent).toBe('Show Me 120 Cars');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'HiLux');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Max price' }), '25000');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    // HiLux are the odd i: prices 20,100 .. 24,900 -> 25 cars.
    expect(button().textContent).toBe('Show Me 25 Cars');
    expect(button().getAttribute('href')).toBe('/search/toyota/hilux?range[price]=:25000');
  });

  it('nothing matching: a disabled button saying so, no link to an empty search; it comes back', async () => {
    reducedMotion(true);
    render(<ShowMeIsland data={data} currency="AUD" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Mazda');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Max price' }), '30000');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('link', { name: /^Show Me/ })).toBeNull();
    const disabled = screen.getByRole('button', { name: 'No Matching Cars' });
    expect(disabled).toHaveProperty('disabled', true);
    expect(screen.getByText('No cars match. Choose another make, model or price.')).toBeTruthy();
    // Enter in a select submits the form: nothing happens.
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    screen
      .getByRole('form', { name: 'Quick search' })
      .dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    expect(assign).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Max price' }), '40000');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(button().textContent).toBe('Show Me 30 Cars');
  });

  it('names the kind of vehicle of a caravan dealer', () => {
    reducedMotion(true);
    const caravans = JSON.stringify({
      table: showMeTable([{ make: 'Jayco', model: 'Journey', price: 60000 }], [50000, 70000]),
      catalogue: { ...catalogueFromFacets({ makes: { Jayco: 1 } }), kind: 'caravan' },
    });
    render(<ShowMeIsland data={caravans} currency="AUD" />);
    expect(button().textContent).toBe('Show Me 1 Caravan');
    expect(screen.getByText('1 caravan matches')).toBeTruthy();
  });

  it('offers models only once a make is chosen', () => {
    reducedMotion(true);
    render(<ShowMeIsland data={data} currency="AUD" />);
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('option', { name: /\$/ }).map((o) => o.textContent)).toContain('$70,000');
  });
});
