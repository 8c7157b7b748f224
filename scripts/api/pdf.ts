/**
 * The car's PDF (contract: carPdf), made with pdf-lib: one A4 page with the
 * title, the displayed price (src/core/vehicle/price.ts), key specifications,
 * the dealer location and the page address. The first image is embedded when
 * it is a PNG or JPEG the API can read (a file under public/ or a data: URL);
 * the sample data's SVG images cannot be embedded by pdf-lib and are left out.
 * The document title (metadata) is the car's name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage } from 'pdf-lib';
import { currencyOf, priceOptions } from '../../src/config/core-options.ts';
import { formatEngineSize, formatKms, formatPhone } from '../../src/core/format.ts';
import { priceDisplay, wasPrice } from '../../src/core/vehicle/price.ts';
import type { Car, SiteContext } from './context.ts';

/** How long the PDF waits for a remote first image before leaving it out. */
export const IMAGE_TIMEOUT_MS = 3000;

/** Standard PDF fonts speak WinAnsi: anything else becomes close ASCII or '?'. */
function pdfText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

async function firstImage(doc: PDFDocument, car: Car): Promise<PDFImage | null> {
  const url = car.images?.[0]?.image.url ?? car.primary_image_url ?? null;
  if (!url) return null;
  let bytes: Uint8Array | null = null;
  let kind: 'png' | 'jpg' | null = null;
  const data = /^data:image\/(png|jpe?g);base64,(.+)$/i.exec(url);
  if (data?.[1] && data[2]) {
    kind = data[1].toLowerCase() === 'png' ? 'png' : 'jpg';
    bytes = Buffer.from(data[2], 'base64');
  } else if (url.startsWith('/') && /\.(png|jpe?g)$/i.test(url)) {
    const file = join(process.cwd(), 'public', url);
    if (existsSync(file)) {
      kind = /\.png$/i.test(url) ? 'png' : 'jpg';
      bytes = readFileSync(file);
    }
  } else if (/^https?:\/\//i.test(url)) {
    // A CDN image (real feeds): fetched with a short timeout; any failure leaves the image out.
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS) });
      const type = res.headers.get('content-type') ?? '';
      if (res.ok && /image\/(png|jpe?g)/i.test(type)) {
        kind = /png/i.test(type) ? 'png' : 'jpg';
        bytes = new Uint8Array(await res.arrayBuffer());
      }
    } catch {
      return null;
    }
  }
  if (!bytes || !kind) return null;
  try {
    return kind === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    return null;
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Key specifications as label/value rows (empty values left out). */
export function pdfSpecs(car: Car, inLitres: boolean): [string, string][] {
  const rows: [string, string | null | undefined][] = [
    ['Year', String(car.year)],
    ['Condition', car.car_type === 'new' ? 'New' : car.car_type === 'demo' ? 'Demo' : 'Used'],
    ['Kilometres', car.km ? formatKms(car.km) : null],
    ['Body', car.body ?? car.simple_body],
    ['Transmission', car.trans ?? car.simple_transmission],
    ['Engine', formatEngineSize(car.engine_size, { inLitres })],
    ['Fuel', car.fuel ?? car.simple_fuel],
    ['Drive', car.drive ?? car.simple_drive],
    ['Colour', car.colour],
    ['Seats', car.seats == null ? null : String(car.seats)],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
    ['Rego', car.regplate],
  ];
  return rows.filter((r): r is [string, string] => typeof r[1] === 'string' && r[1].trim() !== '');
}

export async function carPdf(car: Car, site: SiteContext): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfText(car.name));
  doc.setSubject(pdfText(`${car.name} at ${site.config.name}`));
  doc.setAuthor(pdfText(site.config.name));
  doc.setCreator('Dealer sites platform API');
  doc.setProducer('pdf-lib');
  const page = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 48;
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;
  const dark = rgb(0.1, 0.1, 0.12);
  const muted = rgb(0.4, 0.4, 0.45);

  const write = (text: string, size: number, font: PDFFont = regular, color = dark, gap = 6): void => {
    for (const line of wrap(pdfText(text), font, size, width)) {
      y -= size;
      page.drawText(line, { x: margin, y, size, font, color });
      y -= gap;
    }
  };

  write(site.config.name, 11, bold, muted, 10);
  write(car.name, 22, bold, dark, 6);
  const subtitle = [car.badge, car.series].filter(Boolean).join(' ');
  if (subtitle) write(subtitle, 12, regular, muted);

  const display = priceDisplay(car, priceOptions(site.config));
  const type = 'amount' in display && car.price_type ? ` ${car.price_type}` : '';
  write(`${display.text}${type}`, 18, bold, dark, 4);
  const was = wasPrice(car, display, { currency: currencyOf(site.config) });
  if (was) write(`Was ${was.text}`, 11, regular, muted);
  y -= 8;

  const image = await firstImage(doc, car);
  if (image) {
    const scaled = image.scaleToFit(width, 260);
    y -= scaled.height;
    page.drawImage(image, { x: margin, y, width: scaled.width, height: scaled.height });
    y -= 16;
  }

  write('Key specifications', 13, bold, dark, 8);
  const inLitres = site.config.vehicle_page.engine_size_in_litres;
  for (const [label, value] of pdfSpecs(car, inLitres)) {
    y -= 11;
    page.drawText(pdfText(label), { x: margin, y, size: 11, font: bold, color: muted });
    page.drawText(pdfText(value), { x: margin + 130, y, size: 11, font: regular, color: dark });
    y -= 6;
  }
  y -= 12;

  const location = car.location;
  write('Dealer', 13, bold, dark, 8);
  if (location?.name) write(location.name, 11, bold);
  const a = location?.address;
  const address = [a?.street, [a?.city, a?.state, a?.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (address) write(address, 11);
  if (location?.phone) write(`Phone ${formatPhone(location.phone, { defaultCountry: site.country })}`, 11);
  y -= 8;
  const pageUrl = new URL(car.path ?? `/cars/${car.slug}`, site.config.site_url).href;
  write(pageUrl, 10, regular, muted);
  return doc.save();
}
