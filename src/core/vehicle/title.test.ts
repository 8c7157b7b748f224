import { describe, expect, it } from 'vitest';
import { carCardName, carNameParts, carTitle, type CarNameFields } from './title.ts';

describe('carTitle: one name, no word said twice', () => {
  it.each<[string, CarNameFields, string]>([
    ['year, make, model, badge', { year: 2022, make: 'Toyota', model: 'HiLux', badge: 'SR5' }, '2022 Toyota HiLux SR5'],
    ['no badge', { year: 2022, make: 'Toyota', model: 'HiLux', badge: null }, '2022 Toyota HiLux'],
    ['blank badge', { year: 2022, make: 'Toyota', model: 'HiLux', badge: '  ' }, '2022 Toyota HiLux'],
    ['badge that is the model', { year: 2025, make: 'Suzuki', model: 'Jimny', badge: 'Jimny' }, '2025 Suzuki Jimny'],
    ['in another case', { year: 2025, make: 'Ford', model: 'Escape', badge: 'ESCAPE' }, '2025 Ford Escape'],
    [
      'badge that starts with the model',
      { year: 2024, make: 'Ford', model: 'Escape', badge: 'Escape ST-Line' },
      '2024 Ford Escape ST-Line',
    ],
    [
      'badge that repeats the end of the model',
      { year: 2024, make: 'Hyundai', model: 'Kona Electric', badge: 'Electric Premium' },
      '2024 Hyundai Kona Electric Premium',
    ],
    [
      'badge that repeats the whole two-word model',
      { year: 2024, make: 'Toyota', model: 'Corolla Cross', badge: 'Corolla Cross' },
      '2024 Toyota Corolla Cross',
    ],
    [
      'model that starts with the make',
      { year: 2023, make: 'Mazda', model: 'Mazda CX-5', badge: 'GT' },
      '2023 Mazda CX-5 GT',
    ],
    ['brand-prefixed number model', { year: 2023, make: 'Mazda', model: 'Mazda 3', badge: 'G20' }, '2023 Mazda 3 G20'],
    ['make inside a model word stays', { year: 2023, make: 'MG', model: 'MG3', badge: 'Excite' }, '2023 MG MG3 Excite'],
    [
      'model that is only the make stays',
      { year: 2023, make: 'Smart', model: 'Smart', badge: null },
      '2023 Smart Smart',
    ],
    [
      'badge word elsewhere stays',
      { year: 2023, make: 'Hyundai', model: 'i30', badge: 'N Line' },
      '2023 Hyundai i30 N Line',
    ],
    [
      'a model word later in the badge stays',
      { year: 2023, make: 'Kia', model: 'Sport', badge: 'GT Sport' },
      '2023 Kia Sport GT Sport',
    ],
    [
      'extra spaces',
      { year: 2021, make: ' Toyota ', model: 'Land  Cruiser', badge: ' GXL ' },
      '2021 Toyota Land Cruiser GXL',
    ],
    ['no year', { year: null, make: 'Jayco', model: 'Journey', badge: 'Outback' }, 'Jayco Journey Outback'],
  ])('%s', (_label, car, expected) => {
    expect(carTitle(car)).toBe(expected);
  });
});

describe('carCardName: heading and the line under it', () => {
  it.each<[CarNameFields, { title: string; subtitle: string }]>([
    [
      { year: 2025, make: 'Ford', model: 'Escape', badge: 'Escape', series: 'ZH' },
      { title: '2025 Ford Escape', subtitle: 'ZH' },
    ],
    [
      { year: 2025, make: 'Suzuki', model: 'Jimny', badge: 'Jimny', series: null },
      { title: '2025 Suzuki Jimny', subtitle: '' },
    ],
    [
      { year: 2022, make: 'Toyota', model: 'HiLux', badge: 'SR5', series: 'GUN126R' },
      { title: '2022 Toyota HiLux', subtitle: 'SR5 GUN126R' },
    ],
    // A series that only repeats the model or the badge is not said again.
    [
      { year: 2022, make: 'Toyota', model: 'HiLux', badge: 'SR5', series: 'sr5' },
      { title: '2022 Toyota HiLux', subtitle: 'SR5' },
    ],
    [
      { year: 2022, make: 'Toyota', model: 'Granvia', badge: null, series: 'Granvia' },
      { title: '2022 Toyota Granvia', subtitle: '' },
    ],
  ])('%j', (car, expected) => {
    expect(carCardName(car)).toEqual(expected);
  });

  it('says each part once across heading and line, for any badge built from the model', () => {
    for (const model of ['Jimny', 'Escape', 'Kona Electric', 'Corolla Cross']) {
      for (const badge of [model, `${model} Sport`, model.toUpperCase()]) {
        const { title, subtitle } = carCardName({ year: 2024, make: 'X', model, badge, series: 'S1' });
        const all = `${title} ${subtitle}`.toLowerCase().split(' ');
        const repeats = all.filter((w, i) => w === all[i + 1]);
        expect(repeats, `${title} | ${subtitle}`).toEqual([]);
        expect(carNameParts({ model, badge }).badge.toLowerCase()).not.toContain(model.toLowerCase());
      }
    }
  });
});
