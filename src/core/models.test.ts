import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bodyCategories,
  bodyFromSearch,
  bodySearch,
  filterModelsByBody,
  minimumDisplayedPrice,
  modelBodies,
  modelCardTitle,
  modelDisplayName,
  modelStatusDisplay,
  modelsPath,
  rangeHasSeveralMakes,
  type CoreModel,
} from './models.ts';

const model = (id: number, over: Partial<CoreModel> = {}): CoreModel => ({
  id,
  name: `M${id}`,
  slug: `m${id}`,
  ...over,
});

describe('minimumDisplayedPrice', () => {
  it.each([
    [[{ dap_min_price: 35990 }, { dap_min_price: 32990 }, { dap_min_price: 41990 }], 32990],
    [[{ dap_min_price: 0 }, { dap_min_price: 32990 }], 32990],
    [[{ dap_min_price: -1 }, { dap_min_price: null }, { dap_min_price: 1 }], 1],
    [[{ dap_min_price: 0 }, { dap_min_price: null }, {}], null],
    [[{ dap_max_price: 20000 }], null],
    [[], null],
    [null, null],
  ])('%j -> %s', (variants, expected) => {
    expect(minimumDisplayedPrice(variants)).toBe(expected);
  });

  it('is the smallest positive price and never above any positive price', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: -1000, max: 200000 }))), (prices) => {
        const result = minimumDisplayedPrice(prices.map((p) => ({ dap_min_price: p })));
        const positive = prices.filter((p): p is number => p !== null && p > 0);
        expect(result).toBe(positive.length === 0 ? null : Math.min(...positive));
      }),
    );
  });
});

describe('modelDisplayName', () => {
  it.each([
    ['3', 'Mazda', 'Mazda3'],
    ['2', 'MAZDA', 'Mazda2'],
    ['6', 'mazda', 'Mazda6'],
    [' 3 ', 'Mazda', 'Mazda3'],
    ['3', 'MG', 'MG3'],
    ['4', 'mg', 'MG4'],
    ['5', 'MG', 'MG5'],
    ['1', 'Mazda', '1'],
    ['7', 'MG', '7'],
    ['CX-5', 'Mazda', 'CX-5'],
    ['3 Sedan', 'Mazda', '3 Sedan'],
    ['Mazda3', 'Mazda', 'Mazda3'],
    ['3', 'Toyota', '3'],
    ['3', null, '3'],
  ])('%j (%s) -> %s', (name, make, expected) => {
    expect(modelDisplayName(name, make)).toBe(expected);
  });
});

describe('modelStatusDisplay', () => {
  it.each([
    ['new', { badge: 'NEW', namePrefix: 'New', cardLabel: null }],
    ['all_new', { badge: 'NEW', namePrefix: 'All-New', cardLabel: null }],
    ['coming_soon', { badge: 'COMING SOON', namePrefix: null, cardLabel: 'Coming Soon' }],
    ['current', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (status, expected) => {
    expect(modelStatusDisplay(status)).toEqual(expected);
  });

  it.each([
    [{ name: '3', status: 'all_new', manufacturer_name: 'Mazda' }, 'All-New Mazda3'],
    [{ name: 'CX-5', status: 'new', manufacturer_name: 'Mazda' }, 'New CX-5'],
    [{ name: '4', status: 'coming_soon', manufacturer_name: 'MG' }, 'MG4'],
    [{ name: 'BT-50', status: null, manufacturer_name: 'Mazda' }, 'BT-50'],
  ])('card title %j -> %s', (m, title) => {
    expect(modelCardTitle(m)).toBe(title);
  });

  it.each([
    [{ name: 'Ranger', status: 'new', manufacturer_name: 'Ford' }, 'New Ford Ranger'],
    [{ name: '3', status: 'all_new', manufacturer_name: 'Mazda' }, 'All-New Mazda3'],
    [{ name: 'Mazda CX-5', status: null, manufacturer_name: 'Mazda' }, 'Mazda CX-5'],
    [{ name: 'EV3', status: 'coming_soon', manufacturer_name: 'Kia' }, 'Kia EV3'],
    [{ name: 'Tucson', status: null, manufacturer_name: null }, 'Tucson'],
  ] as const)('card title with its make %j -> %s', (m, title) => {
    expect(modelCardTitle(m, { withMake: true })).toBe(title);
  });

  it.each([
    [['Toyota', 'Toyota'], false],
    [['Toyota', ' toyota '], false],
    [['Toyota', 'Ford'], true],
    [['Toyota', null], false],
    [[], false],
  ] as const)('a range of makes %j has several makes: %s', (makes, several) => {
    expect(rangeHasSeveralMakes(makes.map((manufacturer_name) => ({ manufacturer_name })))).toBe(several);
  });
});

describe('body categories', () => {
  const models = [
    model(1, { manufacturer_body: 'SUV', manufacturer_body1: 'suv', manufacturer_body2: ' ' }),
    model(2, { manufacturer_body: 'Hatch', manufacturer_body3: 'Sedan' }),
    model(3, { manufacturer_body: 'Ute', manufacturer_body1: 'Cab Chassis' }),
    model(4, { manufacturer_body: 'Sedan' }),
    model(5),
  ];

  it("collects a model's bodies without blanks or case duplicates", () => {
    expect(modelBodies(models[0]!)).toEqual(['SUV']);
    expect(modelBodies(models[1]!)).toEqual(['Hatch', 'Sedan']);
  });

  it('lists categories in order of first appearance', () => {
    expect(bodyCategories(models)).toEqual(['SUV', 'Hatch', 'Sedan', 'Ute', 'Cab Chassis']);
  });

  it.each([
    [null, [1, 2, 3, 4, 5]],
    ['', [1, 2, 3, 4, 5]],
    ['sedan', [2, 4]],
    ['SUV', [1]],
    ['Wagon', []],
  ])('filter %j -> %j', (body, ids) => {
    expect(filterModelsByBody(models, body).map((m) => m.id)).toEqual(ids);
  });
});

describe('body URL parameter', () => {
  it.each([
    ['?body=SUV', 'SUV'],
    ['body=SUV&x=1', 'SUV'],
    ['?body=Cab%20Chassis', 'Cab Chassis'],
    ['?body=Cab+Chassis', 'Cab Chassis'],
    ['?body=', null],
    ['', null],
    [new URLSearchParams({ body: 'Ute' }), 'Ute'],
  ])('read %s -> %j', (search, body) => {
    expect(bodyFromSearch(search)).toBe(body);
  });

  it.each([
    ['SUV', '?body=SUV', '/models?body=SUV'],
    ['Cab Chassis', '?body=Cab%20Chassis', '/models?body=Cab%20Chassis'],
    [null, '', '/models'],
    ['  ', '', '/models'],
  ])('write %j -> %s', (body, search, path) => {
    expect(bodySearch(body)).toBe(search);
    expect(modelsPath(body)).toBe(path);
  });

  it('round-trips any body', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (body) => {
          expect(bodyFromSearch(bodySearch(body))).toBe(body.trim());
        },
      ),
    );
  });
});
