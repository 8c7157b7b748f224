// The header menu (SPEC.md §2 "Header menu"): on a phone one compact
// row with a Menu button that opens the whole navigation; on a desktop the
// Vehicles and Company dropdowns close on Escape, Tab past and a click
// elsewhere. Both templates, with and without JavaScript, axe-clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { axeViolations } from './axe.ts';
import { E2E_TENANTS, type E2eTenant } from './tenants.ts';
import { loadSiteConfig } from '../../src/config/load.ts';

const PHONE = { width: 412, height: 915 };
const DESKTOP = { width: 1280, height: 800 };
/** The phone header's height limit (well under 100 px). */
const PHONE_HEADER_MAX = 72;
const COMPANY = ['About Us', 'Contact Us', 'Fleet', 'Careers', 'Terms And Conditions'];

let browser: Browser;
let noScript: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, isMobile: true, hasTouch: true });
});
afterAll(async () => {
  await browser?.close();
});

async function phonePage(slug: E2eTenant, path = '/about-us'): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  const errors = watchErrors(page);
  await page.goto(siteUrl(slug) + path);
  return { page, errors };
}

const header = (page: Page) => page.locator('header.site-header');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Menu' });
/** A group of the menu: on a phone a list under its name, on a desktop a dropdown panel. */
const groupList = (page: Page, name: 'Vehicles' | 'Company') => page.locator(`#nav-${name.toLowerCase()}`);
const groupButton = (page: Page, name: 'Vehicles' | 'Company') => nav(page).getByRole('button', { name });

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

/** The element is shown and lies inside the viewport (not clipped or scrolled sideways). */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  return box.x >= 0 && box.x + box.width <= viewport.width + 0.5 && box.y >= 0 && box.y < viewport.height;
}

/** What Chromium tells assistive technology about an element: role and expanded state. */
async function axNode(page: Page, selector: string): Promise<{ role: string; expanded: boolean | undefined }> {
  // The DOM agent's node ids go stale when the document changes under it (an island hydrating): ask again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await axNodeOnce(page, selector);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Could not find node')) throw error;
    }
  }
}

async function axNodeOnce(page: Page, selector: string): Promise<{ role: string; expanded: boolean | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
  const { nodeId } = (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })) as { nodeId: number };
  const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as {
    nodes: Array<{ role?: { value: string }; properties?: Array<{ name: string; value: { value: unknown } }> }>;
  };
  await cdp.detach();
  const node = nodes[0]!;
  const expanded = node.properties?.find((p) => p.name === 'expanded')?.value.value;
  return { role: node.role?.value ?? '', expanded: expanded === undefined ? undefined : expanded === true };
}

const MENU_BUTTON = '.site-header .site-menu__toggle';

/** A point of the page below the header where a click does nothing (no link, control or open menu). */
async function quietSpot(page: Page): Promise<[number, number]> {
  return page.evaluate(() => {
    const { innerWidth: w, innerHeight: h } = window;
    for (let y = h - 20; y > 100; y -= 20)
      for (const x of [w / 2, 20, w - 20]) {
        const el = document.elementFromPoint(x, y);
        if (
          el &&
          !el.closest(
            'a, button, input, select, textarea, label, summary, [tabindex]:not([tabindex="-1"]), [popover], header',
          )
        )
          return [x, y] as [number, number];
      }
    throw new Error('no quiet spot on the page');
  });
}

/** The popover is open (shown or merely hidden by CSS), as the browser keeps its state. */
const isOpen = (popover: Locator): Promise<boolean> => popover.evaluate((el) => el.matches(':popover-open'));

/** Every link of a group is reachable on screen (scrolled to within the menu panel). */
async function allOnScreen(page: Page, links: Locator): Promise<string[]> {
  const missed: string[] = [];
  for (const link of await links.all()) {
    await link.scrollIntoViewIfNeeded();
    if (!(await inViewport(page, link))) missed.push((await link.textContent()) ?? '');
  }
  return missed;
}

