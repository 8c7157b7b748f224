/** What the smoke suite needs from a browser, the same for Firefox (BiDi) and WebKit (classic WebDriver). */
export interface EngineSession {
  readonly engine: 'firefox' | 'webkit';
  /**
   * Opens `url` with the error recorder ({@link RECORDER}) in place before any of the page's own
   * scripts run, and waits for the load event.
   */
  goto(url: string): Promise<void>;
  /** Reloads the page the same way. */
  reload(): Promise<void>;
  /** Sets the viewport (the page's innerWidth x innerHeight) to this size. */
  setViewport(width: number, height: number): Promise<void>;
  /** Runs `fn` in the page; arguments and result go through JSON. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<Awaited<T>>;
  /** A real (WebDriver) click in the middle of the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Types `text` into the first element matching `selector`, as keystrokes. */
  type(selector: string, text: string): Promise<void>;
  /** Presses one key with the first element matching `selector` focused. */
  press(selector: string, key: 'ArrowRight' | 'Escape'): Promise<void>;
  close(): Promise<void>;
}

/** Polls `fn` in the page until it returns something truthy; fails after `timeout` ms with `what`. */
export async function waitFor<A extends unknown[]>(
  session: EngineSession,
  what: string,
  fn: (...args: A) => unknown,
  args: A,
  timeout = 20_000,
): Promise<void> {
  const end = Date.now() + timeout;
  let failure = '';
  for (;;) {
    let value: unknown = false;
    try {
      value = await session.evaluate(fn, ...args);
    } catch (error) {
      // The page navigated or is still loading: ask again.
      failure = ` (last: ${String(error).slice(0, 200)})`;
    }
    if (value) return;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}${failure}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Rejects after `ms` with `what`, so no browser step can hang the suite. */
export function withTimeout<T>(what: string, ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    Promise.resolve(promise).finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
    }),
  ]);
}

/**
 * Records, in `window.__smokeErrors`, what a shopper's browser would report as broken: uncaught
 * errors (React's hydration errors among them, which it reports through reportError), unhandled
 * rejections, Content-Security-Policy violations (the event, and the buffered reports of any
 * that came before this script) and console.error calls. Plain source, run before the page's
 * scripts: through a preload script (Firefox) or while the page's scripts are held (WebKit).
 */
export const RECORDER = `(() => {
  if (window.__smokeErrors) return;
  const list = (window.__smokeErrors = []);
  const text = (v) => (v && v.message ? v.message : String(v));
  window.addEventListener('error', (e) => {
    if (e instanceof ErrorEvent) list.push('error: ' + text(e.error || e.message) + ' at ' + e.filename + ':' + e.lineno);
  });
  window.addEventListener('unhandledrejection', (e) => list.push('unhandledrejection: ' + text(e.reason)));
  const csp = (d, uri, at) => 'csp: ' + d + ' blocked ' + (uri || 'inline') + (at ? ' at ' + at : '');
  document.addEventListener('securitypolicyviolation', (e) =>
    list.push(csp(e.violatedDirective, e.blockedURI, e.sourceFile + ':' + e.lineNumber)),
  );
  if (typeof ReportingObserver === 'function') {
    try {
      new ReportingObserver(
        (reports) => {
          for (const r of reports) {
            const b = r.body || {};
            const line = csp(b.effectiveDirective, b.blockedURL, b.sourceFile);
            if (!list.some((l) => l.startsWith(csp(b.effectiveDirective, b.blockedURL, '')))) list.push(line);
          }
        },
        { types: ['csp-violation'], buffered: true },
      ).observe();
    } catch {}
  }
  const consoleError = console.error;
  console.error = function (...args) {
    list.push('console.error: ' + args.map(text).join(' '));
    return consoleError.apply(this, args);
  };
})();`;

/** What the recorder has seen on the current page. */
export function recordedErrors(session: EngineSession): Promise<string[]> {
  return session.evaluate(() => (window as unknown as { __smokeErrors?: string[] }).__smokeErrors ?? ['no recorder']);
}
