// The car PDF: its primary photo (a PNG or JPEG as it is, an SVG drawn as a PNG; left out when it
// cannot be read) and the dealer's details.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/load.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import type { CarOutput } from '../../src/data/schemas.ts';
import { carPdf, pdfSpecs } from './pdf.ts';
import type { SiteContext } from './context.ts';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const snapshot = readSnapshot('harbour-toyota')!;
const site = {
  config: loadSiteConfig('harbour-toyota'),
  country: 'AU',
  locations: snapshot.collections.locations,
} as SiteContext;
const car = snapshot.collections.cars[0]!;

function withImage(url: string): CarOutput {
  return { ...car, images: [{ image: { url, thumb: null } }], primary_image_url: url };
}

/** The page's drawn text: pdf-lib shows each line as a hex string in a deflated content stream. */
function pageText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf);
  const latin = raw.toString('latin1');
  const parts: string[] = [];
  for (const m of latin.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    try {
      parts.push(inflateSync(raw.subarray(start, latin.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // an image or an object stream that is not text
    }
  }
  return [...parts.join('\n').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)]
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join('\n');
}

function hasImage(pdf: Uint8Array): boolean {
  return Buffer.from(pdf).toString('latin1').includes('/Subtype /Image');
}

describe('car PDF', () => {
  it('embeds a data: PNG and names the car; draws an SVG photo as an image; leaves a missing file out', async () => {
    const withPng = await carPdf(withImage(`data:image/png;base64,${PNG_1X1}`), site);
    expect(hasImage(withPng)).toBe(true);
    expect((await PDFDocument.load(withPng)).getTitle()).toBe(car.name);
    expect(hasImage(await carPdf(withImage('/sample-images/cars/hatch-1.svg'), site))).toBe(true);
    expect(hasImage(await carPdf(withImage('/sample-images/cars/no-such-photo.svg'), site))).toBe(false);
    expect(hasImage(await carPdf(withImage('/../package.json'), site))).toBe(false);
  });

  it("uses the primary photo rather than the gallery's first image", async () => {
    const pdf = await carPdf(
      {
        ...car,
        primary_image_url: `data:image/png;base64,${PNG_1X1}`,
        images: [{ image: { url: '/nope.png', thumb: null } }],
      },
      site,
    );
    expect(hasImage(pdf)).toBe(true);
  });

  it('names the dealer: the location, the tenant, the phone and the dealer licence', async () => {
    const record = site.locations.find((l) => l.id === car.location?.id)!;
    const text = pageText(await carPdf(car, site));
    expect(text).toContain(car.location!.name!);
    expect(text).toContain(site.config.name);
    expect(text).toMatch(/Phone \d{2} \d{4} \d{4}/);
    if (record.dealer_license_number) expect(text).toContain(`Dealer licence (DL) ${record.dealer_license_number}`);
  });

  it('embeds a remote PNG; a failing image URL leaves the image out', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/car.png') {
        res.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.from(PNG_1X1, 'base64'));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect(hasImage(await carPdf(withImage(`http://127.0.0.1:${port}/car.png`), site))).toBe(true);
      expect(hasImage(await carPdf(withImage(`http://127.0.0.1:${port}/missing.png`), site))).toBe(false);
    } finally {
      server.close();
    }
  });

  it('lists the key specifications that have a value', () => {
    const rows = pdfSpecs({ ...car, km: 0, seats: null, regplate: '' }, true);
    const labels = rows.map(([label]) => label);
    expect(labels).toContain('Year');
    expect(labels).not.toContain('Kilometres');
    expect(labels).not.toContain('Seats');
    expect(labels).not.toContain('Rego');
    expect(rows.find(([label]) => label === 'Engine')?.[1]).toBe('1.5L');
  });
});
