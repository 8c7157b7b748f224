import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** A private X display (Xvfb on a display number it picks itself), optionally with a window manager. */
export interface XDisplay {
  /** The DISPLAY value, e.g. ":3". */
  display: string;
  close(): Promise<void>;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Starts Xvfb on a free display: `-displayfd` makes Xvfb choose an unused number and write it to
 * a pipe, so two runs on one machine never share a screen. `windowManager` adds matchbox, which
 * Firefox needs to take keyboard focus (headless Firefox never gives the page focus).
 */
export async function startDisplay(options: { windowManager?: boolean } = {}): Promise<XDisplay> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1440x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  xvfb.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const number = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start in 15 s: ${stderr}`)), 15_000);
    let out = '';
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(out.trim());
      }
    });
    xvfb.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}): ${stderr}`));
    });
  });
  const display = `:${number}`;
  const children: ChildProcess[] = [xvfb];
  if (options.windowManager) {
    const wm = spawn('matchbox-window-manager', ['-use_titlebar', 'no'], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display },
    });
    children.unshift(wm);
  }
  return {
    display,
    close: async () => {
      for (const child of children) await stop(child);
    },
  };
}

/** Clicks the middle of the screen once (xdotool), so the browser window holds the keyboard focus. */
export async function clickScreen(display: string): Promise<void> {
  const child = spawn('xdotool', ['mousemove', '720', '500', 'click', '1'], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display },
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await once(child, 'exit');
  clearTimeout(timer);
}
