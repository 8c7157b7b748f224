import { describe, expect, it } from 'vitest';
import {
  FEATURE_LIST_PREVIEW,
  previewSplit,
  SPEC_GRID_PREVIEW,
  specificationGroups,
  STANDARD_EQUIPMENT_PREVIEW,
  vehicleTypeLabel,
} from './details.ts';

describe('detail section limits (SPEC.md §9)', () => {
  it('spec grid 4, feature list 8, standard equipment 4', () => {
    expect([SPEC_GRID_PREVIEW, FEATURE_LIST_PREVIEW, STANDARD_EQUIPMENT_PREVIEW]).toEqual([4, 8, 4]);
  });
  it.each([
    [3, 4, 3, 0],
    [4, 4, 4, 0],
    [5, 4, 4, 1],
    [12, 8, 8, 4],
  ])('%i items, limit %i -> %i shown, %i behind the toggle', (count, limit, shown, more) => {
    const split = previewSplit(
      Array.from({ length: count }, (_, i) => i),
      limit,
    );
    expect([split.shown.length, split.more.length]).toEqual([shown, more]);
  });
});

describe('vehicleTypeLabel', () => {
  it.each([
    ['car', 'Car'],
    [null, 'Car'],
    ['motorcycle', 'Motorcycle'],
    ['truck', 'Truck'],
    ['caravan', 'Caravan'],
    ['boat', 'Vehicle'],
  ])('%s -> %s Details', (type, label) => expect(vehicleTypeLabel(type)).toBe(label));
});

describe('specificationGroups', () => {
  it('formats with the spec units and leaves out unknown or zero values', () => {
    const groups = specificationGroups(
      {
        variant: {
          enginesize: 2755,
          cylinders: 4,
          torque: 500,
          fuelconsumptioncombined: 7.9,
          fuelcapacity: 80,
          vehiclelength: 5325,
          grossvehiclemass: 3050,
          towingcapacitybraked: 3500,
          ancaprating: 0,
          induction: null,
        },
      },
      { engineInLitres: true },
    );
    expect(groups.map((g) => g.title)).toEqual(['Engine', 'Dimensions and weights']);
    expect(groups[0]!.rows).toEqual([
      { label: 'Engine size', value: '2.8L' },
      { label: 'Cylinders', value: '4' },
      { label: 'Torque', value: '500 Nm' },
      { label: 'Fuel consumption (combined)', value: '7.9 L/100km' },
      { label: 'Fuel capacity', value: '80 L' },
    ]);
    expect(groups[1]!.rows).toEqual([
      { label: 'Length', value: '5,325 mm' },
      { label: 'Gross vehicle mass', value: '3,050 kg' },
      { label: 'Towing capacity (braked)', value: '3,500 kg' },
    ]);
  });
  it('gives caravans their own group and cc without the litres setting', () => {
    const groups = specificationGroups({
      engine_size: 1998,
      specifications: { body_length: 6400, tare_weight: 2450, sleeps: 4, axle_type: 'Tandem' },
    });
    expect(groups[0]).toEqual({ title: 'Engine', rows: [{ label: 'Engine size', value: '1998cc' }] });
    expect(groups[1]!.title).toBe('Caravan specifications');
    expect(groups[1]!.rows.map((r) => r.value)).toEqual(['6,400 mm', '2,450 kg', 'Tandem', '4']);
  });
});
