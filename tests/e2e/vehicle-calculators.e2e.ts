// The vehicle page's calculators and price panels in Chromium (SPEC.md §2, §4,
// §5, §8, §9): the finance calculator against the core's own figure for the
// car, keyboard use and event 26; the fuel calculator's error; the delivery
// calculator and the price gauge against the platform API the sites are
// built for; axe on the page with every panel hydrated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { axeViolations } from './axe.ts';
import type { E2eTenant } from './tenants.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { isListed } from '../../src/core/search/stock-filter.ts';
import { financeCalculatorRules, stockFilterOptions } from '../../src/config/core-options.ts';
import {
  calculateFinance,
  FINANCE_DISCLAIMER,
  financeCalculatorStart,
  lenderOfferFor,
  type FinanceInputs,
} from '../../src/core/finance/index.ts';
import { combinedConsumption, formatFuelCost, isFuelCalculatorShown, weeklyFuelCost } from '../../src/core/fuel.ts';
import { disclaimerPreview } from '../../src/core/text.ts';
import { DELIVERY_ESTIMATE_FAILURE_MESSAGE } from '../../src/core/inputs.ts';
import { formatCurrency } from '../../src/core/money.ts';
import { priceGauge, type PriceComparisonResponse } from '../../src/core/vehicle/gauge.ts';
import type { CarOutput } from '../../src/data/schemas.ts';
import { buildNow } from './clock.ts';

/** Hydration and API answers on a busy 2-core machine. */
const POLL = { timeout: 10_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function tenant(slug: E2eTenant) {
  const site = loadSiteConfig(slug);
  const cars = readSnapshot(slug)!.collections.cars.filter((c) => isListed(c, stockFilterOptions(site), buildNow()));
  return { site, cars };
}

/** Opens a car page and scrolls the panel into view so its client:visible island hydrates. */
async function openCar(page: Page, slug: E2eTenant, car: CarOutput, panel: string): Promise<void> {
  await page.goto(`${siteUrl(slug)}/cars/${car.slug}`);
  await page.locator(panel).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (selector) => {
      const panel = document.querySelector(selector);
      const island = panel?.closest('astro-island') ?? panel?.querySelector('astro-island');
      return island != null && !island.hasAttribute('ssr');
    },
    panel,
    { timeout: 10_000 },
  );
}

/** The same figure the calculator computes, from the car's data and the tenant's settings. */
function expectedPayment(site: ReturnType<typeof loadSiteConfig>, car: CarOutput, patch: Partial<FinanceInputs> = {}) {
  const rules = financeCalculatorRules(site);
  const offer = lenderOfferFor(car.finance_lenders, site.finance_provider);
  const inputs = { ...financeCalculatorStart(car.price, offer, rules).inputs, ...patch };
  return calculateFinance(inputs, rules, { offer, carPrice: car.price, currency: 'AUD' }).text;
}

