import { launch, type Browser, type Page } from 'puppeteer-core';
import { clickScreen } from './display.ts';
import { RECORDER, withTimeout, type EngineSession } from './session.ts';

export const FIREFOX = process.env['FIREFOX_PATH'] ?? '/usr/lib/firefox-esr/firefox-esr';
const STEP = 30_000;

/**
 * Debian's Firefox ESR over WebDriver BiDi, headful on `display` (a window manager on it): headless
 * Firefox never gives the page focus, so blur validation and fullscreen would fail for no real reason.
 * The recorder is a BiDi preload script: it runs before anything of the page's.
 */
export async function openFirefox(display: string): Promise<EngineSession> {
  const browser: Browser = await withTimeout(
    'Firefox launch',
    60_000,
    launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: false,
      env: { ...process.env, DISPLAY: display, MOZ_CRASHREPORTER_DISABLE: '1' },
      protocolTimeout: STEP,
      extraPrefsFirefox: {
        // A closed network: no update, telemetry or remote settings traffic.
        'app.update.enabled': false,
        'toolkit.telemetry.enabled': false,
        'datareporting.policy.dataSubmissionEnabled': false,
        'browser.shell.checkDefaultBrowser': false,
      },
    }),
  );
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  page.setDefaultTimeout(STEP);
  page.setDefaultNavigationTimeout(STEP);
  await page.evaluateOnNewDocument(RECORDER);
  await clickScreen(display);
  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    async setViewport(width, height) {
      // puppeteer also sends emulation.setScreenOrientationOverride, which Firefox ESR does not know;
      // the viewport command goes out with it and applies, so that refusal alone is let pass.
      await page.setViewport({ width, height }).catch((error: unknown) => {
        if (!String(error).includes('setScreenOrientationOverride')) throw error;
      });
      // The new size can land a moment later.
      for (let attempt = 0; ; attempt++) {
        const [w, h] = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
        if (w === width && h === height) return;
        if (attempt === 30) throw new Error(`Firefox viewport is ${w}x${h}, not ${width}x${height}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    evaluate: (fn, ...args) =>
      withTimeout('Firefox script', STEP, page.evaluate(fn as never, ...(args as unknown as never[]))) as never,
    async click(selector) {
      const element = await page.waitForSelector(selector, { visible: true });
      await element!.click();
    },
    async type(selector, text) {
      const element = await page.waitForSelector(selector, { visible: true });
      await element!.type(text);
    },
    async press(selector, key) {
      const element = await page.waitForSelector(selector);
      await element!.press(key);
    },
    async close() {
      await withTimeout('Firefox close', STEP, browser.close()).catch(() => browser.process()?.kill('SIGKILL'));
    },
  };
}
