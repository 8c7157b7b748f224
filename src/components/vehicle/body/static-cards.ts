// Similar vehicles' cards as static HTML (server-only). A card shows only its
// own car and the build's card settings, and the same few cars are similar to
// many others, so each car's card is rendered once per build (React's
// renderToStaticMarkup, the same ResultCard the search island shows) and its
// markup reused on every page that lists it. At 20,000 cars this took the
// similar-cars section from about 0.8 ms of every page's render to a lookup
// (docs/performance.md).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ResultCard } from '../../search/ui/ResultCard.tsx';
import { cardModel, type CardSettings } from '../../search/ui/card-model.ts';
import type { CarSummary } from '../../../data/car-summary.ts';

export interface StaticCards {
  /** The cards' markup, in order. */
  html(cars: readonly CarSummary[]): string;
  /** Cars rendered so far (each at most once). */
  readonly size: number;
}

export function staticCards(settings: CardSettings): StaticCards {
  const rendered = new Map<number, string>();
  const cardHtml = (car: CarSummary) => {
    let html = rendered.get(car.id);
    if (html === undefined) {
      // React builds the markup as a string of many small pieces; stored as one flat copy, joining it
      // into later pages copies it once instead of walking the pieces on every page.
      html = Buffer.from(
        renderToStaticMarkup(createElement(ResultCard, { card: cardModel(car, settings) })),
      ).toString();
      rendered.set(car.id, html);
    }
    return html;
  };
  return {
    html: (cars) => cars.map(cardHtml).join(''),
    get size() {
      return rendered.size;
    },
  };
}
