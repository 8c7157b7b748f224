/**
 * Placeholder images of the sample data: small SVGs (no network, no binary
 * assets) written to public/sample-images/. Deterministic: the same files on
 * every run.
 *
 *   node scripts/sample-data/images.ts [--out public/sample-images]
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MAKES, MAKES_WITHOUT_LOGO } from './catalog/makes.ts';
import {
  AVATAR_COUNT,
  CAR_BODY_KEYS,
  COLOUR_VARIANTS,
  DETAIL_SHOTS,
  IMAGE_ROOT,
  LOCATION_IMAGE_COUNT,
  OFFER_IMAGE_COUNT,
  SLIDE_IMAGE_COUNT,
  SPIN_FRAME_COUNT,
  type CarBodyKey,
  type DetailShot,
} from './image-catalog.ts';
import { hashSeed } from './prng.ts';
import { escapeXml, slugify } from './text.ts';

const FONT = 'font-family="Helvetica,Arial,sans-serif"';
const PAINT = ['#b3202a', '#1f3a5f', '#8a9199'] as const;
const INK = '#1d232b';
const SKY = '#eef1f4';
const GROUND = '#d5dae0';

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;
}

function label(x: number, y: number, size: number, content: string, fill = INK, weight = 'bold'): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" text-anchor="middle" fill="${fill}">${escapeXml(content)}</text>`;
}

function scene(inner: string, caption: string): string {
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="${SKY}"/><rect y="440" width="800" height="160" fill="${GROUND}"/>${inner}` +
      label(400, 525, 44, caption) +
      label(400, 565, 18, 'Sample image', '#5b6470', 'normal'),
  );
}

const poly = (points: string, fill: string) =>
  `<polygon points="${points}" fill="${fill}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`;
const wheel = (x: number, r = 50, y = 440 - r) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.45)}" fill="#c7ccd2"/>`;
const glass = (points: string) => `<polygon points="${points}" fill="#bcd4e6" stroke="${INK}" stroke-width="4"/>`;

/** Side-view silhouette of each body, in an 800x600 frame with the ground at y=440. */
const SILHOUETTES: Record<CarBodyKey, { caption: string; draw: (paint: string) => string }> = {
  sedan: {
    caption: 'Sedan',
    draw: (p) =>
      poly('110,405 118,330 250,310 330,240 520,240 610,310 700,325 700,405', p) +
      glass('345,255 505,255 575,308 285,308') +
      wheel(230) +
      wheel(590),
  },
  hatch: {
    caption: 'Hatch',
    draw: (p) =>
      poly('130,405 140,330 260,305 330,235 560,235 645,320 660,405', p) +
      glass('345,250 545,250 600,305 285,305') +
      wheel(245) +
      wheel(560),
  },
  suv: {
    caption: 'SUV',
    draw: (p) =>
      poly('110,410 115,300 250,285 310,200 600,200 650,285 700,300 700,410', p) +
      glass('325,215 585,215 620,280 275,280') +
      wheel(230, 56) +
      wheel(590, 56),
  },
  ute: {
    caption: 'Ute',
    draw: (p) =>
      poly('90,410 95,310 230,290 290,210 450,210 470,300 710,300 710,410', p) +
      glass('305,225 435,225 450,290 255,290') +
      wheel(210, 56) +
      wheel(600, 56),
  },
  wagon: {
    caption: 'Wagon',
    draw: (p) =>
      poly('110,405 115,320 250,300 320,235 640,235 690,320 700,405', p) +
      glass('335,250 625,250 660,305 280,305') +
      wheel(230) +
      wheel(590),
  },
  van: {
    caption: 'Van',
    draw: (p) =>
      poly('100,415 105,290 175,170 690,170 700,415', p) +
      glass('190,190 300,190 300,280 125,280') +
      wheel(220, 52) +
      wheel(600, 52),
  },
  coupe: {
    caption: 'Coupe',
    draw: (p) =>
      poly('120,405 125,345 280,312 380,252 500,256 640,322 700,338 700,405', p) +
      glass('392,266 492,268 585,318 315,318') +
      wheel(235, 46) +
      wheel(590, 46),
  },
  convertible: {
    caption: 'Convertible',
    draw: (p) => poly('120,405 125,345 330,325 380,282 392,325 700,338 700,405', p) + wheel(235, 46) + wheel(590, 46),
  },
  'people-mover': {
    caption: 'People Mover',
    draw: (p) =>
      poly('100,410 105,290 220,270 300,190 650,190 700,290 705,410', p) +
      glass('315,205 640,205 680,280 255,280') +
      wheel(225, 52) +
      wheel(600, 52),
  },
  'cab-chassis': {
    caption: 'Cab Chassis',
    draw: (p) =>
      poly('100,415 105,220 150,170 300,170 300,415', p) +
      `<rect x="300" y="360" width="420" height="30" fill="${INK}"/>` +
      glass('160,190 285,190 285,270 120,270') +
      wheel(200, 54) +
      wheel(600, 54),
  },
  'light-truck': {
    caption: 'Light Truck',
    draw: (p) =>
      poly('90,415 95,210 140,160 270,160 270,415', p) +
      `<rect x="280" y="120" width="450" height="265" fill="#f4f4f4" stroke="${INK}" stroke-width="6"/>` +
      glass('150,180 255,180 255,260 110,260') +
      wheel(185, 54) +
      wheel(560, 54) +
      wheel(670, 54),
  },
  motorhome: {
    caption: 'Motorhome',
    draw: (p) =>
      poly('80,415 85,300 150,232 205,232 205,130 720,130 720,415', p) +
      glass('160,248 200,248 200,300 100,300') +
      `<rect x="300" y="190" width="140" height="70" fill="#bcd4e6" stroke="${INK}" stroke-width="4"/>` +
      wheel(200, 52) +
      wheel(600, 52),
  },
  motorcycle: {
    caption: 'Motorcycle',
    draw: (p) =>
      wheel(220, 80) +
      wheel(580, 80) +
      poly('220,360 330,270 470,262 580,360 470,330 330,330', p) +
      poly('340,260 450,250 440,225 350,232', p) +
      `<line x1="520" y1="250" x2="580" y2="360" stroke="${INK}" stroke-width="12"/>`,
  },
  caravan: {
    caption: 'Caravan',
    draw: (p) =>
      `<rect x="190" y="150" width="520" height="250" rx="36" fill="#f7f7f5" stroke="${INK}" stroke-width="6"/><rect x="190" y="300" width="520" height="30" fill="${p}"/>` +
      `<line x1="60" y1="385" x2="190" y2="385" stroke="${INK}" stroke-width="10"/>` +
      `<rect x="260" y="190" width="150" height="70" fill="#bcd4e6" stroke="${INK}" stroke-width="4"/>` +
      wheel(430, 46) +
      wheel(530, 46),
  },
};

