// A car as listings, cards, search and the content collection hold it: the
// search document's hit fields (src/search/document.ts). One projection for
// all of them, so a card in the HTML and a card from search show the same car.
export type { SearchHitDocument as CarSummary } from '../search/document.ts';
