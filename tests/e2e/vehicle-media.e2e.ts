// The vehicle page's media island in Chromium (SPEC.md §2 gallery, thumbnails,
// fullscreen, viewer modes; §4 Spin). Cars are the sample generator's edge
// cases (scripts/sample-data/README.md), addressed by key, not by slug.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hydrateOnIntent, launch, siteUrl, watchErrors } from './browser.ts';
import { injectAxe, type AxeViolation } from './axe.ts';
import { EDGE_CASES } from '../../scripts/sample-data/edge-cases.ts';
import { HARBOUR_TOYOTA, METRO_MOTOR_GROUP } from '../../scripts/sample-data/profiles.ts';
import { generateTenantDetailed } from '../../scripts/sample-data/tenant.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';

const slug = 'harbour-toyota';
const edge = generateTenantDetailed(HARBOUR_TOYOTA, { cars: EDGE_CASES.length });
const edgeSlug = (key: string): string => {
  const s = edge.edgeCases[key];
  if (!s) throw new Error(`no ${key} edge case for ${slug}`);
  return s;
};
const carOf = (key: string) => edge.collections.cars.find((c) => c.slug === edgeSlug(key))!;

/** axe (WCAG 2.x A/AA and best practice) on the media block only: other page sections have their own tests. */
async function mediaViolations(page: Page): Promise<AxeViolation[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<AxeRun> } }).axe;
    type AxeRun = {
      violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }>;
    };
    const result = await axe.run(document.querySelector('.vehicle__media')!, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a car page and hydrates the media island (it waits for the shopper's first pointer, client:intent). */
async function openCar(key: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${siteUrl(slug)}/cars/${edgeSlug(key)}`);
  await hydrateOnIntent(page, 'VehicleMedia');
  return { page, errors };
}

const status = (page: Page) => page.locator('.vehicle__media [role="status"]').innerText();

describe('vehicle media: gallery', () => {
  it('the first photo is in the HTML as the LCP image; the rest are lazy', async () => {
    const html = await (await fetch(`${siteUrl(slug)}/cars/${edgeSlug('images-max')}`)).text();
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((t) => t.includes('/sample-images/cars/'));
    const first = imgs[0]!;
    expect(first).toMatch(/fetchpriority="high"/i);
    expect(first).toMatch(/srcset="[^"]*1200w/i);
    expect(first).toContain('width="600"');
    expect(first).toContain('height="400"');
    expect(imgs.filter((t) => t.includes('loading="lazy"')).length).toBe(imgs.length - 1);
  });

  it('works by keyboard and arrow buttons, with a live status; axe finds nothing', async () => {
    const { page, errors } = await openCar('images-max');
    const total = carOf('images-max').images!.length;
    const gallery = page.getByRole('region', { name: /^Photos of / });
    expect(await status(page)).toBe(`Photo 1 of ${total}`);
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    expect(await status(page)).toBe(`Photo 2 of ${total}`);
    // The carousel really moved: slide 2 now sits where slide 1 was.
    const viewport = (await page.locator('.vmedia__viewport').boundingBox())!;
    await page.waitForFunction(() => {
      const slide = document.querySelectorAll('.vmedia__slide')[1]!.getBoundingClientRect();
      const port = document.querySelector('.vmedia__viewport')!.getBoundingClientRect();
      return Math.abs(slide.left - port.left) < 2;
    });
    expect(viewport.width).toBeGreaterThan(300);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await status(page)).toBe(`Photo ${total} of ${total}`);
    await page.getByRole('button', { name: 'Next photo' }).click();
    expect(await status(page)).toBe(`Photo 1 of ${total}`);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await page.getByRole('button', { name: 'Next photo' }).click();
    await page.getByRole('button', { name: 'Previous photo' }).click();
    expect(await status(page)).toBe(`Photo 2 of ${total}`);
    expect(await mediaViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fullscreen opens on the media element and closes with Escape, focus back on the button', async () => {
    const { page, errors } = await openCar('images-max');
    const button = page.getByRole('button', { name: 'Fullscreen' });
    expect(await button.getAttribute('title')).toBe('Fullscreen');
    await button.click();
    await page.waitForFunction(() => document.fullscreenElement?.classList.contains('vmedia') === true);
    // The button is relabelled on the fullscreenchange event, which follows fullscreenElement.
    await page.getByRole('button', { name: 'Exit fullscreen' }).waitFor();
    expect(await page.getByRole('button', { name: 'Exit fullscreen' }).count()).toBe(1);
    // Arrow keys still work inside fullscreen.
    await page.getByRole('region', { name: /^Photos of / }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await status(page)).toMatch(/^Photo 2 of /);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.fullscreenElement === null);
    await page.waitForFunction(() => document.activeElement?.classList.contains('vmedia__fullscreen') === true);
    expect(await button.getAttribute('aria-label')).toBe('Fullscreen');
    // The button toggles too.
    await button.click();
    await page.waitForFunction(() => document.fullscreenElement !== null);
    await page.getByRole('button', { name: 'Exit fullscreen' }).click();
    await page.waitForFunction(() => document.fullscreenElement === null);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fullscreen: arrow keys move the photos straight away, with focus still on the button (phone and desktop)', async () => {
    // Fullscreen on this car, then ArrowRight, used to stay on 'Photo 1 of 5'.
    const car = '2026-toyota-corolla-zr-8e24kv';
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${siteUrl(slug)}/cars/${car}`);
      await hydrateOnIntent(page, 'VehicleMedia');
      const total = await page.locator('.vmedia__slide').count();
      expect(await status(page)).toBe(`Photo 1 of ${total}`);
      await page.getByRole('button', { name: 'Fullscreen' }).click();
      await page.waitForFunction(() => document.fullscreenElement?.classList.contains('vmedia') === true);
      await page.keyboard.press('ArrowRight');
      expect(await status(page)).toBe(`Photo 2 of ${total}`);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      expect(await status(page)).toBe(`Photo 2 of ${total}`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await status(page)).toBe(`Photo ${total} of ${total}`);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.fullscreenElement === null);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('thumbnails only above 3 images for an in-stock car; none for a sold one', async () => {
    const { page, errors } = await openCar('images-4');
    const strip = page.getByRole('list', { name: 'Thumbnails' });
    expect(await strip.getByRole('button').count()).toBe(4);
    await page.getByRole('button', { name: 'Show photo 3' }).click();
    expect(await status(page)).toBe('Photo 3 of 4');
    expect(await page.getByRole('button', { name: 'Show photo 3' }).getAttribute('aria-current')).toBe('true');
    expect(await page.getByRole('button', { name: 'Show photo 1' }).getAttribute('aria-current')).toBeNull();
    expect(await mediaViolations(page)).toEqual([]);

    await page.goto(`${siteUrl(slug)}/cars/${edgeSlug('images-3')}`);
    expect(await page.locator('.vmedia').count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Thumbnails' }).count()).toBe(0);

    const sold = carOf('sold-1d');
    expect(sold.images!.length).toBeGreaterThan(3);
    await page.goto(`${siteUrl(slug)}/cars/${sold.slug}`);
    expect(await page.locator('.vmedia').count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Thumbnails' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('vehicle media: viewer modes and 360 spin', () => {
  const frameNow = (page: Page) =>
    page
      .getByRole('slider', { name: /^360-degree view of / })
      .evaluate((el) => Number(el.getAttribute('aria-valuenow')));

  it('spin: loads, drag turns one frame per 20 px, arrow keys turn one frame', async () => {
    const { page, errors } = await openCar('spin');
    const frames = carOf('spin').spin_images!.length;
    // harbour-toyota's default_viewer is gallery (site.json); the spinner is one click away.
    expect(await page.getByRole('button', { name: 'Gallery' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Spinner' }).click();
    const slider = page.getByRole('slider', { name: /^360-degree view of / });
    expect(await page.getByText('Drag to rotate').count()).toBe(1);
    await page.waitForSelector('.vmedia__loader', { state: 'detached' });
    // Auto-rotation: the frame moves by itself before any interaction.
    const before = await frameNow(page);
    await page.waitForFunction((f) => {
      const now = Number(document.querySelector('[role="slider"]')!.getAttribute('aria-valuenow'));
      return now !== f;
    }, before);

    const box = (await slider.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 100, y);
    await page.mouse.down();
    expect(await page.getByText('Drag to rotate').count()).toBe(0);
    const start = await frameNow(page);
    await page.mouse.move(box.x + 200, y, { steps: 5 });
    await page.mouse.up();
    const expected = ((start - 1 + 5) % frames) + 1;
    expect(await frameNow(page)).toBe(expected);
    // No more auto-rotation after the first interaction.
    await page.waitForTimeout(400);
    expect(await frameNow(page)).toBe(expected);
    const src = await slider.locator('img').getAttribute('src');
    expect(src).toContain(`frame-${String(expected - 1).padStart(2, '0')}`);

    await slider.focus();
    await page.keyboard.press('ArrowRight');
    expect(await frameNow(page)).toBe((expected % frames) + 1);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await frameNow(page)).toBe(((expected - 2 + frames) % frames) + 1);
    expect(await mediaViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('returning to a non-gallery mode resets the gallery; interior hotspots; axe in each mode', async () => {
    const { page, errors } = await openCar('spin');
    const total = carOf('spin').images!.length;
    await page.getByRole('region', { name: /^Photos of / }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await status(page)).toBe(`Photo 3 of ${total}`);

    await page.getByRole('button', { name: 'Interior' }).click();
    expect(await page.getByRole('button', { name: 'Interior' }).getAttribute('aria-pressed')).toBe('true');
    const hotspot = page.getByRole('button', { name: 'Touchscreen' });
    await hotspot.click();
    expect(await hotspot.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('Touchscreen with Apple CarPlay and Android Auto.').isVisible()).toBe(true);
    expect(await mediaViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Gallery' }).click();
    expect(await status(page)).toBe(`Photo 1 of ${total}`);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await page.getByRole('button', { name: 'Spinner' }).click();
    await page.getByRole('button', { name: 'Gallery' }).click();
    expect(await status(page)).toBe(`Photo 1 of ${total}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a site on the default viewer (spinner) opens a spin car on the spin, first frame in the HTML', async () => {
    const metro = generateTenantDetailed(METRO_MOTOR_GROUP, { cars: EDGE_CASES.length }).edgeCases['spin']!;
    const html = await (await fetch(`${siteUrl('metro-motor-group')}/cars/${metro}`)).text();
    expect(html).toMatch(/role="slider"[^>]*aria-label="360-degree view of /);
    expect(html).toMatch(/<img src="\/sample-images\/spin\/frame-00\.svg[^"]*"[^>]*fetchpriority="high"/i);
    expect(html).toContain('Loading... 0%');
    expect(html).toContain('Drag to rotate');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Spinner</);
  });

  it('walkaround: the first walkaround video with controls', async () => {
    const { page, errors } = await openCar('walkaround');
    await page.getByRole('button', { name: 'Walkaround' }).click();
    const video = page.locator('video.vmedia__walkaround');
    expect(await video.getAttribute('src')).toBe(carOf('walkaround').walkaround_videos![0]!.video.url);
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
    expect(await mediaViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
