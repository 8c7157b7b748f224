import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { holdScripts, type HeldScripts } from './held-scripts.ts';
import { RECORDER, waitFor, withTimeout, type EngineSession } from './session.ts';

export const WEBKIT_DRIVER = process.env['WEBKIT_DRIVER'] ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env['MINIBROWSER'] ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** MiniBrowser's toolbar holds its window at >= ~447 px wide; this GTK stylesheet lets it go to 412. */
const GTK_CSS =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 6px; } entry { min-width: 10px; }\n';
const STEP = 30_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function driverReady(url: string): Promise<void> {
  const end = Date.now() + 15_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error('WebKitWebDriver did not start in 15 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * MiniBrowser (WebKitGTK) through WebKitWebDriver on `display`. Pages load with the page load
 * strategy "none", their scripts held by a proxy until the recorder is in (see held-scripts.ts).
 */
export async function openWebKit(display: string): Promise<EngineSession> {
  const config = mkdtempSync(join(tmpdir(), 'smoke-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const port = await freePort();
  const child: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config, GDK_BACKEND: 'x11' },
  });
  const server = `http://127.0.0.1:${port}`;
  let driver: WebDriver;
  try {
    await driverReady(server);
    driver = await withTimeout(
      'WebKit session',
      60_000,
      new Builder()
        .usingServer(server)
        .withCapabilities({
          browserName: 'MiniBrowser',
          pageLoadStrategy: 'none',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build(),
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  await driver.manage().setTimeouts({ script: STEP, pageLoad: STEP, implicit: 0 });
  const proxies = new Map<string, HeldScripts>();
  const proxied = async (url: string): Promise<{ url: string; gate: HeldScripts }> => {
    const u = new URL(url);
    const known = [...proxies.entries()].find(([, p]) => p.url === u.origin);
    if (known) return { url, gate: known[1] };
    let gate = proxies.get(u.origin);
    if (!gate) {
      gate = await holdScripts(u.origin);
      proxies.set(u.origin, gate);
    }
    return { url: gate.url + u.pathname + u.search + u.hash, gate };
  };

  const evaluate: EngineSession['evaluate'] = (fn, ...args) =>
    withTimeout(
      'WebKit script',
      STEP,
      driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args),
    ) as never;

  /** Navigates with the scripts held, injects the recorder once the document is parsed, lets them go. */
  const load = async (go: () => Promise<unknown>, gate: HeldScripts) => {
    await evaluate(() => {
      (window as unknown as { __smokeLeaving?: boolean }).__smokeLeaving = true;
    }).catch(() => undefined);
    gate.hold();
    try {
      await withTimeout('WebKit navigation', STEP, go());
      await waitFor(
        session,
        'the new document to be parsed',
        () =>
          !(window as unknown as { __smokeLeaving?: boolean }).__smokeLeaving &&
          document.readyState !== 'loading' &&
          location.href !== 'about:blank',
        [],
        STEP,
      );
      await withTimeout('WebKit recorder', STEP, driver.executeScript(RECORDER));
    } finally {
      gate.release();
    }
    await waitFor(session, 'the load event', () => document.readyState === 'complete', [], STEP);
  };

  let current: HeldScripts | null = null;
  const session: EngineSession = {
    engine: 'webkit',
    async goto(url) {
      const { url: at, gate } = await proxied(url);
      current = gate;
      await load(() => driver.get(at), gate);
    },
    async reload() {
      if (!current) throw new Error('reload before goto');
      await load(() => driver.navigate().refresh(), current);
    },
    async setViewport(width, height) {
      // setRect sizes the window, not the viewport, and the resize lands asynchronously: correct until it fits.
      let rect = { width, height };
      for (let attempt = 0; attempt < 8; attempt++) {
        await withTimeout('WebKit resize', STEP, driver.manage().window().setRect(rect));
        await new Promise((r) => setTimeout(r, 300));
        const [w, h] = await evaluate(() => [window.innerWidth, window.innerHeight]);
        if (w === width && h === height) return;
        rect = { width: rect.width + width - w, height: rect.height + height - h };
      }
      const [w, h] = await evaluate(() => [window.innerWidth, window.innerHeight]);
      throw new Error(`WebKit viewport is ${w}x${h}, not ${width}x${height}`);
    },
    evaluate,
    async click(selector) {
      await withTimeout(`click ${selector}`, STEP, driver.findElement(By.css(selector)).click());
    },
    async type(selector, text) {
      await withTimeout(`type into ${selector}`, STEP, driver.findElement(By.css(selector)).sendKeys(text));
    },
    async press(selector, key) {
      const code = key === 'ArrowRight' ? Key.ARROW_RIGHT : Key.ESCAPE;
      await withTimeout(`press ${key}`, STEP, driver.findElement(By.css(selector)).sendKeys(code));
    },
    async close() {
      await withTimeout('WebKit quit', STEP, driver.quit()).catch(() => undefined);
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await Promise.all([...proxies.values()].map((p) => p.close()));
      rmSync(config, { recursive: true, force: true });
    },
  };
  return session;
}
