// The main flows in another browser engine (Firefox ESR, WebKitGTK), at phone and desktop size, on the
// tenants the end-to-end setup built and serves. Every page must run without a JavaScript error and
// without a Content-Security-Policy violation (session.ts RECORDER). One engine at a time, a
// timeout on every browser step. What this does not cover: docs/testing.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../e2e/browser.ts';
import { readLeads } from '../e2e/helpers/platform-api.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { isListed } from '../../src/core/search/stock-filter.ts';
import { stockFilterOptions } from '../../src/config/core-options.ts';
import { lenderOfferFor } from '../../src/core/finance/index.ts';
import { buildNow } from '../e2e/clock.ts';
import { startDisplay, type XDisplay } from './display.ts';
import { openFirefox } from './firefox.ts';
import { openWebKit } from './webkit.ts';
import { recordedErrors, waitFor, type EngineSession } from './session.ts';

const PHONE = { width: 412, height: 915 };
const DESKTOP = { width: 1280, height: 900 };
/** The desktop Vehicles dropdown: 238 px in Chromium and Firefox; WebKit stretched it to 820. */
const VEHICLES_MENU_MAX = 400;
const TEST = 90_000;

/** A listed harbour-toyota car with several photos and a finance offer (calculator shown). */
function sampleCar() {
  const site = loadSiteConfig('harbour-toyota');
  const cars = readSnapshot('harbour-toyota')!.collections.cars.filter((c) =>
    isListed(c, stockFilterOptions(site), buildNow()),
  );
  const car = cars.find(
    (c) =>
      (c.images?.length ?? 0) > 2 &&
      (c.price ?? 0) > 10_000 &&
      lenderOfferFor(c.finance_lenders, site.finance_provider),
  );
  if (!car) throw new Error('no harbour-toyota car with photos and finance');
  return car;
}

/**
 * Marks the element `find` returns (run in the page) with data-smoke="<what>", so a WebDriver click
 * can address it by a selector. The page's CSP forbids eval, so the finder is joined into the
 * function here, in Node, and sent as that function's source.
 */
async function mark(session: EngineSession, what: string, find: () => Element | null | undefined): Promise<string> {
  const probe = new Function(
    'name',
    `const el = (${find.toString()})(); if (el) el.setAttribute('data-smoke', name); return Boolean(el);`,
  ) as (name: string) => boolean;
  await waitFor(session, what, probe, [what]);
  return `[data-smoke="${what}"]`;
}

