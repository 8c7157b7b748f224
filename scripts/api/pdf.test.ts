// The car PDF's first image: embedded when it is a PNG/JPEG the API can read, left out otherwise.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/load.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import type { CarOutput } from '../../src/data/schemas.ts';
import { carPdf, pdfSpecs } from './pdf.ts';
import type { SiteContext } from './context.ts';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const site = { config: loadSiteConfig('harbour-toyota'), country: 'AU' } as SiteContext;
const car = readSnapshot('harbour-toyota')!.collections.cars[0]!;

function withImage(url: string): CarOutput {
  return { ...car, images: [{ image: { url, thumb: null } }], primary_image_url: url };
}

function hasImage(pdf: Uint8Array): boolean {
  return Buffer.from(pdf).toString('latin1').includes('/Subtype /Image');
}

describe('car PDF', () => {
  it('embeds a data: PNG and names the car; leaves an SVG out', async () => {
    const withPng = await carPdf(withImage(`data:image/png;base64,${PNG_1X1}`), site);
    expect(hasImage(withPng)).toBe(true);
    expect((await PDFDocument.load(withPng)).getTitle()).toBe(car.name);
    expect(hasImage(await carPdf(withImage('/sample-images/cars/hatch-1.svg'), site))).toBe(false);
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
