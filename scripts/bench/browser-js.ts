// The JavaScript a page really loads in Chromium: every same-origin script the
// browser requests (scripts, module preloads, island components and renderers,
// their static and dynamic imports, workers), gzip, plus the page's inline
// scripts. Used by `npm run bench:js` and by the e2e tests that hold a page to
// its budget (tests/e2e/vehicle-page.e2e.ts).
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

/** A phone (the budget's viewport: SPEC.md breakpoints put it below xs 400 + sm): Pixel 7 class. */
export const PHONE = { width: 412, height: 915 } as const;
/** A laptop (desktop layout, two columns). */
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface Viewport {
  width: number;
  height: number;
}

/** What one page loaded: gzip bytes per script path ('(inline)' for inline scripts), by when. */
export interface LoadedJs {
  /** Before any scroll or input, until the network is idle. */
  atOnce: Map<string, number>;
  /** Added by scrolling to the bottom of the page (client:visible islands), when asked for. */
  onScroll: Map<string, number>;
  /** The text of every script loaded, by path (tests look for what a file holds: names are hashed). */
  texts: Map<string, string>;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** gzip bytes of the inline scripts of an HTML document (JSON data blocks are not scripts). */
export function inlineScriptBytes(html: string): number {
  let bytes = 0;
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/(ld\+)?json"/.test(m[1] ?? '')) continue;
    const code = m[2] ?? '';
    if (code.trim() !== '') bytes += gzipSync(code).length;
  }
  return bytes;
}

export const totalBytes = (m: ReadonlyMap<string, number>): number => [...m.values()].reduce((a, b) => a + b, 0);
export const kb = (m: ReadonlyMap<string, number>): number => totalBytes(m) / 1024;

/**
 * Waits until the page has requested nothing for `quietMs` after the network
 * went idle: idle-time islands (`client:idle`) and what they import at once
 * (the views counter's call, the lead outbox) count, however late they start.
 */
async function settle(page: Page, requested: () => number, quietMs = 1000): Promise<void> {
  for (let round = 0; round < 10; round++) {
    await page.waitForLoadState('networkidle');
    const before = requested();
    await page.waitForTimeout(quietMs);
    if (requested() === before) return;
  }
}

/**
 * Opens `url` in a fresh browser context (empty cache) at `viewport` and
 * records the JavaScript it loads before the shopper does anything: no
 * scroll, no input, everything requested until the network is idle. With
 * `scroll`, it then scrolls to the bottom a screen at a time and records what
 * that added.
 */
export async function loadedJs(
  browser: Browser,
  url: string,
  viewport: Viewport,
  options: { scroll?: boolean; mobile?: boolean } = {},
): Promise<LoadedJs> {
  const mobile = options.mobile ?? viewport.width < 768;
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const bodies = new Map<string, Promise<number>>();
  const texts = new Map<string, string>();
  let phase: 'atOnce' | 'onScroll' = 'atOnce';
  const phaseOf = new Map<string, 'atOnce' | 'onScroll'>();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (u.origin !== origin || !/\.m?js$/.test(u.pathname) || bodies.has(u.pathname)) return;
    phaseOf.set(u.pathname, phase);
    bodies.set(
      u.pathname,
      response.body().then(
        (b) => {
          texts.set(u.pathname, b.toString('utf8'));
          return gzipSync(b).length;
        },
        () => 0,
      ),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    const html = response ? await response.text() : '';
    await settle(page, () => bodies.size);
    if (options.scroll) {
      phase = 'onScroll';
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = viewport.height; y < height + viewport.height; y += viewport.height) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(100);
      }
      await settle(page, () => bodies.size);
    }
    const atOnce = new Map<string, number>();
    const onScroll = new Map<string, number>();
    for (const [path, bytes] of bodies) (phaseOf.get(path) === 'onScroll' ? onScroll : atOnce).set(path, await bytes);
    const inline = inlineScriptBytes(html);
    if (inline > 0) atOnce.set('(inline)', inline);
    return { atOnce, onScroll, texts };
  } finally {
    await context.close();
  }
}
