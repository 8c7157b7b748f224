import { describe, expect, it } from 'vitest';
import { addressAsksMore } from './address-query.ts';
import { EMPTY_CATALOGUE, stateToUrl, type SearchState } from './routing.ts';

describe('addressAsksMore', () => {
  it.each([
    ['', false],
    ['?', false],
    ['?utm_source=mail&gclid=x', false],
    ['?sortBy=', false],
    ['?sortBy=price-asc', true],
    ['?page=3', true],
    ['?query=hilux', true],
    ['?utm_source=mail&sortBy=year-desc', true],
    ['?lat=-33.8&lng=151.2&distance=50', true],
    ['?locationId=2000&locationType=postcode', true],
    ['?range%5Bprice%5D=5000%3A', true],
    ['?range[km]=:100000', true],
    ['?refinementList[make][0]=Toyota', true],
  ])('%s -> %s', (search, expected) => {
    expect(addressAsksMore(search)).toBe(expected);
  });
});

describe('addressAsksMore and the URL rules', () => {
  const catalogue = { ...EMPTY_CATALOGUE, makes: [{ slug: 'toyota', label: 'Toyota' }] };
  it.each<[string, Omit<SearchState, 'refinementList'> & { refinementList?: SearchState['refinementList'] }]>([
    ['a sort', { sortBy: 'price-asc' }],
    ['a page', { page: 3 }],
    ['a typed query', { query: 'hilux' }],
    ['a distance', { lat: -33.8, lng: 151.2, distance: 50 }],
    ['a price range', { price: { min: 5000 } }],
    ['a second make', { refinementList: { make: ['Toyota', 'Mazda'] } }],
  ])('every query the URL rules write for %s asks for more than the path', (_name, state) => {
    const url = stateToUrl({ refinementList: {}, ...state }, catalogue);
    const search = url.slice(url.indexOf('?'));
    expect(url).toContain('?');
    expect(addressAsksMore(search)).toBe(true);
  });
});
