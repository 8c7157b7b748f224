// The certified-pre-owned badge and the Toyota information dialog (SPEC.md §2
// "certified-pre-owned badge for one luxury make, Toyota certified-pre-owned information dialog",
// §4 image tag step 3), on the vehicle page and on result cards, phone and desktop. The cars are
// the sample generator's edge cases 'certified' (a used Toyota) and 'certified-luxury' (a Mercedes-Benz,
// metro-motor-group's luxury make).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { axeViolations } from './axe.ts';
import { EDGE_CASES } from '../../scripts/sample-data/edge-cases.ts';
import { HARBOUR_TOYOTA, METRO_MOTOR_GROUP } from '../../scripts/sample-data/profiles.ts';
import { generateTenantDetailed } from '../../scripts/sample-data/tenant.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';
import { CPO_DIALOG } from '../../src/features/certified/texts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const harbour = generateTenantDetailed(HARBOUR_TOYOTA, { cars: EDGE_CASES.length }).edgeCases;
const metro = generateTenantDetailed(METRO_MOTOR_GROUP, { cars: EDGE_CASES.length }).edgeCases;

const BADGE = /^Toyota Certified Pre-Owned/;

/** Opens the dialog from `badge` with the keyboard, checks it, closes it with Escape. */
async function dialogFromBadge(page: Page, badgeScope: ReturnType<Page['locator']>) {
  const badge = badgeScope.getByRole('button', { name: BADGE }).first();
  await badge.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: CPO_DIALOG.title });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(await dialog.innerText()).toContain(CPO_DIALOG.intro);
  // Focus moves into the dialog (its Close button) and axe finds nothing with it open.
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
    `${CPO_DIALOG.close} ${CPO_DIALOG.title}`,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.isVisible()).toBe(false);
  expect(await badge.evaluate((el) => el === document.activeElement)).toBe(true);
  // Close by its button too.
  await badge.click();
  await dialog.getByRole('button', { name: `${CPO_DIALOG.close} ${CPO_DIALOG.title}` }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

/** A built search page of the tenant whose first results include a Toyota certified card. */
function searchPageWithCertifiedCard(site: 'harbour-toyota'): string {
  const dir = `dist/${site}/search`;
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  const file = files.find((f) => readFileSync(`${dir}/${f}`, 'utf8').includes('result-card__cpo'));
  if (!file) throw new Error(`no search page of ${site} shows a certified card`);
  return `/search/${file.replace(/\.html$/, '')}`;
}

describe('certified pre-owned', () => {
  it('a certified used Toyota: the badge opens the information dialog (vehicle page, phone and desktop)', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${siteUrl('harbour-toyota')}/cars/${harbour['certified']}`);
      const media = page.locator('.vehicle__media');
      expect(await media.getByRole('button', { name: BADGE }).isVisible()).toBe(true);
      await dialogFromBadge(page, media);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('a result card of a certified Toyota opens the same dialog', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${siteUrl('harbour-toyota')}${searchPageWithCertifiedCard('harbour-toyota')}`);
      const card = page.locator('article.result-card', { has: page.locator('.result-card__cpo') }).first();
      await card.scrollIntoViewIfNeeded();
      await dialogFromBadge(page, card);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('works before JavaScript: the dialog is HTML', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${siteUrl('harbour-toyota')}/cars/${harbour['certified']}`);
    await page.locator('.vehicle__media').getByRole('button', { name: BADGE }).click();
    expect(await page.getByRole('dialog', { name: CPO_DIALOG.title }).isVisible()).toBe(true);
    await context.close();
  });

  it("metro-motor-group's luxury make (Mercedes-Benz) gets its logo, without the Toyota dialog", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${siteUrl('metro-motor-group')}/cars/${metro['certified-luxury']}`);
    const badge = page.locator('.vehicle__media [data-tag="certified"]');
    expect(await badge.innerText()).toBe('Mercedes-Benz Certified Pre-Owned');
    expect(await badge.evaluate((el) => el.tagName)).toBe('SPAN');
    // Its certified Toyotas keep the Toyota badge and dialog.
    await page.goto(`${siteUrl('metro-motor-group')}/cars/${metro['certified']}`);
    await dialogFromBadge(page, page.locator('.vehicle__media'));
    await page.close();
  });

  it('a tenant without the setting shows no badge (kiwi-motors: no certified cars; outback: off)', async () => {
    const html = await (await fetch(`${siteUrl('outback-caravans')}/`)).text();
    expect(html).not.toContain('cpo-dialog');
  });
});
