import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkCheckoutPages } from './checkout-links.ts';

function builtSite(files: string[]): string {
  const out = mkdtempSync(join(tmpdir(), 'checkout-links-'));
  mkdirSync(join(out, 'cars'));
  for (const file of files) writeFileSync(join(out, file), `<html>${file}</html>`);
  return out;
}

describe('linkCheckoutPages', () => {
  it('serves the one reserve page at cars/{slug}/checkout.html for each car page, and nothing else', async () => {
    const out = builtSite([
      'reserve.html',
      'cars/2022-toyota-hilux-abc.html',
      'cars/2019-mazda-cx5-def.html',
      'cars/trade-in.html',
    ]);
    const linked = await linkCheckoutPages(out, new Set(['2022-toyota-hilux-abc', '2019-mazda-cx5-def', 'not-built']));
    expect(linked).toBe(2);
    const page = join(out, 'cars', '2022-toyota-hilux-abc', 'checkout.html');
    expect(readFileSync(page, 'utf8')).toBe('<html>reserve.html</html>');
    expect(statSync(page).ino).toBe(statSync(join(out, 'reserve.html')).ino);
    expect(existsSync(join(out, 'cars', 'trade-in', 'checkout.html'))).toBe(false);
    expect(existsSync(join(out, 'cars', 'not-built'))).toBe(false);
    // A rebuild into the same folder replaces the links.
    expect(await linkCheckoutPages(out, new Set(['2022-toyota-hilux-abc']))).toBe(1);
  });

  it('links nothing on a site without the reserve page (features.reserve off)', async () => {
    const out = builtSite(['cars/2022-toyota-hilux-abc.html']);
    expect(await linkCheckoutPages(out, new Set(['2022-toyota-hilux-abc']))).toBe(0);
    expect(existsSync(join(out, 'cars', '2022-toyota-hilux-abc'))).toBe(false);
  });
});
