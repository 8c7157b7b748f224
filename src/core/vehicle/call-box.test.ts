import { describe, expect, it } from 'vitest';
import { callBoxNumber, callLinkName, maskPhone, phoneShownInFull } from './call-box.ts';

describe('maskPhone: masked after the first 5 characters', () => {
  it.each([
    ['02 9876 5432', '02 98XX XXXX'],
    ['04 1234 5678', '04 12XX XXXX'],
    ['1300 123 456', '1300 XXX XXX'],
    ['09 379 1234', '09 37X XXXX'],
    ['13 12 34', '13 12 XX'],
    ['12345', '12345'],
    ['  02 9876 5432 ', '02 98XX XXXX'],
  ])('%s -> %s', (raw, masked) => {
    expect(maskPhone(raw)).toBe(masked);
  });
});

describe('callBoxNumber', () => {
  it('masked mode hides until revealed; immediate mode never hides', () => {
    expect(callBoxNumber('02 9876 5432', 'masked', false)).toBe('02 98XX XXXX');
    expect(callBoxNumber('02 9876 5432', 'masked', true)).toBe('02 9876 5432');
    expect(callBoxNumber('02 9876 5432', 'immediate', false)).toBe('02 9876 5432');
  });
});

describe('one rule for the number everywhere on the vehicle page', () => {
  it.each([
    ['masked', false, false],
    ['masked', true, true],
    ['immediate', false, true],
    ['immediate', true, true],
  ] as const)('%s, revealed %s: shown in full %s', (mode, revealed, full) => {
    expect(phoneShownInFull(mode, revealed)).toBe(full);
    expect(callBoxNumber('07 5550 1505', mode, revealed) === '07 5550 1505').toBe(full);
    expect(callLinkName('Call Now', '07 5550 1505', mode, revealed)).toBe(full ? 'Call Now 07 5550 1505' : 'Call Now');
  });

  it('a call link without a number is named by its label alone', () => {
    expect(callLinkName('Call', null, 'immediate', true)).toBe('Call');
  });
});
