// The vehicle page's finance items, in Chromium at phone size
// (412x915) and desktop: the loan amount, its handle and the repayment agree
// (above $100,000 too); a lender offer with a balloon starts with the balloon
// shown and can be chosen again after moving away (its off-grid rate
// included); a sold car's page has no finance, delivery or price comparison;
// a negative purchase price reads 0; the market badge sits next to the price.
// Every figure is the core's, from the car's data and the tenant's settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, siteUrl } from './browser.ts';
import { axeViolations } from './axe.ts';
import { buildNow } from './clock.ts';
import type { E2eTenant } from './tenants.ts';
import { E2E_TENANTS } from './tenants.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { isListed } from '../../src/core/search/stock-filter.ts';
import { financeCalculatorRules, stockFilterOptions } from '../../src/config/core-options.ts';
import {
  calculateFinance,
  financeCalculatorStart,
  lenderOfferFor,
  type FinanceInputs,
} from '../../src/core/finance/index.ts';
import { formatCurrency } from '../../src/core/money.ts';
import { showsAsSold } from '../../src/core/vehicle/availability.ts';
import { marketPriceBadge } from '../../src/core/vehicle/market.ts';
import type { CarOutput } from '../../src/data/schemas.ts';

/** Hydration on a busy 2-core machine. */
const POLL = { timeout: 10_000 };

