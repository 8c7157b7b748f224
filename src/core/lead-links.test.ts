import { describe, expect, it } from 'vitest';
import { linkedCarOf, linkedCarPath } from './lead-links.ts';

describe('a car carried by a lead form address (search card links)', () => {
  const car = {
    id: 42,
    title: '2022 Toyota HiLux SR5',
    make: 'Toyota',
    model: 'HiLux',
    car_type: 'used' as const,
    status: 'sold',
    stocknum: 'U 12&3',
    dealership_slug: 'metro-toyota',
    dealership_id: 3,
    tag: null,
    location_id: 11,
  };

  it('puts car_id and the extra first, then every known fact; reads it back unchanged', () => {
    const path = linkedCarPath('/contact', car, { subcategory: 'Find Me Something Similar' });
    expect(path).toBe(
      '/contact?car_id=42&subcategory=Find+Me+Something+Similar&title=2022+Toyota+HiLux+SR5&make=Toyota&model=HiLux' +
        '&car_type=used&vehicle_status=sold&stock_number=U+12%263&dealership_slug=metro-toyota&dealership_id=3' +
        '&location_id=11',
    );
    expect(linkedCarOf(new URL(path, 'https://x.test').searchParams)).toEqual(car);
    const tagged = {
      ...car,
      stocknum: null,
      dealership_slug: null,
      dealership_id: null,
      location_id: null,
      tag: 'Test Drive Only',
    };
    expect(linkedCarOf(new URL(linkedCarPath('/book-test-drive', tagged), 'https://x.test').searchParams)).toEqual(
      tagged,
    );
  });

  it.each([
    ['car_id=42&make=Toyota&car_type=used', 'no model'],
    ['car_id=x&make=Toyota&model=HiLux&car_type=used', 'no whole car id'],
    ['car_id=0&make=Toyota&model=HiLux&car_type=used', 'car id 0'],
    ['car_id=42&make=Toyota&model=HiLux&car_type=boat', 'an unknown car type'],
    ['car_id=42', 'the id alone'],
  ])('names no car for %s (%s)', (query) => {
    expect(linkedCarOf(new URLSearchParams(query))).toBeNull();
  });

  it('makes a title of make and model when none is given; cuts long texts', () => {
    const read = linkedCarOf(
      new URLSearchParams(`car_id=1&make=Mazda&model=CX-5&car_type=new&title=${'x'.repeat(500)}`),
    );
    expect(read!.title).toHaveLength(120);
    expect(linkedCarOf(new URLSearchParams('car_id=1&make=Mazda&model=CX-5&car_type=new'))).toMatchObject({
      title: 'Mazda CX-5',
      status: '',
      stocknum: null,
      dealership_id: null,
    });
  });
});
