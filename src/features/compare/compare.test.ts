import { beforeEach, describe, expect, it } from 'vitest';
import { COMPARE_MAX, decodeCompare, toggledCompare, type CompareEntry } from './compare.ts';
import { $compare, clearCompare, removeCompare, toggleCompare } from './store.ts';

function compareEntry(id: number, over: Partial<CompareEntry> = {}): CompareEntry {
  return {
    id,
    slug: `car-${id}`,
    name: `2022 Toyota Car${id}`,
    year: 2022,
    make: 'Toyota',
    model: `Car${id}`,
    badge: 'SR5',
    series: null,
    car_type: 'used',
    status: 'in_stock',
    price: 30000 + id,
    offer_price: null,
    before_price: null,
    subscription_price: null,
    preorder: false,
    price_type: 'Drive Away',
    km: 12000,
    simple_body: 'ute',
    simple_fuel: 'Diesel',
    simple_transmission: 'Automatic',
    simple_drive: '4x4',
    colour: 'White',
    seats: 5,
    doors: 4,
    location_name: 'Harbour Toyota',
    primary_image_url: null,
    ...over,
  };
}

describe('compare list rules', () => {
  it('holds at most 3 cars: the 4th is refused and the list is unchanged', () => {
    expect(COMPARE_MAX).toBe(3);
    let list: readonly CompareEntry[] = [];
    for (const id of [1, 2, 3]) {
      const next = toggledCompare(list, compareEntry(id));
      expect(next.result).toBe('added');
      list = next.list;
    }
    const full = toggledCompare(list, compareEntry(4));
    expect(full.result).toBe('full');
    expect(full.list.map((c) => c.id)).toEqual([1, 2, 3]);
    // Removing still works when full, and frees a place.
    const removed = toggledCompare(list, compareEntry(2));
    expect(removed).toMatchObject({ result: 'removed' });
    expect(toggledCompare(removed.list, compareEntry(4)).list.map((c) => c.id)).toEqual([1, 3, 4]);
  });

  it('reads stored text defensively and never more than the maximum', () => {
    const five = [1, 2, 3, 4, 5].map((id) => compareEntry(id));
    expect(decodeCompare(JSON.stringify(five)).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(decodeCompare(JSON.stringify([{ id: 1 }, compareEntry(2), null]))).toEqual([compareEntry(2)]);
    expect(decodeCompare('{oops')).toEqual([]);
    expect(decodeCompare(null)).toEqual([]);
  });
});

describe('compare store', () => {
  beforeEach(() => clearCompare());

  it('toggles, refuses a 4th car, removes by id', () => {
    expect([1, 2, 3].map((id) => toggleCompare(compareEntry(id)))).toEqual(['added', 'added', 'added']);
    expect(toggleCompare(compareEntry(4))).toBe('full');
    expect($compare.get().map((c) => c.id)).toEqual([1, 2, 3]);
    expect(toggleCompare(compareEntry(1))).toBe('removed');
    removeCompare(3);
    expect($compare.get().map((c) => c.id)).toEqual([2]);
  });
});