export function smokeSuite(engine: 'firefox' | 'webkit'): void {
  describe(`${engine}: the main flows`, () => {
    let display: XDisplay | undefined;
    let session: EngineSession;
    beforeAll(async () => {
      display = await startDisplay({ windowManager: engine === 'firefox' });
      session = engine === 'firefox' ? await openFirefox(display.display) : await openWebKit(display.display);
    }, 120_000);
    afterAll(async () => {
      await session?.close();
      await display?.close();
    }, 30_000);

    const open = (slug: Parameters<typeof siteUrl>[0], path: string) => session.goto(siteUrl(slug) + path);
    const clean = async (page: string) => expect(await recordedErrors(session), page).toEqual([]);
    const path = () => session.evaluate(() => location.pathname + location.search);
    const hydrated = (component: string) =>
      waitFor(
        session,
        `${component} hydrated`,
        (c: string) => {
          const islands = [...document.querySelectorAll(`astro-island[component-url*="${c}"]`)];
          return islands.length > 0 && islands.every((i) => !i.hasAttribute('ssr'));
        },
        [component],
      );
    /** metro's used-cars search, once its island has hydrated and its Filters button is ready. */
    const openSearch = async () => {
      await open('metro-motor-group', '/search/used-cars');
      // It hydrates on intent (client:intent): as the shopper's pointer over it.
      await session.evaluate(() => {
        document.querySelector('astro-island[component-url*="SearchIsland"]')?.dispatchEvent(new Event('pointerover'));
      });
      await hydrated('SearchIsland');
      await waitFor(
        session,
        'the Filters button',
        () => document.querySelector('.filters-button[data-ready]') !== null,
        [],
      );
    };

    describe.each([
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const)('at %s size', (size, viewport) => {
      beforeAll(() => session.setViewport(viewport.width, viewport.height), 60_000);

      it(
        'home page and menu',
        async () => {
          await open('metro-motor-group', '/');
          // Down the page a screen at a time, so every client:visible island hydrates (the locations'
          // and the footer's "Today" lines among them), then back up.
          for (let screen = 0; screen < 30; screen++) {
            const more = await session.evaluate(() => {
              window.scrollBy(0, window.innerHeight * 0.8);
              return window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1;
            });
            await new Promise((r) => setTimeout(r, 150));
            if (!more) break;
          }
          // An island the scroll passed while the browser was busy (two engines' worth of work on
          // two cores) is brought into view again, as a shopper scrolling back would.
          await waitFor(
            session,
            'every island to hydrate',
            () => {
              const left = document.querySelector('astro-island[ssr]');
              left?.scrollIntoView({ block: 'center' });
              return !left;
            },
            [],
            30_000,
          ).catch(async (error: unknown) => {
            const left = await session.evaluate(() =>
              [...document.querySelectorAll('astro-island[ssr]')].map((i) => i.getAttribute('component-url')),
            );
            const errors = await recordedErrors(session);
            throw new Error(`${String(error)}: ${left.join(', ')}; the page's errors: ${JSON.stringify(errors)}`);
          });
          await session.evaluate(() => window.scrollTo(0, 0));
          // React's hydration error (#418): the page's prebuilt text differed from the browser's.
          // Soft: the menu below is checked even when this fails.
          expect.soft((await recordedErrors(session)).filter((e) => e.includes('#418'))).toEqual([]);
          expect(await session.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          if (size === 'phone') {
            await session.click('.site-header .site-menu__toggle');
            await waitFor(
              session,
              'the menu to open',
              () => document.getElementById('site-menu')?.matches(':popover-open'),
              [],
            );
            const links = await session.evaluate(
              () =>
                [...document.querySelectorAll<HTMLElement>('#site-menu a')].filter((a) => a.offsetHeight > 0).length,
            );
            expect(links).toBeGreaterThan(5);
            await session.click('.site-header .site-menu__toggle');
            await waitFor(
              session,
              'the menu to close',
              () => !document.getElementById('site-menu')?.matches(':popover-open'),
              [],
            );
          } else {
            await session.click('[popovertarget="nav-vehicles"]');
            await waitFor(
              session,
              'Vehicles to open',
              () => document.getElementById('nav-vehicles')?.matches(':popover-open'),
              [],
            );
            const menu = await session.evaluate(() => {
              const panel = document.getElementById('nav-vehicles')!;
              const rows = [...panel.querySelectorAll('a')].map((a) => a.getBoundingClientRect().height);
              return { height: panel.getBoundingClientRect().height, tallestLink: Math.max(...rows) };
            });
            expect(menu.height).toBeLessThan(VEHICLES_MENU_MAX);
            // A brand row with its logo is ~72 px; WebKit stretched them to 194.
            expect(menu.tallestLink).toBeLessThan(120);
            await session.press('[popovertarget="nav-vehicles"]', 'Escape');
            await waitFor(
              session,
              'Vehicles to close',
              () => !document.getElementById('nav-vehicles')?.matches(':popover-open'),
              [],
            );
          }
          // Everything else (the hydration error is asserted above).
          expect(
            (await recordedErrors(session)).filter((e) => !e.includes('#418')),
            'home',
          ).toEqual([]);
        },
        TEST,
      );

      it(
        'search: a make filter, then sorted by price',
        async () => {
          await openSearch();
          if (size === 'phone') await session.click('.filters-button');
          const make = await mark(session, 'make', () =>
            [...document.querySelectorAll('fieldset')]
              .filter((f) => f.querySelector('legend')?.textContent === 'Make')
              .flatMap((f) => [...f.querySelectorAll('label')])
              .find((l) => l.offsetHeight > 0),
          );
          const name = await session.evaluate(
            (s: string) => document.querySelector(s)!.querySelector('.facet__label')!.textContent!,
            make,
          );
          // The label, as a shopper taps it (WebKit's driver can refuse the input itself when the
          // label's styled box covers its centre).
          await session.click(make);
          if (size === 'phone') {
            const show = await mark(session, 'show', () =>
              [...document.querySelectorAll<HTMLElement>('button')].find(
                (b) => /^Show [0-9,]+ results?$/.test(b.textContent!.trim()) && b.offsetHeight > 0,
              ),
            );
            await session.click(show);
          }
          await waitFor(
            session,
            `only ${name} cars`,
            (n: string) => {
              const titles = [...document.querySelectorAll('.search-results article .result-card__title')];
              return titles.length > 0 && titles.every((t) => t.textContent!.includes(n));
            },
            [name],
          );
          await session.evaluate(() => {
            const sort = document.querySelector<HTMLSelectElement>('select[id$="-sort"]')!;
            sort.value = 'cars_price-asc';
            sort.dispatchEvent(new Event('change', { bubbles: true }));
          });
          await waitFor(
            session,
            'prices from low to high',
            (n: string) => {
              const cards = [...document.querySelectorAll('.search-results article')];
              const prices = cards
                .map((c) => Number(c.querySelector('.price__amount')?.textContent?.replace(/\D/g, '') || NaN))
                .filter((p) => !Number.isNaN(p));
              return (
                cards.every((c) => c.querySelector('.result-card__title')!.textContent!.includes(n)) &&
                prices.length > 1 &&
                prices.every((p, i) => i === 0 || p >= prices[i - 1]!)
              );
            },
            [name],
          );
          expect(await path()).toMatch(/price/i);
          await clean('search');
        },
        TEST,
      );

      it(
        'vehicle page: gallery and finance calculator',
        async () => {
          const car = sampleCar();
          await open('harbour-toyota', `/cars/${car.slug}`);
          const status = () =>
            session.evaluate(() => document.querySelector('.vehicle__media [role="status"]')?.textContent ?? '');
          expect(await status()).toMatch(/^Photo 1 of \d+/);
          // The gallery hydrates on the first pointer, touch, focus or click (client:intent): this click,
          // made before it has (unless the engine's pointer already rests over it), is held and replayed.
          await session.click('.vmedia__arrow--next');
          await hydrated('VehicleMedia');
          await waitFor(
            session,
            'photo 2',
            () => /^Photo 2 of/.test(document.querySelector('.vehicle__media [role="status"]')?.textContent ?? ''),
            [],
          );
          // WebKitGTK and Firefox have Element.requestFullscreen: the button is offered (iPhone Safari has not).
          expect(await session.evaluate(() => document.querySelector('.vmedia__fullscreen') !== null)).toBe(true);
          await session.evaluate(() =>
            document.getElementById('finance-calculator')!.scrollIntoView({ block: 'center' }),
          );
          await waitFor(
            session,
            'the calculator to hydrate',
            () => {
              const panel = document.getElementById('finance-calculator');
              const island = panel?.closest('astro-island') ?? panel?.querySelector('astro-island');
              return island != null && !island.hasAttribute('ssr');
            },
            [],
          );
          const payment = () =>
            session.evaluate(
              () => document.querySelector('#finance-calculator [data-testid="finance-payment"]')!.textContent!,
            );
          const before = await payment();
          expect(before).toMatch(/\$[0-9,]+/);
          await session.press('#finance-calculator input[type="range"]', 'ArrowRight');
          await waitFor(
            session,
            'a new repayment',
            (b: string) =>
              document.querySelector('#finance-calculator [data-testid="finance-payment"]')!.textContent !== b,
            [before],
          );
          await clean('vehicle page');
        },
        TEST,
      );

      it(
        'an enquiry reaches the platform API',
        async () => {
          await open('metro-motor-group', '/contact');
          await waitFor(
            session,
            'the form to hydrate',
            () => sessionStorage.getItem('dealer:lead-session') !== null,
            [],
          );
          const email = `${engine}-${size}-${crypto.randomUUID().slice(0, 8)}@example.com`;
          await session.type('#enquiry-form-name', `Jo ${engine}`);
          await session.type('#enquiry-form-email', email);
          await session.type('#enquiry-form-phone', '0412 345 678');
          await session.evaluate(() => {
            for (const id of ['enquiry-form-category', 'enquiry-form-location']) {
              const select = document.getElementById(id) as HTMLSelectElement;
              select.value = [...select.options].find((o) => o.value !== '')!.value;
              select.dispatchEvent(new Event('change', { bubbles: true }));
            }
          });
          await session.type('#enquiry-form-message', `Smoke test in ${engine}`);
          await clean('contact');
          await session.click('form:has(#enquiry-form-name) .form-submit');
          await waitFor(session, 'the success page', () => location.pathname.endsWith('/success'), [], 20_000);
          const end = Date.now() + 15_000;
          while (readLeads({ site: 'metro-motor-group' }).filter((l) => l.payload['email'] === email).length === 0) {
            if (Date.now() > end) throw new Error('the enquiry was not stored');
            await new Promise((r) => setTimeout(r, 200));
          }
        },
        TEST,
      );

      it(
        'a favourite survives a reload',
        async () => {
          await openSearch();
          // The saved favourites (an earlier run's too) apply just after hydration: let them land first.
          await new Promise((r) => setTimeout(r, 500));
          const card = await mark(session, 'card', () =>
            [...document.querySelectorAll('.search-results article')].find((a) =>
              a.querySelector('.favourite-toggle[aria-pressed="false"]'),
            ),
          );
          const id = await session.evaluate(
            (s: string) => document.querySelector(s)!.getAttribute('data-car-id')!,
            card,
          );
          await session.click(`${card} .favourite-toggle`);
          await waitFor(
            session,
            'Saved',
            (s: string) => document.querySelector(`${s} .favourite-toggle`)?.getAttribute('aria-pressed') === 'true',
            [card],
          );
          await clean('search before reload');
          await session.reload();
          await hydrated('SearchIsland');
          await waitFor(
            session,
            'still saved after the reload',
            (i: string) =>
              document.querySelector(`article[data-car-id="${i}"] .favourite-toggle`)?.getAttribute('aria-pressed') ===
              'true',
            [id],
          );
          await clean('search after reload');
        },
        TEST,
      );

      it(
        'location map',
        async () => {
          await open('metro-motor-group', '/dealerships');
          await session.evaluate(() => document.querySelector('.locator__map')!.scrollIntoView({ block: 'center' }));
          await waitFor(
            session,
            'map tiles and markers',
            () =>
              [
                ...document.querySelectorAll<HTMLImageElement>('.leaflet-tile-container img.leaflet-tile-loaded'),
              ].filter((img) => img.naturalWidth === 256 && img.src.includes('/map-tiles/')).length >= 2 &&
              document.querySelectorAll('.leaflet-marker-icon').length > 1,
            [],
            20_000,
          );
          await clean('dealerships');
        },
        TEST,
      );

      it(
        'print page',
        async () => {
          const car = sampleCar();
          await open('harbour-toyota', `/print?car_id=${car.slug}`);
          await waitFor(
            session,
            'Download PDF',
            () => document.querySelector('.print-toolbar .btn--outline')?.textContent === 'Download PDF',
            [],
          );
          expect(await session.evaluate(() => document.querySelector('h1')?.textContent ?? '')).toContain(car.model);
          await clean('print');
        },
        TEST,
      );
    });
  });
}
