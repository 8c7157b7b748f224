// What a render remembers between renders of a tenant (RENDER_MEMO_DIR, set by the renderer:
// .render/<slug>/memo, emptied when the code changes): named maps from a digest of a page's inputs
// to what was computed from them. Without RENDER_MEMO_DIR (astro dev, astro check) nothing is kept.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function memoFile(name: string): string | null {
  const dir = process.env['RENDER_MEMO_DIR'];
  return dir ? join(dir, `${name}.json`) : null;
}

/** The map the last render kept under `name` (empty when none, or unreadable). */
export function readMemo(name: string): Map<string, string> {
  const file = memoFile(name);
  if (!file) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  } catch {
    return new Map();
  }
}

/** Keeps `entries` under `name` for the next render, replacing what was kept (atomically: threads share it). */
export function writeMemo(name: string, entries: ReadonlyMap<string, string>): void {
  const file = memoFile(name);
  if (!file) return;
  mkdirSync(join(file, '..'), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temporary, JSON.stringify(Object.fromEntries(entries)));
  renameSync(temporary, file);
}