describe.each(E2E_TENANTS)('%s header on a phone (412x915)', (slug) => {
  const template = loadSiteConfig(slug).template;

  it('is one compact row with a Menu button, and nothing scrolls sideways', async () => {
    const { page, errors } = await phonePage(slug);
    const box = (await header(page).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(PHONE_HEADER_MAX);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await inViewport(page, menuButton(page))).toBe(true);
    // The links wait behind the Menu button instead of a clipped, sideways-scrolling row.
    expect(await nav(page).getByRole('link', { name: 'Finance', exact: true }).isVisible()).toBe(false);
    expect(await axNode(page, MENU_BUTTON)).toEqual({ role: 'button', expanded: false });
    if (template === 'classic') {
      // The sticky header that comes back after 500 px is as compact.
      await page.evaluate(() => window.scrollTo(0, 700));
      await page.waitForTimeout(150);
      const sticky = (await header(page).boundingBox())!;
      expect(sticky.y).toBe(0);
      expect(sticky.height).toBeLessThanOrEqual(PHONE_HEADER_MAX);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Menu opens the whole navigation by keyboard: models and Company on screen, page scroll locked, Escape closes', async () => {
    const { page, errors } = await phonePage(slug);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    expect(await axNode(page, MENU_BUTTON)).toEqual({ role: 'button', expanded: true });
    for (const name of ['Home', 'Our Stock', 'Finance', 'Service & Parts'])
      expect(await inViewport(page, nav(page).getByRole('link', { name, exact: true })), name).toBe(true);
    // Tab walks into the menu in order: Home, then the models (or brands) under Vehicles.
    const models = page.getByRole('list', { name: 'Vehicles' }).getByRole('link');
    expect(await models.count()).toBeGreaterThan(1);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Home');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe((await models.first().textContent())!.trim());
    expect(await allOnScreen(page, models)).toEqual([]);
    const company = page.getByRole('list', { name: 'Company' }).getByRole('link');
    expect(await company.allTextContents()).toEqual(COMPANY);
    expect(await allOnScreen(page, company)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The page behind does not scroll while the menu is open.
    await page.mouse.move(20, 20);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Escape closes it and puts focus back on the Menu button; the page scrolls again.
    await company.filter({ hasText: 'Fleet' }).focus();
    await page.keyboard.press('Escape');
    expect(await axNode(page, MENU_BUTTON)).toEqual({ role: 'button', expanded: false });
    expect(await focusedText(page)).toBe('Menu');
    expect(await nav(page).getByRole('link', { name: 'Home', exact: true }).isVisible()).toBe(false);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a tap outside the menu closes it; Tab past its last link leaves it for the page', async () => {
    const { page } = await phonePage(slug);
    await menuButton(page).click();
    expect((await axNode(page, MENU_BUTTON)).expanded).toBe(true);
    // A tap on the header bar beside the Menu button (the menu covers the rest of the screen).
    const toggle = (await menuButton(page).boundingBox())!;
    const [x, y] = [toggle.x - 4, toggle.y + toggle.height / 2];
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('a, button'), [x, y])).toBe(
      null,
    );
    await page.mouse.click(x, y);
    expect((await axNode(page, MENU_BUTTON)).expanded).toBe(false);

    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const links = await nav(page).getByRole('link').count();
    for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
    // Focus is on the page (the breadcrumb's Home): the menu no longer covers it, the page scrolls.
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    expect(await inViewport(page, page.locator(':focus'))).toBe(true);
    expect(await nav(page).isVisible()).toBe(false);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.close();
  });

  it('on a page without an island, Tab out of the menu closes it (Menu says collapsed)', async () => {
    const { page, errors } = await phonePage(slug, '/about-us');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const links = await nav(page).getByRole('link').count();
    for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    expect(await isOpen(page.locator('#site-menu'))).toBe(false);
    expect(await axNode(page, MENU_BUTTON)).toEqual({ role: 'button', expanded: false });
    // Focus back in the header does not bring it back.
    await page.keyboard.press('Shift+Tab');
    expect(await nav(page).getByRole('link', { name: 'Home', exact: true }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without JavaScript the Menu button still opens every link', async () => {
    const page = await noScript.newPage();
    await page.goto(siteUrl(slug) + '/about-us');
    expect((await header(page).boundingBox())!.height).toBeLessThanOrEqual(PHONE_HEADER_MAX);
    await menuButton(page).click();
    for (const name of ['Home', 'Our Stock', 'Finance', 'Service & Parts'])
      expect(await inViewport(page, nav(page).getByRole('link', { name, exact: true })), name).toBe(true);
    expect(await allOnScreen(page, groupList(page, 'Vehicles').getByRole('link'))).toEqual([]);
    expect(await allOnScreen(page, groupList(page, 'Company').getByRole('link'))).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await nav(page).isVisible()).toBe(false);
    await page.close();
  });
});

describe.each(['metro-motor-group', 'harbour-toyota'] as const)('%s header on a desktop (1280x800)', (slug) => {
  /**
   * A desktop page: by default the home page, which ships JavaScript (its quick search island), so
   * the header's script that closes a dropdown when focus leaves it runs there (docs/decisions.md).
   */
  async function desktopPage(javaScript = true, path = '/'): Promise<{ page: Page; errors: string[] }> {
    const context = javaScript ? null : await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = context ? await context.newPage() : await browser.newPage({ viewport: DESKTOP });
    const errors = watchErrors(page);
    await page.goto(siteUrl(slug) + path);
    if (javaScript) await page.waitForLoadState('networkidle');
    return { page, errors };
  }
  const VEHICLES = '.nav-group__toggle[popovertarget="nav-vehicles"]';

  it('shows the whole menu in one row of the header, no Menu button', async () => {
    const { page } = await desktopPage();
    expect(await menuButton(page).isVisible()).toBe(false);
    for (const name of ['Home', 'Our Stock', 'Finance', 'Service & Parts'])
      expect(await inViewport(page, nav(page).getByRole('link', { name, exact: true })), name).toBe(true);
    expect(await groupButton(page, 'Vehicles').isVisible()).toBe(true);
    await page.close();
  });

  it('Vehicles closes on Escape (focus back on it), on a click elsewhere and on Tab past its last link', async () => {
    const { page, errors } = await desktopPage();
    const panel = groupList(page, 'Vehicles');
    const button = groupButton(page, 'Vehicles');

    await button.click();
    expect(await panel.isVisible()).toBe(true);
    expect(await axNode(page, VEHICLES)).toEqual({ role: 'button', expanded: true });
    // Under its button, inside the screen.
    const [b, p] = [(await button.boundingBox())!, (await panel.boundingBox())!];
    expect(p.y).toBeGreaterThanOrEqual(b.y + b.height - 1);
    expect(await inViewport(page, panel)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await axNode(page, VEHICLES)).toEqual({ role: 'button', expanded: false });
    expect(await focusedText(page)).toBe('Vehicles');

    await button.click();
    expect(await panel.isVisible()).toBe(true);
    const [x, y] = await quietSpot(page);
    await page.mouse.click(x, y);
    expect(await panel.isVisible()).toBe(false);
    expect(await axNode(page, VEHICLES)).toEqual({ role: 'button', expanded: false });

    // Keyboard: open, Tab through every link; one more Tab leaves the dropdown and it goes.
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await panel.isVisible()).toBe(true);
    const links = await panel.getByRole('link').count();
    for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Our Stock');
    expect(await panel.isVisible()).toBe(false);
    // Closed, not only hidden: its button says collapsed, and focus back on it does not bring it back.
    expect(await isOpen(panel)).toBe(false);
    expect(await axNode(page, VEHICLES)).toEqual({ role: 'button', expanded: false });
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText(page)).toBe('Vehicles');
    expect(await panel.isVisible()).toBe(false);

    // Shift+Tab back out of it (from its first link, past its button) closes it too.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await isOpen(panel)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText(page)).toBe('Vehicles');
    expect(await isOpen(panel)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText(page)).toBe('Home');
    expect(await isOpen(panel)).toBe(false);
    expect(await axNode(page, VEHICLES)).toEqual({ role: 'button', expanded: false });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opening Company closes Vehicles, and Company closes the same ways', async () => {
    const { page } = await desktopPage();
    await groupButton(page, 'Vehicles').click();
    await groupButton(page, 'Company').click();
    expect(await groupList(page, 'Vehicles').isVisible()).toBe(false);
    const company = groupList(page, 'Company');
    expect(await inViewport(page, company)).toBe(true);
    expect(await company.getByRole('link').allTextContents()).toEqual(COMPANY);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('About Us');
    await page.keyboard.press('Escape');
    expect(await company.isVisible()).toBe(false);
    expect(await focusedText(page)).toBe('Company');
    // Tab past its last link closes it: the page's first link after the header has focus.
    await page.keyboard.press('Enter');
    for (let i = 0; i <= COMPANY.length; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.site-header') === null)).toBe(true);
    expect(await isOpen(company)).toBe(false);
    expect(await axNode(page, '.nav-group__toggle[popovertarget="nav-company"]')).toEqual({
      role: 'button',
      expanded: false,
    });
    await page.close();
  });

  it('a page without an island (no script file) closes a dropdown on Tab past, Escape and a click elsewhere', async () => {
    const { page, errors } = await desktopPage(true, '/about-us');
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect(scripts.filter((url) => url.endsWith('.js'))).toEqual([]);
    const panel = groupList(page, 'Vehicles');
    await groupButton(page, 'Vehicles').focus();
    await page.keyboard.press('Enter');
    const links = await panel.getByRole('link').count();
    for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Our Stock');
    expect(await panel.isVisible()).toBe(false);
    // Closed, not only hidden: its button says collapsed, and focus back on it does not bring it back.
    expect(await isOpen(panel)).toBe(false);
    expect(await axNode(page, VEHICLES)).toEqual({ role: 'button', expanded: false });
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText(page)).toBe('Vehicles');
    expect(await panel.isVisible()).toBe(false);

    await page.keyboard.press('Enter');
    expect(await isOpen(panel)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(panel)).toBe(false);
    expect(await focusedText(page)).toBe('Vehicles');
    await groupButton(page, 'Company').click();
    const [x, y] = await quietSpot(page);
    await page.mouse.click(x, y);
    expect(await isOpen(groupList(page, 'Company'))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without JavaScript the dropdowns open and close the same way', async () => {
    const { page } = await desktopPage(false, '/about-us');
    await groupButton(page, 'Company').click();
    expect(await groupList(page, 'Company').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await groupList(page, 'Company').isVisible()).toBe(false);
    await page.context().close();
  });
});
