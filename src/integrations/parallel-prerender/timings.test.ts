import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RenderTimings } from './timings.ts';

const after = (ms: number) => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('x')), ms));

describe('RenderTimings', () => {
  it('counts pages per route and spans the first start to the last end', async () => {
    const timings = new RenderTimings();
    const before = Date.now();
    await Promise.all([
      timings.track('/cars/[slug]', after(5)),
      timings.track('/cars/[slug]', after(30)),
      timings.track('/', after(1)),
    ]);
    const done = Date.now();
    const cars = timings.routes().find((r) => r.route === '/cars/[slug]')!;
    expect(cars.pages).toBe(2);
    expect(cars.firstStart).toBeGreaterThanOrEqual(before - 1);
    expect(cars.lastEnd - cars.firstStart).toBeGreaterThanOrEqual(25);
    expect(cars.lastEnd).toBeLessThanOrEqual(done + 1);
    expect(timings.routes().find((r) => r.route === '/')!.pages).toBe(1);
  });

  it('passes the response through and writes the routes as JSON', async () => {
    const timings = new RenderTimings();
    const response = await timings.track('/', after(0));
    expect(await response.text()).toBe('x');
    const file = join(mkdtempSync(join(tmpdir(), 'timings-')), 'timings.json');
    timings.write(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject([{ route: '/', pages: 1 }]);
  });
});
