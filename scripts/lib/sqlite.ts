// One way to open the project's SQLite databases (the platform API's, the builder's queue):
// WAL and a busy timeout on a file, the schema applied. ':memory:' works too.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export function openSqlite(
  path: string,
  schema: string,
  options: { synchronous?: 'NORMAL' | 'FULL' } = {},
): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // WAL with NORMAL survives a crash of the process, not of the OS or the power: commits since
  // the last checkpoint can roll back. FULL syncs the WAL at every commit.
  const synchronous = options.synchronous ?? 'NORMAL';
  if (path !== ':memory:') db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous};`);
  db.exec('PRAGMA busy_timeout = 5000;');
  db.exec(schema);
  return db;
}
