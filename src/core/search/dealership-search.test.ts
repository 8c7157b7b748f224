import { describe, expect, it } from 'vitest';
import {
  dealershipFieldError,
  dealershipsNear,
  formatDistanceKm,
  matchDealerships,
  PLACES_DEBOUNCE_MS,
  type DealershipOption,
} from './dealership-search.ts';

const loc = (
  id: number,
  name: string,
  city: string,
  postcode: string,
  lat: number,
  long: number,
): DealershipOption => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  address: { city, postcode, lat, long },
});

const LOCATIONS = [
  loc(1, 'Metro Parramatta', 'Parramatta', '2150', -33.815, 151.001),
  loc(2, 'Metro Penrith', 'Penrith', '2750', -33.751, 150.694),
  loc(3, 'Metro Newcastle', 'Newcastle', '2300', -32.928, 151.782),
  loc(4, 'Metro Wollongong', 'Wollongong', '2500', -34.425, 150.893),
  loc(5, 'Metro Gosford', 'Gosford', '2250', -33.425, 151.342),
  loc(6, 'Metro Liverpool', 'Liverpool', '2170', -33.92, 150.924),
  loc(7, 'Metro Brisbane', 'Brisbane', '4000', -27.47, 153.025),
  loc(8, 'Metro Moonee Ponds', 'Mélbourne', '3039', -37.765, 144.92),
];

describe('matching typed text', () => {
  it.each([
    ['penrith', ['Metro Penrith']],
    ['NEWC', ['Metro Newcastle']],
    ['melbourne', ['Metro Moonee Ponds']],
    ['21', ['Metro Parramatta', 'Metro Liverpool']],
    ['150', []],
    ['', LOCATIONS.map((l) => l.name)],
  ])('%s', (text, names) => {
    expect(matchDealerships(LOCATIONS, text).map((l) => l.name)).toEqual(names);
  });
});

describe('dealerships near a chosen place', () => {
  it('at most 5 within 250 km, nearest first', () => {
    const sydney = { lat: -33.8688, lng: 151.2093 };
    const near = dealershipsNear(LOCATIONS, sydney);
    expect(near.map((n) => n.location.name)).toEqual([
      'Metro Parramatta',
      'Metro Liverpool',
      'Metro Penrith',
      'Metro Gosford',
      'Metro Wollongong',
    ]);
    // Newcastle (about 117 km) is within 250 km but is the sixth nearest.
    expect(dealershipsNear(LOCATIONS, sydney).some((n) => n.location.name === 'Metro Newcastle')).toBe(false);
    expect(near.every((n) => n.distanceKm <= 250)).toBe(true);
  });

  it('none when every location is further than 250 km', () => {
    expect(dealershipsNear(LOCATIONS, { lat: -12.46, lng: 130.84 })).toEqual([]);
  });
});

describe('texts and constants', () => {
  it('required and empty gives the spec message', () => {
    expect(dealershipFieldError(true, null)).toBe('Please select a dealership location.');
    expect(dealershipFieldError(true, 'metro-penrith')).toBeNull();
    expect(dealershipFieldError(false, null)).toBeNull();
  });
  it('distances and the 300 ms debounce', () => {
    expect(formatDistanceKm(12.4)).toBe('12 km');
    expect(formatDistanceKm(0.3)).toBe('<1 km');
    expect(PLACES_DEBOUNCE_MS).toBe(300);
  });
});
