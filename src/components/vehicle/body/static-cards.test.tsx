// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCard } from '../../search/ui/ResultCard.tsx';
import { cardModel } from '../../search/ui/card-model.ts';
import { testCardSettings, testHit } from '../../search/ui/testing/card-fixtures.ts';
import { staticCards } from './static-cards.ts';

const other = { ...testHit, id: 43, slug: '2021-mazda-cx-5-maxx-def456', make: 'Mazda', model: 'CX-5', price: 31990 };

function parse(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  return [...host.querySelectorAll('article')];
}

describe('staticCards', () => {
  it('gives the same card markup the search island renders, in the order asked', () => {
    const cards = staticCards(testCardSettings);
    const articles = parse(cards.html([other, testHit]));
    expect(articles.map((a) => a.querySelector('h3 a')?.getAttribute('href'))).toEqual([
      '/cars/2021-mazda-cx-5-maxx-def456',
      '/cars/2022-toyota-hilux-sr5-abc123',
    ]);
    const island = render(<ResultCard card={cardModel(testHit, testCardSettings)} />);
    // Same elements, attributes and text (React's client splits adjacent text into several nodes).
    island.container.normalize();
    expect(articles[1]!.isEqualNode(island.container.querySelector('article'))).toBe(true);
  });

  it('renders each car once and reuses its markup on later pages', () => {
    const cards = staticCards(testCardSettings);
    cards.html([testHit, other]);
    expect(cards.size).toBe(2);
    expect(cards.html([other, testHit])).toBe(staticCards(testCardSettings).html([other, testHit]));
    expect(cards.size).toBe(2);
  });

  it('shows nothing for no cars', () => {
    expect(staticCards(testCardSettings).html([])).toBe('');
  });
});
