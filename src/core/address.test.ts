import { describe, expect, it } from 'vitest';
import { addressLines, formatAddress, type AddressCountry, type AddressParts } from './address.ts';

describe('addressLines: the country postal format', () => {
  it.each<[string, AddressParts | null, AddressCountry, string[]]>([
    [
      'AU: street, locality STATE postcode',
      { street: '10 Church Street', city: 'Parramatta', state: 'NSW', postcode: '2150' },
      'AU',
      ['10 Church Street', 'Parramatta NSW 2150'],
    ],
    ['AU without a street', { city: 'Dubbo', state: 'NSW', postcode: '2830' }, 'AU', ['Dubbo NSW 2830']],
    [
      'AU without a state',
      { street: '1 Main Road', city: 'Toowoomba', postcode: '4350' },
      'AU',
      ['1 Main Road', 'Toowoomba 4350'],
    ],
    [
      'NZ: the region (state) is never printed, even when it equals the city',
      { street: '700 Great South Road', city: 'Auckland', state: 'Auckland', postcode: '1061' },
      'NZ',
      ['700 Great South Road', 'Auckland 1061'],
    ],
    [
      'NZ: a region unlike the city is left out too',
      { street: '300 Moorhouse Avenue', city: 'Christchurch', state: 'Canterbury', postcode: '8011' },
      'NZ',
      ['300 Moorhouse Avenue', 'Christchurch 8011'],
    ],
    [
      'NZ: street, suburb, city postcode',
      { street: '700 Great South Road', suburb: 'Penrose', city: 'Auckland', state: 'Auckland', postcode: '1061' },
      'NZ',
      ['700 Great South Road', 'Penrose', 'Auckland 1061'],
    ],
    [
      'NZ: a suburb equal to the city is printed once',
      { street: '1 Queen Street', suburb: 'auckland', city: 'Auckland', postcode: '1010' },
      'NZ',
      ['1 Queen Street', 'Auckland 1010'],
    ],
    ['NZ: a suburb without a city stands as the town', { suburb: 'Petone', postcode: '5012' }, 'NZ', ['Petone 5012']],
    [
      'blank and spaced parts are left out',
      { street: '  ', city: ' Hobart ', state: null, postcode: '' },
      'AU',
      ['Hobart'],
    ],
    ['no address', null, 'AU', []],
    ['an empty address', {}, 'NZ', []],
  ])('%s', (_name, address, country, lines) => {
    expect(addressLines(address, country)).toEqual(lines);
    expect(formatAddress(address, country)).toBe(lines.join(', '));
  });

  it('no NZ line repeats a word from the line before it (the "Auckland Auckland" defect)', () => {
    const line = formatAddress(
      { street: '700 Great South Road', city: 'Auckland', state: 'Auckland', postcode: '1061' },
      'NZ',
    );
    expect(line).not.toMatch(/\b(\w+) \1\b/);
  });
});