describe('finance calculator', () => {
  const slug = 'harbour-toyota';
  const { site, cars } = tenant(slug);

  it("shows the core's repayment for the car, changes with the keyboard and sends event 26 once", async () => {
    const car = cars.find((c) => (c.price ?? 0) > 10000 && lenderOfferFor(c.finance_lenders, site.finance_provider))!;
    const page = await browser.newPage();
    await openCar(page, slug, car, '#finance-calculator');
    const calculator = page.locator('#finance-calculator');
    const payment = calculator.getByTestId('finance-payment');
    const start = expectedPayment(site, car);
    expect(await payment.textContent()).toBe(start);

    // Each slider is a range over the core's stops: the input's value is the position of the stop under the handle.
    const { stops } = financeCalculatorStart(
      car.price,
      lenderOfferFor(car.finance_lenders, site.finance_provider),
      financeCalculatorRules(site),
    );
    const amount = calculator.getByRole('slider', { name: 'Loan amount' });
    await amount.focus();
    await page.keyboard.press('ArrowRight');
    const moved = stops.amount[Number(await amount.inputValue())]!;
    expect(moved).toBeGreaterThan(car.price!);
    const after = expectedPayment(site, car, { amount: moved });
    await expect.poll(() => payment.textContent(), POLL).toBe(after);
    expect(after).not.toBe(start);

    const term = calculator.getByRole('slider', { name: 'Loan term' });
    await term.focus();
    await page.keyboard.press('ArrowLeft');
    const years = stops.term[Number(await term.inputValue())]!;
    await expect
      .poll(() => payment.textContent(), POLL)
      .toBe(expectedPayment(site, car, { amount: moved, term: years }));
    expect(await term.getAttribute('aria-valuetext')).toBe(`${years} years`);

    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ event_id?: number }> }).dataLayer ?? []).filter(
        (e) => e.event_id === 26,
      ),
    );
    expect(events).toHaveLength(1);
    await page.close();
  });

  it("the sidebar finance anchor target exists and the estimate box's link reaches the calculator by keyboard", async () => {
    const car = cars.find((c) => (c.price ?? 0) > 10000 && lenderOfferFor(c.finance_lenders, site.finance_provider))!;
    const page = await browser.newPage();
    await page.goto(`${siteUrl(slug)}/cars/${car.slug}#finance-calculator`);
    expect(await page.locator('#finance-calculator h2').textContent()).toBe('Finance Calculator');
    const box = page.getByRole('region', { name: 'Finance Estimate' });
    const offer = lenderOfferFor(car.finance_lenders, site.finance_provider)!;
    expect(await box.locator('.finance-estimate__teaser').textContent()).toBe(`$${offer.paymentWeek} /wk*`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await box.getByRole('link', { name: 'Calculate your repayments' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**#finance-calculator');
    await expect.poll(() => page.locator('#finance-calculator').isVisible(), POLL).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('the disclaimer toggles between the preview and the full text (metro)', async () => {
    const metro = tenant('metro-motor-group');
    const car = metro.cars.find((c) => lenderOfferFor(c.finance_lenders, metro.site.finance_provider)?.disclaimer)!;
    const lender = lenderOfferFor(car.finance_lenders, metro.site.finance_provider)!.disclaimer!;
    const disclaimer = `${FINANCE_DISCLAIMER} ${lender}`;
    expect(disclaimer.length).toBeGreaterThan(197);
    const page = await browser.newPage();
    await openCar(page, 'metro-motor-group', car, '#finance-calculator');
    const calculator = page.locator('#finance-calculator');
    const text = calculator.locator('.finance-calc__disclaimer p');
    expect(await text.textContent()).toBe(`* ${disclaimerPreview(disclaimer).text}`);
    const toggle = calculator.getByRole('button', { name: 'Read more of the finance disclaimer' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await text.textContent()).toBe(`* ${disclaimer}`);
    const less = calculator.getByRole('button', { name: 'Read less of the finance disclaimer' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await text.textContent()).toBe(`* ${disclaimerPreview(disclaimer).text}`);
    await page.close();
  });

  it('no finance calculator without a finance provider (kiwi-motors)', async () => {
    const kiwi = tenant('kiwi-motors');
    const page = await browser.newPage();
    await page.goto(`${siteUrl('kiwi-motors')}/cars/${kiwi.cars[0]!.slug}`);
    expect(await page.locator('#finance-calculator').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Finance Estimate' }).count()).toBe(0);
    await page.close();
  });
});

describe('fuel calculator', () => {
  const slug = 'harbour-toyota';
  const { cars } = tenant(slug);

  it("shows the core's weekly cost and a clear error for bad input", async () => {
    const car = cars.find((c) => isFuelCalculatorShown(c) && c.variant?.fuelconsumptioncombined)!;
    const page = await browser.newPage();
    await openCar(page, slug, car, '.calc-card:has(#fuel-calculator-title)');
    const panel = page.getByRole('region', { name: 'Fuel Calculator' });
    const cost = formatFuelCost(weeklyFuelCost({ consumptionPer100Km: combinedConsumption(car) }));
    expect(await panel.getByRole('status').textContent()).toBe(`Estimated fuel cost $${cost} per week`);
    const distance = panel.getByRole('textbox', { name: 'Distance per week (kms)' });
    await distance.fill('a lot');
    await expect.poll(() => distance.getAttribute('aria-invalid'), POLL).toBe('true');
    expect(await panel.getByText('Please enter a number, for example 1.70 or 250.').count()).toBe(1);
    expect(await panel.getByRole('status').textContent()).not.toContain('$');
    await distance.fill('1,000 kms');
    await expect.poll(() => distance.getAttribute('aria-invalid'), POLL).toBe('false');
    await page.close();
  });

  it('is not shown for an electric car', async () => {
    const car = cars.find((c) => !isFuelCalculatorShown(c))!;
    const page = await browser.newPage();
    await page.goto(`${siteUrl(slug)}/cars/${car.slug}`);
    expect(await page.getByRole('region', { name: 'Fuel Calculator' }).count()).toBe(0);
    await page.close();
  });
});

describe('delivery calculator and price gauge (the local platform API)', () => {
  const slug = 'metro-motor-group';
  const { cars } = tenant(slug);
  const car = cars.find((c) => (c.price ?? 0) > 0)!;
  const apiGet = (path: string) => fetch(`${inject('apiUrl')}${path}${path.includes('?') ? '&' : '?'}site=${slug}`);

  it("says 'Please enter a postcode.' when empty, the API's region and price, or the failure text", async () => {
    const answer = (await (await apiGet(`/api/cars/${car.slug}/delivery-price?postcode=2000`)).json()) as {
      name: string;
      price: number;
    };
    const page = await browser.newPage();
    await openCar(page, slug, car, '.calc-card:has(#delivery-calculator-title)');
    const panel = page.getByRole('region', { name: 'Delivery Calculator' });
    const status = panel.getByRole('status');
    const postcode = panel.getByRole('textbox', { name: 'Postcode' });
    await postcode.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent(), POLL).toBe('Please enter a postcode.');
    expect(await postcode.getAttribute('aria-invalid')).toBe('true');
    await postcode.fill('2000');
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent(), POLL).toBe(`${answer.name}: ${formatCurrency(answer.price)}`);
    // A postcode the API has no estimate for (404).
    expect((await apiGet(`/api/cars/${car.slug}/delivery-price?postcode=ABCD`)).status).toBe(404);
    await postcode.fill('ABCD');
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent(), POLL).toBe(DELIVERY_ESTIMATE_FAILURE_MESSAGE);
    await page.close();
  });

  /** What the API answers for a car, and whether the core would draw a gauge for it. */
  async function gaugeFor(c: CarOutput) {
    const response = await apiGet(`/api/cars/${c.slug}/autogauge`);
    return response.ok ? priceGauge((await response.json()) as PriceComparisonResponse) : null;
  }

  it('a car with a comparison shows the gauge the core draws; the page is axe clean', async () => {
    let shown: { car: CarOutput; gauge: NonNullable<Awaited<ReturnType<typeof gaugeFor>>> } | null = null;
    for (const c of cars.filter((x) => x.autograb_data?.state_average_market_price).slice(0, 20)) {
      const gauge = await gaugeFor(c);
      if (gauge) {
        shown = { car: c, gauge };
        break;
      }
    }
    expect(shown).not.toBeNull();
    const { car: withGauge, gauge } = shown!;
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await openCar(page, slug, withGauge, '.price-gauge');
    const region = page.getByRole('region', { name: 'Price Comparison' });
    await expect.poll(() => region.getByRole('meter').count(), POLL).toBe(1);
    expect(await region.getByRole('meter').getAttribute('aria-valuenow')).toBe(String(Math.round(gauge.fill * 100)));
    expect(await region.locator('.price-gauge__fill').getAttribute('data-band')).toBe(gauge.band);
    expect(await region.locator('.price-gauge__description').textContent()).toBe(gauge.description);
    for (const panel of ['.calc-card:has(#delivery-calculator-title)', '#finance-calculator']) {
      await page.locator(panel).scrollIntoViewIfNeeded();
    }
    await page.waitForFunction(() => document.querySelectorAll('.vehicle-calculators astro-island[ssr]').length === 0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a car without market data (no request) or a low-confidence one shows no gauge', async () => {
    const without = cars.find(
      (c) => !c.autograb_data?.state_average_market_price && !c.autograb_data?.average_market_price,
    )!;
    const lowConfidence = cars.find(
      (c) => !c.autograb_data?.state_average_market_price && (c.autograb_data?.average_market_price ?? 0) > 0,
    );
    for (const c of [without, lowConfidence].filter((x): x is CarOutput => x !== undefined)) {
      expect(await gaugeFor(c)).toBeNull();
      const page = await browser.newPage();
      const logs: string[] = [];
      page.on('console', (m) => logs.push(m.text()));
      await page.goto(`${siteUrl(slug)}/cars/${c.slug}`);
      await page.locator('.vehicle-calculators').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('.price-gauge').count(), POLL).toBe(0);
      expect(await page.getByRole('region', { name: 'Price Comparison' }).count()).toBe(0);
      // Without market data the page does not ask at all: no 404, no 'No data returned'.
      if (c === without) expect(logs).not.toContain('No data returned');
      await page.close();
    }
  });
});
