import { describe, expect, it } from 'vitest';
import {
  cappedZoom,
  isLocalTileTemplate,
  isTileUrlTemplate,
  localTileRanges,
  mapViewOf,
  MAP_MAX_ZOOM,
  SINGLE_LOCATION_ZOOM,
  tileInRanges,
  tileOf,
  tilesOfRanges,
} from './maps.ts';

const PARRAMATTA = { lat: -33.8136, lng: 151.0034 };
const PENRITH = { lat: -33.758, lng: 150.688 };
const RINGWOOD = { lat: -37.813, lng: 145.23 };

describe('cappedZoom (SPEC.md §9 map zoom cap 15)', () => {
  it.each<[number | null | undefined, number]>([
    [18, 15],
    [15, 15],
    [12, 12],
    [12.7, 12],
    [0, 1],
    [-3, 1],
    [Number.NaN, 15],
    [null, 15],
    [undefined, 15],
  ])('%s -> %s', (zoom, expected) => {
    expect(cappedZoom(zoom)).toBe(expected);
  });
});

describe('tileOf (slippy-map tile numbers)', () => {
  it.each([
    [{ lat: 0, lng: 0 }, 0, { z: 0, x: 0, y: 0 }],
    [{ lat: 0, lng: 0 }, 1, { z: 1, x: 1, y: 1 }],
    [{ lat: 51.5074, lng: -0.1278 }, 10, { z: 10, x: 511, y: 340 }],
    [PARRAMATTA, 14, { z: 14, x: 15064, y: 9828 }],
    [{ lat: 89.9, lng: 179.9999 }, 3, { z: 3, x: 7, y: 0 }],
    [{ lat: -89.9, lng: -180 }, 3, { z: 3, x: 0, y: 7 }],
  ])('%j at zoom %i', (point, zoom, expected) => {
    expect(tileOf(point, zoom)).toEqual(expected);
  });
});

describe('mapViewOf', () => {
  it('no point: no map', () => {
    expect(mapViewOf([])).toBeNull();
  });
  it('one point: centred at the single-location zoom, never above the tenant cap', () => {
    expect(mapViewOf([PARRAMATTA])).toEqual({ kind: 'center', center: PARRAMATTA, zoom: SINGLE_LOCATION_ZOOM });
    expect(mapViewOf([PARRAMATTA], 12)).toEqual({ kind: 'center', center: PARRAMATTA, zoom: 12 });
    expect(mapViewOf([PARRAMATTA], 99)).toEqual({ kind: 'center', center: PARRAMATTA, zoom: SINGLE_LOCATION_ZOOM });
  });
  it('several points: fitted to their bounds', () => {
    expect(mapViewOf([PARRAMATTA, RINGWOOD, PENRITH])).toEqual({
      kind: 'fit',
      bounds: [
        { lat: RINGWOOD.lat, lng: RINGWOOD.lng },
        { lat: PENRITH.lat, lng: PARRAMATTA.lng },
      ],
      maxZoom: SINGLE_LOCATION_ZOOM,
    });
  });
});

describe('localTileRanges', () => {
  const ranges = localTileRanges([PARRAMATTA, RINGWOOD], MAP_MAX_ZOOM);
  it('covers each location at every zoom up to the cap, and its neighbours', () => {
    for (let z = 0; z <= MAP_MAX_ZOOM; z++)
      for (const p of [PARRAMATTA, RINGWOOD]) {
        const t = tileOf(p, z);
        expect(tileInRanges(t, ranges)).toBe(true);
        if (z >= 3) expect(tileInRanges({ z, x: t.x - 1, y: t.y + 1 }, ranges)).toBe(true);
      }
    expect(ranges.some((r) => r.z > MAP_MAX_ZOOM)).toBe(false);
  });
  it('covers the whole area between the locations at low zoom, only their surroundings above', () => {
    const between = { lat: -35.8, lng: 148.1 };
    expect(tileInRanges(tileOf(between, 7), ranges)).toBe(true);
    expect(tileInRanges(tileOf(between, 9), ranges)).toBe(false);
    const t = tileOf(PARRAMATTA, 12);
    expect(tileInRanges({ z: 12, x: t.x + 3, y: t.y + 2 }, ranges)).toBe(true);
    expect(tileInRanges({ z: 12, x: t.x + 4, y: t.y }, ranges)).toBe(false);
    expect(tileInRanges({ z: 12, x: t.x, y: t.y - 3 }, ranges)).toBe(false);
  });
  it('lists each tile once and stays small (a few hundred tiles per location)', () => {
    const tiles = tilesOfRanges(ranges);
    expect(new Set(tiles.map((t) => `${t.z}/${t.x}/${t.y}`)).size).toBe(tiles.length);
    expect(tiles.length).toBeLessThan(2 * 8 * 35 + 100);
  });
  it('no location: no tiles', () => {
    expect(localTileRanges([])).toEqual([]);
  });
});

describe('tile URL templates', () => {
  it.each<[string, boolean, boolean]>([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', true, false],
    ['https://{s}.tile.example.com/{z}/{x}/{y}.png?key=abc', true, false],
    ['/map-tiles/{z}/{x}/{y}.png', true, true],
    ['//tiles.example.com/{z}/{x}/{y}.png', false, false],
    ['javascript:alert(1)//{z}{x}{y}', false, false],
    ['https://tile.example.com/{z}/{x}.png', false, false],
    ['map-tiles/{z}/{x}/{y}.png', false, false],
  ])('%s: valid %s, local %s', (template, valid, local) => {
    expect(isTileUrlTemplate(template)).toBe(valid);
    expect(isTileUrlTemplate(template) && isLocalTileTemplate(template)).toBe(local);
  });
});