/** One frame of the 360 spin: the car seen from `angle` degrees (0 = front). */
function spinFrame(frame: number): string {
  const angle = frame * (360 / SPIN_FRAME_COUNT);
  const rad = (angle * Math.PI) / 180;
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  const length = 560;
  const width = 240;
  const w = Math.round(Math.abs(s) * length + Math.abs(c) * width);
  const x0 = 400 - w / 2;
  const cabin = Math.round(w * 0.55);
  const shift = Math.round(-c * s * 40);
  const wheelX = Math.round(Math.abs(s) * (length / 2 - 110));
  const wheelRx = Math.round(14 + 36 * Math.abs(s));
  const lightX = Math.round(400 + s * (length / 2 - 12) * (Math.abs(c) > 0.2 ? 0.9 : 1));
  const facing = c >= 0;
  const wheels = [400 - wheelX, 400 + wheelX]
    .map((x) => `<ellipse cx="${x}" cy="395" rx="${wheelRx}" ry="46" fill="${INK}"/>`)
    .join('');
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="${SKY}"/><ellipse cx="400" cy="440" rx="${Math.round(w / 2 + 60)}" ry="36" fill="${GROUND}"/>` +
      wheels +
      `<rect x="${x0}" y="280" width="${w}" height="125" rx="40" fill="${PAINT[0]}" stroke="${INK}" stroke-width="6"/>` +
      `<rect x="${400 - cabin / 2 + shift}" y="200" width="${cabin}" height="90" rx="30" fill="#bcd4e6" stroke="${INK}" stroke-width="6"/>` +
      (facing
        ? `<circle cx="${lightX}" cy="330" r="16" fill="#ffd23f" stroke="${INK}" stroke-width="4"/>`
        : `<circle cx="${lightX}" cy="330" r="14" fill="#e63946" stroke="${INK}" stroke-width="4"/>`) +
      label(400, 525, 44, `${angle}°`) +
      label(400, 565, 18, `Spin frame ${frame + 1} of ${SPIN_FRAME_COUNT}`, '#5b6470', 'normal'),
  );
}

const DETAIL: Record<DetailShot, { caption: string; draw: string }> = {
  'interior-dash': {
    caption: 'Dashboard',
    draw: `<rect x="80" y="250" width="640" height="150" rx="30" fill="#3a4049"/><circle cx="280" cy="300" r="90" fill="none" stroke="${INK}" stroke-width="22"/><rect x="440" y="230" width="180" height="100" rx="10" fill="#bcd4e6" stroke="${INK}" stroke-width="6"/>`,
  },
  'interior-seats': {
    caption: 'Front seats',
    draw: `<rect x="170" y="150" width="170" height="250" rx="40" fill="#3a4049"/><rect x="460" y="150" width="170" height="250" rx="40" fill="#3a4049"/>`,
  },
  'interior-rear': {
    caption: 'Rear seats',
    draw: `<rect x="120" y="180" width="560" height="220" rx="40" fill="#3a4049"/><line x1="400" y1="190" x2="400" y2="390" stroke="${SKY}" stroke-width="6"/>`,
  },
  'detail-wheel': {
    caption: 'Wheel',
    draw: `<circle cx="400" cy="270" r="160" fill="${INK}"/><circle cx="400" cy="270" r="95" fill="#c7ccd2"/><circle cx="400" cy="270" r="22" fill="${INK}"/>`,
  },
  'detail-engine': {
    caption: 'Engine bay',
    draw: `<rect x="190" y="170" width="420" height="220" rx="20" fill="#5b6470"/><rect x="260" y="120" width="280" height="70" fill="#3a4049"/>`,
  },
  'detail-boot': {
    caption: 'Boot space',
    draw: `<polygon points="150,400 200,190 600,190 650,400" fill="#3a4049"/><rect x="260" y="260" width="180" height="120" fill="#a0704a"/>`,
  },
  'detail-rear': {
    caption: 'Rear',
    draw: `<rect x="170" y="200" width="460" height="200" rx="40" fill="${PAINT[1]}" stroke="${INK}" stroke-width="6"/><rect x="200" y="240" width="80" height="30" fill="#e63946"/><rect x="520" y="240" width="80" height="30" fill="#e63946"/>`,
  },
  'detail-side': {
    caption: 'Side',
    draw: `<rect x="90" y="260" width="620" height="130" rx="40" fill="${PAINT[2]}" stroke="${INK}" stroke-width="6"/>${wheel(220, 50)}${wheel(580, 50)}`,
  },
  'detail-lights': {
    caption: 'Headlights',
    draw: `<rect x="150" y="220" width="500" height="160" rx="60" fill="${PAINT[2]}" stroke="${INK}" stroke-width="6"/><ellipse cx="260" cy="300" rx="70" ry="36" fill="#ffd23f"/><ellipse cx="540" cy="300" rx="70" ry="36" fill="#ffd23f"/>`,
  },
  'detail-infotainment': {
    caption: 'Infotainment',
    draw: `<rect x="200" y="150" width="400" height="240" rx="20" fill="${INK}"/><rect x="225" y="175" width="350" height="190" fill="#bcd4e6"/>`,
  },
};

function logo(name: string): string {
  const hue = hashSeed('logo', name) % 360;
  const size = name.length > 14 ? 22 : name.length > 9 ? 28 : 36;
  return svg(
    300,
    150,
    `<rect width="300" height="150" rx="16" fill="hsl(${hue},45%,22%)"/>` +
      label(150, 88, size, name.toUpperCase(), '#ffffff'),
  );
}

function banner(width: number, height: number, hue: number, title: string, subtitle: string): string {
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="hsl(${hue},40%,30%)"/><rect y="${Math.round(height * 0.72)}" width="${width}" height="${Math.round(height * 0.28)}" fill="hsl(${hue},40%,22%)"/>` +
      label(width / 2, height * 0.45, Math.round(height / 7), title, '#ffffff') +
      label(width / 2, height * 0.45 + height / 8, Math.round(height / 18), subtitle, '#e8ecef', 'normal'),
  );
}

