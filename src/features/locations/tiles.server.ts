// The offline map tiles of a tenant whose `maps.tile_url` is the local
// template (the sample tenants: there is no network here, docs/decisions.md
// "Maps"). Each tile is drawn from its coordinates alone: a made-up street
// grid (motorways from zoom 8, main roads from 11, side streets from 14),
// parks and ponds in some blocks, and a graticule at low zooms. Lines sit at
// fixed positions of the world, so tiles join up and zoom levels agree. A
// 256 x 256 palette PNG, written with node:zlib: about 0.3 to 2 KB a tile.
import { crc32, deflateSync } from 'node:zlib';
import { localTileRanges, tilesOfRanges, TILE_SIZE, type TileCoords } from '../../core/maps.ts';
import type { LatLng } from '../../core/locations.ts';

/** The palette, in drawing order of precedence (last wins where features meet). */
const PALETTE = [
  [0xf2, 0xef, 0xe9], // 0 ground
  [0xcd, 0xe6, 0xb8], // 1 park
  [0xaa, 0xd3, 0xdf], // 2 water
  [0xdc, 0xd6, 0xcc], // 3 graticule
  [0xff, 0xff, 0xff], // 4 street
  [0xfc, 0xd6, 0xa4], // 5 main road
  [0xe8, 0x92, 0xa2], // 6 motorway
] as const;

/** World pixels at this zoom are the drawing's unit (about 1 m near Sydney). */
const WORLD_ZOOM = 17;
/** Spacing of motorways, main roads and streets, in world pixels. */
const MOTORWAY = 32_768;
const MAIN_X = 4_096;
const MAIN_Y = 3_072;
const STREET = 512;

/** Screen width of a line of the given spacing at a zoom; 0 when not drawn (too dense to read). */
function lineWidth(spacing: number, z: number): number {
  if (spacing === MOTORWAY) return z < 8 ? 0 : z < 11 ? 2.5 : z < 13 ? 4 : 7;
  if (spacing === STREET) return z < 14 ? 0 : z === 14 ? 2.5 : 4;
  return z < 11 ? 0 : z < 13 ? 2 : z < 15 ? 4 : 6;
}

/** Graticule spacing in degrees at a zoom (about 40 px or more apart); 0 above zoom 7. */
function graticuleStep(z: number): number {
  return z < 3 ? 20 : z < 5 ? 10 : z < 6 ? 5 : z < 8 ? 1 : 0;
}

function nearLine(world: number, spacing: number, halfWidthWorld: number): boolean {
  const m = ((world % spacing) + spacing) % spacing;
  return m < halfWidthWorld || spacing - m < halfWidthWorld;
}

/** A stable 0..1 value for a block. */
function blockHash(bx: number, by: number): number {
  let h = Math.imul(bx | 0, 0x27d4eb2d) ^ Math.imul(by | 0, 0x165667b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 0x1_0000_0000;
}

/** Per column (or row): which lines it lies on, as bit flags (1 street, 2 main, 4 motorway, 8 graticule). */
function axisFlags(tile: number, z: number, main: number, toDegrees: (worldPx: number) => number): Uint8Array {
  const scale = 2 ** (WORLD_ZOOM - z);
  const flags = new Uint8Array(TILE_SIZE);
  const worldSize = TILE_SIZE * 2 ** WORLD_ZOOM;
  for (let i = 0; i < TILE_SIZE; i++) {
    const world = (tile * TILE_SIZE + i + 0.5) * scale;
    let f = 0;
    const street = lineWidth(STREET, z);
    if (street > 0 && nearLine(world, STREET, (street / 2) * scale)) f |= 1;
    const mainW = lineWidth(main, z);
    if (mainW > 0 && nearLine(world, main, (mainW / 2) * scale)) f |= 2;
    const motor = lineWidth(MOTORWAY, z);
    if (motor > 0 && nearLine(world, MOTORWAY, (motor / 2) * scale)) f |= 4;
    const step = graticuleStep(z);
    if (step > 0) {
      // Graticule: this pixel's two edges fall in different steps of degrees.
      const a = toDegrees(world - scale / 2);
      const b = toDegrees(Math.min(worldSize, world + scale / 2));
      if (Math.floor(a / step) !== Math.floor(b / step)) f |= 8;
    }
    flags[i] = f;
  }
  return flags;
}

const lngOf = (worldPx: number) => (worldPx / (TILE_SIZE * 2 ** WORLD_ZOOM)) * 360 - 180;
const latOf = (worldPx: number) => {
  const n = Math.PI - (2 * Math.PI * worldPx) / (TILE_SIZE * 2 ** WORLD_ZOOM);
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
};

/** The palette indices of one tile, row by row. */
export function tilePixels({ z, x, y }: TileCoords): Uint8Array {
  const cols = axisFlags(x, z, MAIN_X, lngOf);
  const rows = axisFlags(y, z, MAIN_Y, latOf);
  const scale = 2 ** (WORLD_ZOOM - z);
  const pixels = new Uint8Array(TILE_SIZE * TILE_SIZE);
  // Block fill (parks, ponds) only where blocks are big enough to see.
  const blocks = z >= 11;
  for (let r = 0; r < TILE_SIZE; r++) {
    const rf = rows[r]!;
    const wy = (y * TILE_SIZE + r + 0.5) * scale;
    const by = Math.floor(wy / MAIN_Y);
    for (let c = 0; c < TILE_SIZE; c++) {
      const f = cols[c]! | rf;
      let colour = 0;
      if (f & 4) colour = 6;
      else if (f & 2) colour = 5;
      else if (f & 1) colour = 4;
      else if (f & 8) colour = 3;
      else if (blocks) {
        const wx = (x * TILE_SIZE + c + 0.5) * scale;
        const h = blockHash(Math.floor(wx / MAIN_X), by);
        if (h < 0.12) colour = 1;
        else if (h < 0.16) {
          // A pond inside the block, away from its streets.
          const u = (wx % MAIN_X) / MAIN_X;
          const v = (wy % MAIN_Y) / MAIN_Y;
          if ((u - 0.5) ** 2 + (v - 0.5) ** 2 < 0.09) colour = 2;
          else colour = 1;
        }
      }
      pixels[r * TILE_SIZE + c] = colour;
    }
  }
  return pixels;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** One tile as PNG bytes (8-bit palette). */
export function tilePng(tile: TileCoords): Uint8Array {
  const pixels = tilePixels(tile);
  const raw = Buffer.alloc(TILE_SIZE * (TILE_SIZE + 1));
  for (let r = 0; r < TILE_SIZE; r++) {
    raw[r * (TILE_SIZE + 1)] = 0; // filter: none
    raw.set(pixels.subarray(r * TILE_SIZE, (r + 1) * TILE_SIZE), r * (TILE_SIZE + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(TILE_SIZE, 0);
  ihdr.writeUInt32BE(TILE_SIZE, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // palette
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from(PALETTE.flat())),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Every tile the local source holds for these locations (core `localTileRanges`). */
export function localTiles(points: readonly LatLng[], maxZoom: number): TileCoords[] {
  return tilesOfRanges(localTileRanges(points, maxZoom));
}
