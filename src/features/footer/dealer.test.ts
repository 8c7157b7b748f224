import { describe, expect, it } from 'vitest';
import type { LocationOutput } from '../../data/schemas.ts';
import { primaryLocation, socialLinks } from './dealer.ts';

const location = (id: number, primary: boolean | null) => ({ id, primary }) as unknown as LocationOutput;

describe('primaryLocation', () => {
  it.each<[string, LocationOutput[], number | null]>([
    ['the first flagged primary', [location(1, false), location(2, true), location(3, true)], 2],
    ['none flagged: the first listed', [location(1, false), location(2, null)], 1],
    ['no locations', [], null],
  ])('%s', (_name, locations, id) => {
    expect(primaryLocation(locations)?.id ?? null).toBe(id);
  });
});

describe('socialLinks', () => {
  const none = { facebook: null, instagram: null, youtube: null, linkedin: null, tiktok: null, x: null };
  it('lists the networks the tenant has, in a fixed order', () => {
    expect(socialLinks({ ...none, x: 'https://x.com/dealer', facebook: 'https://www.facebook.com/dealer' })).toEqual([
      { label: 'Facebook', href: 'https://www.facebook.com/dealer' },
      { label: 'X', href: 'https://x.com/dealer' },
    ]);
  });
  it('lists nothing by default', () => {
    expect(socialLinks(none)).toEqual([]);
  });
});
