// Build inputs derived from a tenant's snapshot by `scripts/prepare.ts`
// (.data/<slug>/build/). The prepare step runs in its own process before
// `astro build`, so the build never holds the full snapshot in memory:
//  - content.json: every collection but cars, for Astro's content layer;
//  - cars.json: the cars as slim summaries (the search document: what
//    listings, cards and search need), read by src/data/store.ts. Cars stay
//    out of the content layer: at 20,000 cars it serialised its 17 MB store on
//    every build and kept a second copy of it in memory (docs/performance.md);
//  - car-details.ndjson + car-details.index.json: one full car record per
//    line, read by offset when its vehicle page renders;
//  - search-index.json: the embedded search index of the listed cars.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { dataDir, type CollectionName, type SnapshotCollections, type SnapshotMeta } from './snapshot.ts';
import type { CarOutput } from './schemas.ts';
import type { CarSummary } from './car-summary.ts';
// Stored as JSON, not read here: the data layer does not import the search layer's type.
import type { SearchIndexFile as EmbeddedIndexPayload } from './search-index-file.ts';

/** The collections Astro's content layer holds (src/content.config.ts): all but the cars. */
export type ContentCollectionName = Exclude<CollectionName, 'cars'>;

export interface BuildContent {
  meta: SnapshotMeta;
  collections: Omit<SnapshotCollections, 'cars'>;
}

export function buildDir(slug: string, dir: string = dataDir()): string {
  return join(dir, slug, 'build');
}

export function contentPath(slug: string, dir?: string): string {
  return join(buildDir(slug, dir), 'content.json');
}

export function carsPath(slug: string, dir?: string): string {
  return join(buildDir(slug, dir), 'cars.json');
}

/** The cars' JSON and line digests as the pull made them (scripts/pull), so they are not made twice. */
export interface SerialisedCars {
  json: readonly string[];
  /** sha1 (base64url) of each JSON line (the JSON and a newline). */
  digests: readonly string[];
}

/** Writes the build inputs; each file goes through a temporary name and a rename. */
export function writeBuildData(
  slug: string,
  content: BuildContent,
  summaries: readonly CarSummary[],
  details: readonly CarOutput[],
  searchIndex: EmbeddedIndexPayload,
  dir?: string,
  serialised?: SerialisedCars,
): void {
  const root = buildDir(slug, dir);
  mkdirSync(root, { recursive: true });
  const index: Record<string, [number, number]> = {};
  const keys: Record<string, CarKeyInputs> = {};
  const detailsTmp = join(root, `car-details.ndjson.${process.pid}.tmp`);
  const fd = openSync(detailsTmp, 'w');
  try {
    let offset = 0;
    details.forEach((car, i) => {
      const line = Buffer.from(`${serialised?.json[i] ?? JSON.stringify(car)}\n`);
      writeSync(fd, line);
      index[String(car.id)] = [offset, line.length - 1];
      keys[String(car.id)] = carKeyInputs(car, serialised?.digests[i] ?? lineDigest(line));
      offset += line.length;
    });
  } finally {
    closeSync(fd);
  }
  renameSync(detailsTmp, join(root, 'car-details.ndjson'));
  const write = (name: string, value: unknown) => {
    const tmp = join(root, `${name}.${process.pid}.tmp`);
    writeFileSync(tmp, JSON.stringify(value));
    renameSync(tmp, join(root, name));
  };
  write('car-details.index.json', index);
  write('car-keys.json', keys);
  write('search-index.json', searchIndex);
  write('cars.json', summaries);
  write('content.json', content);
}

/**
 * What a car's vehicle page key is made of (src/features/vehicle/page-key.ts), from its full
 * record: a digest of the record, and the fields its page reads with the build clock, so the key
 * needs no full record per page.
 */
export interface CarKeyInputs {
  /** sha1 (base64url) of the record's JSON line. */
  digest: string;
  created_at: string;
  rego_expiry: string | null;
  location_id: number | null;
}

function lineDigest(line: Uint8Array): string {
  return createHash('sha1').update(line).digest('base64url');
}

function carKeyInputs(car: CarOutput, digest: string): CarKeyInputs {
  return {
    digest,
    created_at: car.created_at,
    rego_expiry: car.rego_expiry ?? null,
    location_id: car.location?.id ?? null,
  };
}

/** Each car's key inputs by id (written by the prepare step). */
export function readCarKeyInputs(slug: string, dir?: string): Record<string, CarKeyInputs> {
  const path = join(buildDir(slug, dir), 'car-keys.json');
  if (!existsSync(path)) throw noPreparedData(slug);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, CarKeyInputs>;
}

/** The embedded search index as JSON text (served as is). */
export function readSearchIndexText(slug: string, dir?: string): string {
  return readFileSync(join(buildDir(slug, dir), 'search-index.json'), 'utf8');
}

export function readBuildContent(slug: string, dir?: string): BuildContent {
  return JSON.parse(readFileSync(contentPath(slug, dir), 'utf8')) as BuildContent;
}

/** The error for a tenant whose build inputs are missing. */
export function noPreparedData(slug: string): Error {
  return new Error(
    `No prepared data for tenant "${slug}". Run \`npm run build -- --site ${slug}\` (pull + prepare) first.`,
  );
}

/** Every car of the snapshot as a summary, in pull order. */
export function readCarSummaries(slug: string, dir?: string): CarSummary[] {
  const path = carsPath(slug, dir);
  if (!existsSync(path)) throw noPreparedData(slug);
  return JSON.parse(readFileSync(path, 'utf8')) as CarSummary[];
}

/** Reads full car records by id from the details file, one at a time. */
export class CarDetailsReader {
  readonly #fd: number;
  readonly #index: Record<string, [number, number]>;
  constructor(slug: string, dir?: string) {
    const root = buildDir(slug, dir);
    this.#index = JSON.parse(readFileSync(join(root, 'car-details.index.json'), 'utf8')) as Record<
      string,
      [number, number]
    >;
    this.#fd = openSync(join(root, 'car-details.ndjson'), 'r');
  }

  get(id: number | string): CarOutput {
    const entry = this.#index[String(id)];
    if (!entry) throw new Error(`No details for car ${id}; run the prepare step again`);
    const buffer = Buffer.alloc(entry[1]);
    readSync(this.#fd, buffer, 0, entry[1], entry[0]);
    return JSON.parse(buffer.toString('utf8')) as CarOutput;
  }
}
