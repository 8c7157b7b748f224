// Files written once per build after the pages: each is written only when its bytes differ from
// what is there, so an unchanged file keeps its mtime and the release publishes no new copy of it.
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface FilesWrite {
  written: string[];
  unchanged: number;
  removed: string[];
}

/**
 * Writes `files` (relative path -> text) under `outDir`, each only where its bytes differ (through a
 * temporary name and a rename, so a reader never sees half a file), and removes the files in
 * `previous` that this set no longer has.
 */
export function writeFilesIfChanged(
  outDir: string,
  files: ReadonlyMap<string, string>,
  previous: Iterable<string> = [],
): FilesWrite {
  const result: FilesWrite = { written: [], unchanged: 0, removed: [] };
  for (const [name, text] of files) {
    const path = join(outDir, name);
    const bytes = Buffer.from(text);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isFile() && stat.size === bytes.length && readFileSync(path).equals(bytes)) {
      result.unchanged++;
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.tmp`, bytes);
    renameSync(`${path}.tmp`, path);
    result.written.push(name);
  }
  for (const name of previous) {
    if (files.has(name)) continue;
    const path = join(outDir, name);
    if (statSync(path, { throwIfNoEntry: false })) {
      rmSync(path, { force: true });
      result.removed.push(name);
    }
  }
  return result;
}
