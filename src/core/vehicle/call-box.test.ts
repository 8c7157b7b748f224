import { describe, expect, it } from 'vitest';
import { callBoxNumber, maskPhone } from './call-box.ts';

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
