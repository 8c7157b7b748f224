import { describe, expect, it } from 'vitest';
import {
  copyConfirmationFor,
  nativeShareData,
  nativeShareOutcome,
  requireShareUrl,
  shareLink,
  sharePopupFeatures,
} from './share.ts';

const url = 'https://www.harbourtoyota.com.au/cars/2022-toyota-hilux-sr5-abc123';

describe('share links', () => {
  it.each([
    ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
    ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`],
    ['x', `https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=2022%20Toyota%20HiLux%20%26%20more`],
  ] as const)('%s', (network, expected) => {
    expect(shareLink(network, url, '2022 Toyota HiLux & more')).toBe(expected);
  });

  it('x leaves out a blank text', () => {
    expect(shareLink('x', url, '  ')).toBe(`https://x.com/intent/tweet?url=${encodeURIComponent(url)}`);
  });

  it.each([undefined, null, '', '   '])('throws when the url is missing (%o)', (missing) => {
    expect(() => shareLink('facebook', missing)).toThrow('Share: the page URL is missing');
    expect(() => requireShareUrl(missing)).toThrow();
  });
});

describe('share pop-up', () => {
  it('is 550x400, centred on the screen', () => {
    expect(sharePopupFeatures({ width: 1920, height: 1080 })).toBe('popup=yes,width=550,height=400,left=685,top=340');
    expect(sharePopupFeatures({ width: 1280, height: 800, left: 1920, top: 0 })).toBe(
      'popup=yes,width=550,height=400,left=2285,top=200',
    );
  });

  it('never opens at a negative offset on a small screen', () => {
    expect(sharePopupFeatures({ width: 375, height: 300 })).toBe('popup=yes,width=550,height=400,left=0,top=0');
  });
});

describe('copy confirmation per template', () => {
  it('classic shows the toast, showroom the note', () => {
    expect(copyConfirmationFor('classic')).toBe('toast');
    expect(copyConfirmationFor('showroom')).toBe('note');
  });
});

describe('native share', () => {
  it.each([
    ['2022 Toyota HiLux', { title: '2022 Toyota HiLux', url: 'https://x.au/cars/a' }],
    ['  2022 Toyota HiLux ', { title: '2022 Toyota HiLux', url: 'https://x.au/cars/a' }],
    ['', { title: 'https://x.au/cars/a', url: 'https://x.au/cars/a' }],
  ])('title %j', (title, data) => {
    expect(nativeShareData(' https://x.au/cars/a ', title)).toEqual(data);
  });

  it('throws without a URL (SPEC.md §8)', () => {
    expect(() => nativeShareData('', 'x')).toThrow('Share: the page URL is missing');
  });

  it.each([
    [{ ok: true } as const, 'shared'],
    [{ ok: false, error: new DOMException('closed', 'AbortError') } as const, 'cancelled'],
    [{ ok: false, error: new DOMException('no', 'NotAllowedError') } as const, 'unavailable'],
    [{ ok: false, error: new TypeError('bad data') } as const, 'unavailable'],
    [{ ok: false, error: null } as const, 'unavailable'],
  ])('%j -> %s', (result, outcome) => {
    expect(nativeShareOutcome(result)).toBe(outcome);
  });
});
