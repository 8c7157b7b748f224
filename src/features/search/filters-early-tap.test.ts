// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keepEarlyFiltersTap } from './filters-early-tap.ts';
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
