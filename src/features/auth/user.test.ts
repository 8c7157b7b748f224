// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { safeRedirect, signIn, signInUser, signOut, USER_STORAGE_KEY, userDetails } from './user.ts';

beforeEach(() => {
  localStorage.clear();
  signOut();
});

describe('local sign-in stand-in', () => {
  it('stores the user details under the "user details" key and keeps the id on a second sign-in', () => {
    const first = signIn({ name: 'Jo', phone: '0412 345 678' });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toEqual(first);
    const second = signIn({ name: 'Jo Citizen', phone: '0412 345 678' });
    expect(second.id).toBe(first.id);
    expect(signInUser(userDetails.get())).toEqual({ id: first.id, phone: '0412 345 678' });
    signOut();
    expect(signInUser(userDetails.get())).toBeNull();
  });

  it.each([
    ['/spin-to-win', '/spin-to-win'],
    ['/cars/x/checkout?y=1', '/cars/x/checkout?y=1'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    [null, '/'],
    ['', '/'],
  ])('redirect %s goes to %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