/** Every placeholder image: path relative to public/sample-images/ -> SVG text. */
export function renderImages(): Map<string, string> {
  const files = new Map<string, string>();
  for (const key of CAR_BODY_KEYS) {
    const s = SILHOUETTES[key];
    for (let v = 1; v <= COLOUR_VARIANTS; v++)
      files.set(`cars/${key}-${v}.svg`, scene(s.draw(PAINT[(v - 1) % PAINT.length] as string), s.caption));
  }
  for (const shot of DETAIL_SHOTS) files.set(`cars/${shot}.svg`, scene(DETAIL[shot].draw, DETAIL[shot].caption));
  for (let f = 0; f < SPIN_FRAME_COUNT; f++) files.set(`spin/frame-${String(f).padStart(2, '0')}.svg`, spinFrame(f));
  files.set(
    'interior-360.svg',
    svg(
      1600,
      800,
      `<rect width="1600" height="800" fill="#2b3038"/><rect y="520" width="1600" height="280" fill="#3a4049"/>` +
        `<rect x="200" y="300" width="500" height="180" rx="40" fill="#4a515b"/><circle cx="400" cy="380" r="110" fill="none" stroke="#11151a" stroke-width="24"/>` +
        `<rect x="950" y="260" width="260" height="300" rx="50" fill="#4a515b"/><rect x="1250" y="260" width="260" height="300" rx="50" fill="#4a515b"/>` +
        label(800, 720, 48, 'Interior 360', '#ffffff') +
        label(800, 770, 22, 'Sample image', '#c7ccd2', 'normal'),
    ),
  );
  files.set(
    'coming-soon.svg',
    svg(
      800,
      600,
      `<rect width="800" height="600" fill="#2b3038"/><polygon points="110,410 115,300 250,285 310,200 600,200 650,285 700,300 700,410" fill="#4a515b"/>` +
        label(400, 510, 64, 'COMING SOON', '#ffffff') +
        label(400, 560, 22, 'Photos on their way', '#c7ccd2', 'normal'),
    ),
  );
  files.set(
    'not-found-logo.svg',
    svg(
      300,
      150,
      `<rect x="3" y="3" width="294" height="144" rx="16" fill="#f1f3f5" stroke="#9aa3ad" stroke-width="4" stroke-dasharray="10 8"/>` +
        label(150, 86, 26, 'Logo not found', '#5b6470'),
    ),
  );
  for (const [name] of MAKES) {
    if (!MAKES_WITHOUT_LOGO.has(name)) files.set(`logos/${slugify(name)}.svg`, logo(name));
  }
  const offers = ['Runout Sale', 'Finance Offer', 'Service Special', 'Free Accessories'];
  for (let n = 1; n <= OFFER_IMAGE_COUNT; n++)
    files.set(`offers/offer-${n}.svg`, banner(1200, 600, 200 + n * 37, offers[n - 1] ?? 'Offer', 'Sample image'));
  const slides = ['Drive Away Today', 'Book Your Service Online', 'Sell Your Car'];
  for (let n = 1; n <= SLIDE_IMAGE_COUNT; n++)
    files.set(`slides/slide-${n}.svg`, banner(1920, 640, 10 + n * 70, slides[n - 1] ?? 'Slide', 'Sample image'));
  for (let n = 1; n <= LOCATION_IMAGE_COUNT; n++) {
    files.set(
      `locations/location-${n}.svg`,
      svg(
        800,
        600,
        `<rect width="800" height="600" fill="${SKY}"/><rect y="440" width="800" height="160" fill="${GROUND}"/>` +
          `<rect x="120" y="${170 + n * 10}" width="560" height="${270 - n * 10}" fill="hsl(${n * 90},25%,45%)" stroke="${INK}" stroke-width="6"/>` +
          `<rect x="170" y="300" width="460" height="120" fill="#bcd4e6" stroke="${INK}" stroke-width="4"/>` +
          label(400, 250, 40, 'DEALERSHIP', '#ffffff') +
          label(400, 525, 44, `Location ${n}`) +
          label(400, 565, 18, 'Sample image', '#5b6470', 'normal'),
      ),
    );
  }
  const initials = ['JM', 'SK', 'AT'];
  for (let n = 1; n <= AVATAR_COUNT; n++) {
    files.set(
      `avatars/avatar-${n}.svg`,
      svg(
        120,
        120,
        `<circle cx="60" cy="60" r="60" fill="hsl(${n * 110},45%,40%)"/>` +
          label(60, 74, 40, initials[n - 1] ?? 'A', '#ffffff'),
      ),
    );
  }
  return files;
}

/** The URL of an image file (for checks that every referenced URL exists). */
export function imageFileUrl(path: string): string {
  return `${IMAGE_ROOT}/${path}`;
}

/** Replaces the folder's contents with the rendered images; returns the number of files. */
export function writeImages(outDir: string): number {
  const files = renderImages();
  rmSync(outDir, { recursive: true, force: true });
  for (const [path, content] of files) {
    const target = join(outDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  return files.size;
}

export const DEFAULT_IMAGE_DIR = resolve(fileURLToPath(new URL('../../public/sample-images/', import.meta.url)));

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const out = resolve(values.out ?? DEFAULT_IMAGE_DIR);
  const count = writeImages(out);
  console.log(`wrote ${count} images to ${out}`);
}
