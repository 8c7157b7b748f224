/**
 * The car's PDF (contract: carPdf), made with pdf-lib: one A4 page with the
 * title, the displayed price (src/core/vehicle/price.ts), the car's primary photo, key
 * specifications, the dealer (name, address, phone, licence) and the page address. A PNG or
 * JPEG photo is embedded as it is; any other image sharp reads (the sample data's SVGs, WebP) is
 * drawn as a PNG first. A photo that cannot be read (or a CDN that does not answer in time) is
 * left out.
 * The document title (metadata) is the car's name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage } from 'pdf-lib';
import { currencyOf, priceOptions } from '../../src/config/core-options.ts';
import { formatAddress } from '../../src/core/address.ts';
import { locationLicences } from '../../src/core/locations.ts';
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

/** The widest the photo is drawn (points) times two: sharp enough in print, small in bytes. */
const RASTER_WIDTH = 1000;

/**
 * An image pdf-lib cannot embed (SVG, WebP, AVIF: the sample data's photos are SVG) as a PNG,
 * with sharp (libvips), loaded on first use; null when it cannot be read.
 */
async function asPng(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const { default: sharp } = await import('sharp');
    return await sharp(bytes, { density: 144 })
      .resize({ width: RASTER_WIDTH, withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The car's primary photo (else its first image) as bytes, with their kind when pdf-lib embeds it as is. */
async function photoBytes(url: string): Promise<{ bytes: Uint8Array; kind: 'png' | 'jpg' | null } | null> {
  const data = /^data:image\/([a-z+]+);base64,(.+)$/i.exec(url);
  if (data?.[1] && data[2]) {
    const type = data[1].toLowerCase();
    return {
      bytes: Buffer.from(data[2], 'base64'),
      kind: type === 'png' ? 'png' : /^jpe?g$/.test(type) ? 'jpg' : null,
    };
  }
  if (url.startsWith('/')) {
    const path = decodeURIComponent(url.split(/[?#]/)[0]!);
    const file = join(process.cwd(), 'public', normalize(path));
    // Only files under public/ (no '..' out of it).
    if (!file.startsWith(join(process.cwd(), 'public') + sep) || !existsSync(file)) return null;
    return { bytes: readFileSync(file), kind: /\.png$/i.test(path) ? 'png' : /\.jpe?g$/i.test(path) ? 'jpg' : null };
  }
  if (/^https?:\/\//i.test(url)) {
    // A CDN image (real feeds): fetched with a short timeout; any failure leaves the image out.
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS) });
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || !/^image\//i.test(type)) return null;
      return {
        bytes: new Uint8Array(await res.arrayBuffer()),
        kind: /png/i.test(type) ? 'png' : /jpe?g/i.test(type) ? 'jpg' : null,
      };
    } catch {
      return null;
    }
  }
  return null;
}

async function primaryPhoto(doc: PDFDocument, car: Car): Promise<PDFImage | null> {
  const url = car.primary_image_url ?? car.images?.[0]?.image.url ?? null;
  if (!url) return null;
  const photo = await photoBytes(url);
  if (!photo) return null;
  try {
    if (photo.kind === 'png') return await doc.embedPng(photo.bytes);
    if (photo.kind === 'jpg') return await doc.embedJpg(photo.bytes);
  } catch {
    // a broken PNG or JPEG: tried once more through sharp below
  }
  const png = await asPng(photo.bytes);
  if (!png) return null;
  try {
    return await doc.embedPng(png);
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

  const image = await primaryPhoto(doc, car);
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

  // The car's location as the feed embeds it, completed from the tenant's location record.
  const record = site.locations.find((l) => l.id === car.location?.id);
  const name = car.location?.name ?? record?.name ?? site.config.name;
  const phone = car.location?.phone ?? record?.phone ?? record?.contact_detail?.phone;
  write('Dealer', 13, bold, dark, 8);
  write(name, 11, bold);
  if (name !== site.config.name) write(site.config.name, 11);
  const address = formatAddress(car.location?.address ?? record?.address, site.country);
  if (address) write(address, 11);
  if (phone) write(`Phone ${formatPhone(phone, { defaultCountry: site.country })}`, 11);
  const licences = locationLicences(record ?? {}, {
    country: site.country,
    traderRegistration: site.config.legal.nz_trader_registration,
  });
  for (const { label, value } of licences) write(`${label} ${value}`, 11);
  y -= 8;
  const pageUrl = new URL(car.path ?? `/cars/${car.slug}`, site.config.site_url).href;
  write(pageUrl, 10, regular, muted);
  return doc.save();
}
