/** Writes a tenant's collections as `<out>/<slug>/<collection>.json`. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TenantCollections } from './tenant.ts';

/** A JSON array with one record per line: small diffs, greppable, stable key order (insertion order). */
export function serializeCollection(records: readonly unknown[]): string {
  if (records.length === 0) return '[]\n';
  return `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}

/** Writes every collection file; returns the paths written. */
export function writeTenant(outDir: string, slug: string, collections: TenantCollections): string[] {
  const dir = join(outDir, slug);
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const [name, records] of Object.entries(collections)) {
    const file = join(dir, `${name}.json`);
    writeFileSync(file, serializeCollection(records));
    written.push(file);
  }
  return written;
}