const VIEWPORTS = [
  ['phone', { width: 412, height: 915 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

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
  const offerOf = (car: CarOutput) => lenderOfferFor(car.finance_lenders, site.finance_provider);
  /** The car the finance defects were found on, or (sample data from another seed) the first that fits the same description. */
  const pick = (slug: string, fits: (c: CarOutput) => boolean) => {
    const car = cars.find((c) => c.slug === slug) ?? cars.find(fits);
    if (!car) throw new Error(`no car like ${slug} in ${site.slug}`);
    return car;
  };
  return { site, cars, offerOf, pick };
}

/** What the calculator starts at and shows for some inputs, by the core. */
function core(slug: E2eTenant, car: CarOutput) {
  const { site, offerOf } = tenant(slug);
  const rules = financeCalculatorRules(site);
  const offer = offerOf(car);
  const start = financeCalculatorStart(car.price, offer, rules);
  const result = (patch: Partial<FinanceInputs> = {}) =>
    calculateFinance({ ...start.inputs, ...patch }, rules, { offer, carPrice: car.price, currency: 'AUD' });
  return { ...start, offer, result };
}

async function openCalculator(page: Page, slug: E2eTenant, car: CarOutput): Promise<Locator> {
  await page.goto(`${siteUrl(slug)}/cars/${car.slug}`);
  const calculator = page.locator('#finance-calculator');
  await calculator.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => {
      const island = document.querySelector('#finance-calculator')?.closest('astro-island');
      return island != null && !island.hasAttribute('ssr');
    },
    undefined,
    POLL,
  );
  return calculator;
}

/** A slider as the shopper sees it: the value shown, the typed input beside it, and the value under the handle (the stop at its position). */
async function sliderState(calculator: Locator, name: string, stops: readonly number[]) {
  const input = calculator.getByRole('slider', { name });
  const shown = await input.getAttribute('aria-valuetext');
  const field = calculator.locator('.range-field').filter({ has: calculator.page().getByRole('slider', { name }) });
  const typed = await field.getByRole('textbox').inputValue();
  const handle = stops[Number(await input.inputValue())];
  const atEnd = (await input.inputValue()) === (await input.getAttribute('max'));
  return { shown, typed, handle, atEnd };
}

const money = (n: number) => formatCurrency(n, 'AUD');
const payment = (calculator: Locator) => calculator.getByTestId('finance-payment').textContent();

describe.each(VIEWPORTS)('vehicle page finance items (%s)', (_name, viewport) => {
  describe('loan amount: the amount shown, the handle and the repayment agree', () => {
    it('metro (1.05 x price): the $178,990 truck starts at its price; one stop down and back', async () => {
      const metro = tenant('metro-motor-group');
      const truck = metro.pick('2026-fuso-fighter-1627-5clh1j', (c) => c.make === 'Fuso' && (c.price ?? 0) > 100000);
      const c = core('metro-motor-group', truck);
      const page = await browser.newPage({ viewport });
      const calculator = await openCalculator(page, 'metro-motor-group', truck);
      const amount = calculator.getByRole('slider', { name: 'Loan amount' });

      const start = await sliderState(calculator, 'Loan amount', c.stops.amount);
      expect(start).toMatchObject({ shown: money(truck.price!), typed: String(truck.price!), handle: truck.price! });
      expect(await payment(calculator)).toBe(c.result().text);

      await amount.focus();
      await page.keyboard.press('ArrowLeft');
      const lower = Math.ceil(truck.price! / 500) * 500 - 500;
      await expect.poll(() => amount.getAttribute('aria-valuetext'), POLL).toBe(money(lower));
      expect(await sliderState(calculator, 'Loan amount', c.stops.amount)).toMatchObject({ handle: lower });
      expect(await payment(calculator)).toBe(c.result({ amount: lower }).text);

      await page.keyboard.press('ArrowRight');
      await expect.poll(() => amount.getAttribute('aria-valuetext'), POLL).toBe(money(truck.price!));
      expect(await payment(calculator)).toBe(c.result().text);

      await page.keyboard.press('End');
      const top = c.stops.amount.at(-1)!;
      expect(top).toBe(Math.ceil((truck.price! * 1.05) / 500) * 500);
      await expect.poll(() => amount.getAttribute('aria-valuetext'), POLL).toBe(money(top));
      expect(await payment(calculator)).toBe(c.result({ amount: top }).text);
      await page.close();
    });

    it('harbour (max 100,000): a car above it starts at $100,000 with the handle at the end and its repayment', async () => {
      const harbour = tenant('harbour-toyota');
      const car = harbour.cars.find((x) => (x.price ?? 0) > 100000 && !showsAsSold(x) && harbour.offerOf(x))!;
      const c = core('harbour-toyota', car);
      const page = await browser.newPage({ viewport });
      const calculator = await openCalculator(page, 'harbour-toyota', car);
      expect(await sliderState(calculator, 'Loan amount', c.stops.amount)).toEqual({
        shown: '$100,000',
        typed: '100000',
        handle: 100000,
        atEnd: true,
      });
      expect(await payment(calculator)).toBe(c.result({ amount: 100000 }).text);
      const amount = calculator.getByRole('slider', { name: 'Loan amount' });
      await amount.focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => amount.getAttribute('aria-valuetext'), POLL).toBe('$99,500');
      expect(await payment(calculator)).toBe(c.result({ amount: 99500 }).text);
      await page.close();
    });
  });

  describe('a lender offer with a balloon', () => {
    it.each([
      ['metro-motor-group', '2026-ford-transit-custom-320s-swb-x1ut03'],
      ['outback-caravans', '2025-lotus-caravans-off-grid-22-6-kqkozq'],
    ] as const)('%s %s: starts with the balloon shown and the offer can be chosen again', async (slug, named) => {
      const t = tenant(slug);
      const car = t.pick(named, (x) => (t.offerOf(x)?.balloon ?? 0) > 0 && !showsAsSold(x));
      const c = core(slug, car);
      const offer = c.offer!;
      const page = await browser.newPage({ viewport });
      const calculator = await openCalculator(page, slug, car);

      // the teaser and the calculator say the same, balloon included
      const box = page.getByRole('region', { name: 'Finance Estimate' });
      expect(await box.locator('.finance-estimate__teaser').textContent()).toBe(`$${offer.paymentWeek} /wk*`);
      expect(await box.locator('dt', { hasText: 'Residual (balloon)' }).locator('+ dd').textContent()).toBe(
        money(offer.balloon!),
      );
      expect(await payment(calculator)).toBe(`$${offer.paymentWeek} /wk*`);
      for (const [name, stops, value, text] of [
        ['Residual (balloon)', c.stops.residual, offer.balloon!, money(offer.balloon!)],
        ['Interest rate', c.stops.interest!, offer.interestRate!, `${Number(offer.interestRate!.toFixed(2))}% p.a.`],
        ['Loan amount', c.stops.amount, car.price!, money(car.price!)],
      ] as const) {
        expect(await sliderState(calculator, name, stops)).toMatchObject({
          shown: text,
          typed: String(value),
          handle: value,
        });
      }

      // $500 less keeps the balloon: the core's formula figure, a few dollars from the lender's
      const amount = calculator.getByRole('slider', { name: 'Loan amount' });
      await amount.focus();
      await page.keyboard.press('ArrowLeft');
      const lowered = (await sliderState(calculator, 'Loan amount', c.stops.amount)).handle!;
      expect(lowered).toBeLessThan(car.price!);
      const formula = c.result({ amount: lowered });
      await expect.poll(() => payment(calculator), POLL).toBe(formula.text);
      expect(formula.source).toBe('formula');
      expect(Math.abs(formula.payment - offer.paymentWeek!)).toBeLessThan(10);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => payment(calculator), POLL).toBe(`$${offer.paymentWeek} /wk*`);

      // the offer's rate is a stop: one down, one back, the lender's payment again
      const interest = calculator.getByRole('slider', { name: 'Interest rate' });
      const rateText = `${Number(offer.interestRate!.toFixed(2))}% p.a.`;
      await interest.focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => interest.getAttribute('aria-valuetext'), POLL).not.toBe(rateText);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => interest.getAttribute('aria-valuetext'), POLL).toBe(rateText);
      expect(await payment(calculator)).toBe(`$${offer.paymentWeek} /wk*`);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  });

  describe('a sold car', () => {
    it('has no finance estimate, finance calculator, delivery calculator or price comparison', async () => {
      const metro = tenant('metro-motor-group');
      const sold = metro.pick('2023-isuzu-mu-x-ls-t-iyw3ky', (c) => showsAsSold(c) && (c.price ?? 0) > 0);
      const page = await browser.newPage({ viewport });
      await page.goto(`${siteUrl('metro-motor-group')}/cars/${sold.slug}`);
      expect(await page.getByRole('region', { name: 'Car sold' }).count()).toBe(1);
      // the calculators island (the fuel calculator only) hydrated: nothing appears with JavaScript either
      await page.locator('.vehicle-calculators').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('.vehicle-calculators astro-island:not([ssr])').count(), POLL).toBe(1);
      expect(await page.getByRole('region', { name: 'Finance Estimate' }).count()).toBe(0);
      expect(await page.locator('#finance-calculator').count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Delivery Calculator' }).count()).toBe(0);
      expect(await page.locator('.price-gauge').count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Price Comparison' }).count()).toBe(0);
      expect(await page.locator('a[href="#finance-calculator"]').count()).toBe(0);
      expect(await page.locator('.market-badge').count()).toBe(0);
      // what still describes the car stays
      if (sold.simple_fuel !== 'Electric') {
        expect(await page.getByRole('region', { name: 'Fuel Calculator' }).count()).toBe(1);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  });

  describe('one finance calculator per page', () => {
    it("the estimate box has no calculator of its own; the car's own price can be typed back after the slider moved", async () => {
      const harbour = tenant('harbour-toyota');
      const car = harbour.cars.find(
        (c) =>
          (c.price ?? 0) > 10000 && (c.price ?? 0) % 500 !== 0 && !showsAsSold(c) && harbour.offerOf(c)?.paymentWeek,
      )!;
      const c = core('harbour-toyota', car);
      const page = await browser.newPage({ viewport });
      const calculator = await openCalculator(page, 'harbour-toyota', car);
      const box = page.getByRole('region', { name: 'Finance Estimate' });
      expect(await box.locator('details, summary, input').count()).toBe(0);
      expect(await box.getByRole('link', { name: 'Calculate your repayments' }).getAttribute('href')).toBe(
        '#finance-calculator',
      );
      // Every slider on the page is the calculator's, each with a typed input beside it.
      const sliders = page.getByRole('slider');
      expect(await sliders.count()).toBe(await calculator.getByRole('slider').count());
      expect(await calculator.locator('.range-field').count()).toBe(await sliders.count());
      expect(await calculator.locator('.range-field:not(:has(input[type="text"]))').count()).toBe(0);
      expect(await page.getByText('Estimated repayment', { exact: true }).count()).toBe(1);

      const amount = calculator.getByRole('slider', { name: 'Loan amount' });
      await amount.focus();
      await page.keyboard.press('End');
      await expect.poll(() => amount.getAttribute('aria-valuetext'), POLL).toBe('$100,000');
      const typed = calculator.getByRole('textbox', { name: 'Loan amount in dollars' });
      await typed.fill(money(car.price!));
      await page.keyboard.press('Enter');
      await expect.poll(() => amount.getAttribute('aria-valuetext'), POLL).toBe(money(car.price!));
      expect(await typed.inputValue()).toBe(String(car.price!));
      expect(await payment(calculator)).toBe(c.result().text);
      // below the minimum reads as the minimum once the field is left
      await typed.fill('-5');
      await page.keyboard.press('Tab');
      await expect.poll(() => amount.getAttribute('aria-valuetext'), POLL).toBe(money(c.stops.amount[0]!));
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  });

  describe('the market price badge', () => {
    it('sits next to the price in the sidebar (and stays in Key Information)', async () => {
      const metro = tenant('metro-motor-group');
      const car = metro.cars.find((c) => !showsAsSold(c) && marketPriceBadge(c) !== null)!;
      const text = marketPriceBadge(car)!.text;
      const page = await browser.newPage({ viewport });
      await page.goto(`${siteUrl('metro-motor-group')}/cars/${car.slug}`);
      const summary = page.locator('.vehicle__summary');
      const badge = summary.locator('.market-badge');
      expect(await badge.textContent()).toBe(text);
      const priceBox = (await summary.locator('.price').boundingBox())!;
      const badgeBox = (await badge.boundingBox())!;
      // beside the price, or right under it when the row wraps on a phone
      const beside = Math.abs(badgeBox.y + badgeBox.height / 2 - (priceBox.y + priceBox.height / 2)) < priceBox.height;
      const under = badgeBox.y >= priceBox.y + priceBox.height - 1 && badgeBox.y - (priceBox.y + priceBox.height) < 16;
      expect(beside || under).toBe(true);
      expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.locator('#key-information .market-badge').textContent()).toBe(text);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  });
});

describe('vehicle page finance items without JavaScript', () => {
  it("the built page already shows the offer's balloon, rate and repayment; a sold page has no finance", async () => {
    const metro = tenant('metro-motor-group');
    const car = metro.pick(
      '2026-ford-transit-custom-320s-swb-x1ut03',
      (x) => (metro.offerOf(x)?.balloon ?? 0) > 0 && !showsAsSold(x),
    );
    const offer = metro.offerOf(car)!;
    const sold = metro.pick('2023-isuzu-mu-x-ls-t-iyw3ky', (c) => showsAsSold(c) && (c.price ?? 0) > 0);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    await page.goto(`${siteUrl('metro-motor-group')}/cars/${car.slug}`);
    const calculator = page.locator('#finance-calculator');
    expect(await calculator.getByTestId('finance-payment').textContent()).toBe(`$${offer.paymentWeek} /wk*`);
    expect(await calculator.getByRole('slider', { name: 'Residual (balloon)' }).getAttribute('aria-valuetext')).toBe(
      money(offer.balloon!),
    );
    await page.goto(`${siteUrl('metro-motor-group')}/cars/${sold.slug}`);
    expect(await page.locator('#finance-calculator, .finance-estimate, .price-gauge').count()).toBe(0);
    await context.close();
  });
});

describe('vehicle page finance items across the sample tenants (no browser)', () => {
  it("every listed car with a balloon offer starts at the lender's payment with the balloon as its residual", () => {
    let balloons = 0;
    for (const slug of E2E_TENANTS) {
      const t = tenant(slug);
      if (!t.site.finance_provider) continue;
      for (const car of t.cars) {
        const offer = t.offerOf(car);
        if (!((offer?.balloon ?? 0) > 0) || !offer?.paymentWeek || offer.interestRate == null) continue;
        balloons++;
        const c = core(slug, car);
        const start = c.result();
        // inside the sliders the start is the offer; a price above the amount slider is the one exception
        if (c.inputs.amount === car.price && c.inputs.interest === offer.interestRate) {
          expect(start.source, car.slug).toBe('lender');
          expect(c.inputs.residual, car.slug).toBe(offer.balloon);
        }
        for (const key of ['amount', 'term', 'interest', 'tradeIn', 'residual'] as const) {
          expect(c.stops[key] ?? [c.inputs[key]], `${car.slug} ${key}`).toContain(c.inputs[key]);
        }
      }
    }
    expect(balloons).toBeGreaterThan(100);
  });
});
