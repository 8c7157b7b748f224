/**
 * The local platform API's database: one SQLite file (node:sqlite), seeded
 * from the pulled snapshots (.data/<slug>/snapshot.json) and holding what the
 * browser sends (leads, views, watchlist, phone reveals, reservations...).
 *
 * Seeding is idempotent: a tenant is (re)seeded when its snapshot's
 * `pulled_at` differs from the one recorded in `sites`; what shoppers sent is
 * never touched by a reseed.
 */
import { openSqlite } from '../lib/sqlite.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Snapshot } from '../../src/data/snapshot.ts';
import { ALERT_SCHEMA } from './alerts/store.ts';

const SCHEMA = `
PRAGMA foreign_keys = ON;
CREATE TABLE IF NOT EXISTS sites (
  slug TEXT PRIMARY KEY,
  snapshot_pulled_at TEXT NOT NULL,
  seeded_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS cars (
  site TEXT NOT NULL,
  id INTEGER NOT NULL,
  slug TEXT NOT NULL,
  status TEXT NOT NULL,
  location_id INTEGER,
  data TEXT NOT NULL,
  PRIMARY KEY (site, id),
  UNIQUE (site, slug)
);
CREATE TABLE IF NOT EXISTS locations (
  site TEXT NOT NULL,
  id INTEGER NOT NULL,
  slug TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (site, id)
);
CREATE TABLE IF NOT EXISTS dealerships (
  site TEXT NOT NULL,
  id INTEGER NOT NULL,
  slug TEXT,
  data TEXT NOT NULL,
  PRIMARY KEY (site, id)
);
CREATE TABLE IF NOT EXISTS leads (
  lead_id TEXT NOT NULL,
  site TEXT NOT NULL,
  form TEXT NOT NULL,
  category TEXT NOT NULL,
  car_id INTEGER,
  payload TEXT NOT NULL,
  spam INTEGER NOT NULL DEFAULT 0,
  ip TEXT,
  created_at TEXT NOT NULL,
  appointment_at TEXT,
  location_id INTEGER,
  valuation TEXT,
  adjustments TEXT,
  offer_accepted INTEGER NOT NULL DEFAULT 0,
  form_completed INTEGER NOT NULL DEFAULT 0,
  UNIQUE (site, lead_id)
);
CREATE INDEX IF NOT EXISTS leads_site ON leads (site, created_at);
CREATE INDEX IF NOT EXISTS leads_appointments ON leads (site, location_id, appointment_at);
CREATE TABLE IF NOT EXISTS car_views (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  photos_count INTEGER,
  website_id INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS car_views_car ON car_views (site, car_id);
CREATE TABLE IF NOT EXISTS watchlist (
  site TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (site, phone_number, car_id)
);
CREATE TABLE IF NOT EXISTS phone_reveals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  dealership_id INTEGER,
  website_id INTEGER,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS miscellaneous (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT NOT NULL,
  lead_id TEXT,
  column_name TEXT NOT NULL,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS reservations (
  reservation_id TEXT NOT NULL,
  site TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  fee REAL NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (site, car_id),
  UNIQUE (site, reservation_id)
);
`;

/**
 * Databases made before ids were per tenant had `lead_id` and `reservation_id` UNIQUE on their
 * own: a second tenant's lead with the same id was answered 'duplicate' and lost. SQLite cannot
 * drop a column constraint, so such a table is rebuilt with the current definition, rows kept.
 */
function migrateIdsPerTenant(db: DatabaseSync): void {
  for (const [table, column] of [
    ['leads', 'lead_id'],
    ['reservations', 'reservation_id'],
  ] as const) {
    const globallyUnique = db
      .prepare(`PRAGMA index_list(${table})`)
      .all()
      .some((index) => {
        if (index['unique'] !== 1) return false;
        const columns = db.prepare(`PRAGMA index_info("${String(index['name'])}")`).all();
        return columns.length === 1 && columns[0]?.['name'] === column;
      });
    if (!globallyUnique) continue;
    const definition = SCHEMA.match(new RegExp(`CREATE TABLE IF NOT EXISTS ${table} \\([^;]*\\);`))?.[0];
    if (!definition) throw new Error(`no definition of ${table} to migrate to`);
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(`ALTER TABLE ${table} RENAME TO ${table}_old`);
      db.exec(definition);
      db.exec(`INSERT INTO ${table} SELECT * FROM ${table}_old`);
      db.exec(`DROP TABLE ${table}_old`);
      db.exec(SCHEMA); // the table's indexes went with the old table
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

/**
 * Opens (creating when needed) the database and its tables. ':memory:' works too.
 * `synchronous = FULL`: a lead the API acknowledged is on disk, and survives an OS crash or a
 * power loss (docs/security.md; the cost, measured with bench:api, in docs/platform-api.md).
 */
export function openDatabase(path: string): DatabaseSync {
  const db = openSqlite(path, SCHEMA + ALERT_SCHEMA, { synchronous: 'FULL' });
  migrateIdsPerTenant(db);
  return db;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Seeds one tenant from its snapshot unless that snapshot is already seeded. Returns whether it seeded. */
export function seedSite(db: DatabaseSync, slug: string, snapshot: Snapshot, now: Date = new Date()): boolean {
  const seeded = db.prepare('SELECT snapshot_pulled_at FROM sites WHERE slug = ?').get(slug) as
    { snapshot_pulled_at: string } | undefined;
  if (seeded?.snapshot_pulled_at === snapshot.meta.pulled_at) return false;
  const insertCar = db.prepare(
    'INSERT INTO cars (site, id, slug, status, location_id, data) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertLocation = db.prepare('INSERT INTO locations (site, id, slug, data) VALUES (?, ?, ?, ?)');
  const insertDealership = db.prepare('INSERT INTO dealerships (site, id, slug, data) VALUES (?, ?, ?, ?)');
  db.exec('BEGIN IMMEDIATE');
  try {
    for (const table of ['cars', 'locations', 'dealerships'])
      db.prepare(`DELETE FROM ${table} WHERE site = ?`).run(slug);
    for (const car of snapshot.collections.cars) {
      const location = car['location'] as { id?: unknown } | null | undefined;
      insertCar.run(
        slug,
        Number(car.id),
        String(car['slug']),
        String(car['status']),
        num(location?.id),
        JSON.stringify(car),
      );
    }
    for (const location of snapshot.collections.locations) {
      insertLocation.run(slug, Number(location.id), String(location['slug']), JSON.stringify(location));
    }
    for (const dealership of snapshot.collections.dealerships) {
      const dSlug = dealership['slug'];
      insertDealership.run(
        slug,
        Number(dealership.id),
        typeof dSlug === 'string' ? dSlug : null,
        JSON.stringify(dealership),
      );
    }
    db.prepare(
      `INSERT INTO sites (slug, snapshot_pulled_at, seeded_at) VALUES (?, ?, ?)
       ON CONFLICT (slug) DO UPDATE SET snapshot_pulled_at = excluded.snapshot_pulled_at, seeded_at = excluded.seeded_at`,
    ).run(slug, snapshot.meta.pulled_at, now.toISOString());
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return true;
}
