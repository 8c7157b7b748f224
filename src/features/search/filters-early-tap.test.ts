// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { keepEarlyControlTap, keepEarlyFiltersTap } from './filters-early-tap.ts';
import { FILTERS_REQUESTED } from './ui/FiltersDrawer.tsx';

describe('a tap on the Filters button before hydration', () => {
  const page = (ready: boolean) => {
    const doc = document.implementation.createHTMLDocument('search');
    doc.body.innerHTML = `<button type="button" class="filters-button"${ready ? ' data-ready=""' : ''}>Filters <span>2</span></button>`;
    keepEarlyFiltersTap(doc);
    return doc.querySelector('button')!;
  };

  it('is kept on the button for the drawer to honour', () => {
    const button = page(false);
    button.querySelector('span')!.click();
    expect(button.hasAttribute(FILTERS_REQUESTED)).toBe(true);
  });

  it('is left to the island once it has hydrated', () => {
    const button = page(true);
    button.click();
    expect(button.hasAttribute(FILTERS_REQUESTED)).toBe(false);
  });
});

describe('a tap on a control that waits for the island', () => {
  // The page's own document: the script needs its window (frames, timers, scroll).
  const page = () => {
    const doc = document;
    doc.body.innerHTML =
      '<div class="search-island"><input type="search" disabled><a href="/cars/x">Car</a>' +
      '<button type="button" class="filters-button">Filters</button></div>';
    keepEarlyControlTap(doc);
    const hydrate = () => {
      doc.querySelector('input')!.disabled = false;
      doc.querySelector('button')!.setAttribute('data-ready', '');
    };
    return { doc, hydrate };
  };
  const tap = (element: Element) => element.dispatchEvent(new Event('pointerup', { bubbles: true }));

  it('focuses the disabled search box once the island has hydrated', async () => {
    const { doc, hydrate } = page();
    const input = doc.querySelector('input')!;
    tap(input);
    expect(doc.activeElement).not.toBe(input);
    hydrate();
    await vi.waitFor(() => expect(doc.activeElement).toBe(input));
  });

  it('keeps nothing for a link or a touch that scrolled', async () => {
    const { doc, hydrate } = page();
    const input = doc.querySelector('input')!;
    tap(input);
    input.dispatchEvent(new Event('pointercancel', { bubbles: true }));
    tap(doc.querySelector('a')!);
    hydrate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(doc.activeElement).not.toBe(input);
  });
});
