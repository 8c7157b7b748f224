import { describe, expect, it } from 'vitest';
import { PRICE_LABELS, priceLabel } from './price-label.ts';

describe('priceLabel', () => {
  it.each([
    ['Drive Away', 'Drive Away'],
    ['drive away', 'Drive Away'],
    ['DRIVEAWAY', 'Drive Away'],
    ['Drive-Away', 'Drive Away'],
    ['DAP', 'Drive Away'],
    ['Excl. Govt. Charges', 'Excl. Govt. Charges'],
    ['excl govt charges', 'Excl. Govt. Charges'],
    ['EGC', 'Excl. Govt. Charges'],
    ['Excluding Government Charges', 'Excl. Govt. Charges'],
    ['Plus ORC', 'Plus ORC'],
    ['+ORC', 'Plus ORC'],
    ['plus on-road costs', 'Plus ORC'],
    ['Great value!', null],
    ['<b>Drive Away</b>', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (text, label) => expect(priceLabel(text)).toBe(label));

  it('every label of the set maps to itself', () => {
    for (const label of Object.values(PRICE_LABELS)) expect(priceLabel(label)).toBe(label);
  });
});
