import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb.ts';

describe('breadcrumbTrail', () => {
  it('goes Home, car type, make, model, body type, then the title', () => {
    expect(
      breadcrumbTrail(
        { car_type: 'used', make: 'Land Rover', model: 'Range Rover Sport', body: 'suv' },
        '2021 Land Rover Range Rover Sport',
      ),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Land Rover', href: '/search/land-rover' },
      { label: 'Range Rover Sport', href: '/search/land-rover/range-rover-sport' },
      { label: 'SUV', href: '/search/suv-cars' },
      { label: '2021 Land Rover Range Rover Sport' },
    ]);
  });

  it('leaves out the model when it is not known, and everything unknown', () => {
    expect(breadcrumbTrail({ make: 'Mazda', model: null }, 'Mazda range').map((c) => c.label)).toEqual([
      'Home',
      'Mazda',
      'Mazda range',
    ]);
    expect(breadcrumbTrail({}, 'Contact')).toEqual([{ label: 'Home', href: '/' }, { label: 'Contact' }]);
  });
});
