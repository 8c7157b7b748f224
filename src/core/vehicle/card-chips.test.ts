import { describe, expect, it } from 'vitest';
import { cardChips, type CardChipCar } from './card-chips.ts';

const car: CardChipCar = {
  km: 45000,
  simple_transmission: 'Automatic',
  simple_fuel: 'Diesel',
  simple_body: 'ute',
  simple_drive: '4x4',
  caravan_specs: null,
};

const van = { body_length: 6400, sleeps: 4, aggregate_trailer_mass: 2500, tare_weight: 1950 };

describe('cardChips', () => {
  it.each<[string, CardChipCar, string[]]>([
    ['a car', car, ['45,000 kms', 'Automatic', 'Diesel', 'Ute', '4x4']],
    ['a car without km or drive', { ...car, km: null, simple_drive: '' }, ['Automatic', 'Diesel', 'Ute']],
    [
      // A towed caravan: no kilometres, no drivetrain; the specs caravan buyers compare.
      'a caravan',
      { simple_body: 'caravan', caravan_specs: van },
      ['Length 6,400 mm', 'Sleeps 4', 'ATM 2,500 kg', 'Tare 1,950 kg'],
    ],
    [
      'a motorhome keeps its kilometres',
      { ...car, km: 82000, simple_body: 'motorhome', caravan_specs: { ...van, aggregate_trailer_mass: null } },
      ['82,000 kms', 'Length 6,400 mm', 'Sleeps 4', 'Tare 1,950 kg'],
    ],
    [
      'zero or missing specs are left out',
      { caravan_specs: { body_length: 0, sleeps: 2, aggregate_trailer_mass: null, tare_weight: null } },
      ['Sleeps 2'],
    ],
  ])('%s', (_label, input, expected) => {
    expect(cardChips(input)).toEqual(expected);
  });
});
