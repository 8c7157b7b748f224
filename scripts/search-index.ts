// node scripts/search-index.ts --site <slug> [--index <uid>]  (npm run search:index -- --site <slug>)
//
// Pushes a tenant's listed stock (from its pulled snapshot, .data/<slug>/snapshot.json)
// to Meilisearch, applies the index settings, and mints the tenant token the
// site's search page uses (signed with the tenant's own search key, valid for
// 7 days, written to .data/<slug>/search-token.json where the build takes it
// over site.json's search.meilisearch.search_key; the nightly runs this step to
// renew it). Needs MEILI_URL and MEILI_ADMIN_KEY in the environment; the admin
// key never leaves this script.
// BUILD_TIME pins the clock (as for builds).
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { DEFAULT_INDEX_UID } from '../src/core/search/options.ts';
import { CarSchema, type CarOutput } from '../src/data/schemas.ts';
import { readSnapshot, snapshotPath } from '../src/data/snapshot.ts';
import {
  adminClient,
  ensureSearchKey,
  mintTenantToken,
  prepareIndex,
  pushTenantDocuments,
  readMeiliEnv,
  tenantTokenExpiry,
} from '../src/search/meilisearch/admin.ts';
import { searchTokenPath, writeSearchToken } from '../src/data/search-token.ts';
import { tenantFilterOf } from '../src/search/site.ts';
import { tenantFilterExpression } from '../src/search/tenant-filter.ts';
import { tryLoadSite } from './lib/cli.ts';
import { dealershipIdClashes } from '../src/config/load.ts';

export interface SearchIndexArgs {
  site: string;
  index: string | null;
}

export function parseSearchIndexArgs(argv: readonly string[]): SearchIndexArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: { site: { type: 'string' }, index: { type: 'string' } },
    strict: true,
  });
  if (!values.site) throw new Error('Usage: node scripts/search-index.ts --site <slug> [--index <uid>]');
  return { site: values.site, index: values.index ?? null };
}

/** Validated cars of a snapshot; records that fail the schema are counted and skipped. */
function snapshotCars(records: readonly unknown[]): { cars: CarOutput[]; invalid: number } {
  const cars: CarOutput[] = [];
  let invalid = 0;
  for (const record of records) {
    const parsed = v.safeParse(CarSchema, record);
    if (parsed.success) cars.push(parsed.output);
    else invalid++;
  }
  return { cars, invalid };
}

export async function main(argv: readonly string[]): Promise<number> {
  let args: SearchIndexArgs;
  let env: ReturnType<typeof readMeiliEnv>;
  try {
    args = parseSearchIndexArgs(argv);
    env = readMeiliEnv();
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const site = tryLoadSite(args.site);
  if (!site) return 1;
  // The token's filter is the tenant's dealership ids: one shared with another tenant would
  // let this tenant's search show the other's stock.
  const clashes = dealershipIdClashes(args.site);
  if (clashes.length > 0) {
    for (const clash of clashes) console.error(`${args.site}: ${clash}`);
    return 1;
  }
  const snapshot = readSnapshot(args.site);
  if (!snapshot) {
    console.error(`No snapshot at ${snapshotPath(args.site)}: run npm run pull -- --site ${args.site} first.`);
    return 1;
  }

  const now = process.env['BUILD_TIME'] ? new Date(process.env['BUILD_TIME']) : new Date();
  const index = args.index ?? site.search.meilisearch?.index ?? DEFAULT_INDEX_UID;
  const tenant = tenantFilterOf(site, snapshot.collections.locations);
  const { cars, invalid } = snapshotCars(snapshot.collections.cars);

  const client = adminClient(env);
  await prepareIndex(client, index);
  const report = await pushTenantDocuments(client, cars, {
    index,
    tenant,
    now,
    financeProvider: site.finance_provider,
  });
  const key = await ensureSearchKey(client, index, args.site);
  const expiresAt = tenantTokenExpiry({ now });
  const token = await mintTenantToken({ key, index, tenant, now, expiresAt });
  // The build reads it (over site.json's search_key), so the nightly renewal needs no edit.
  writeSearchToken(args.site, { token, index, expires_at: expiresAt.toISOString() });

  console.log(`search:index ${args.site} -> ${env.url} index ${index}`);
  console.log(`  cars in snapshot        ${cars.length}${invalid > 0 ? ` (${invalid} invalid records skipped)` : ''}`);
  console.log(`  documents pushed        ${report.pushed} (listed at ${now.toISOString()})`);
  console.log(`  stale documents deleted ${report.deleted}`);
  console.log(`  tenant filter           ${tenantFilterExpression(tenant, now)}`);
  console.log(`  tenant token, valid until ${expiresAt.toISOString()} (${searchTokenPath(args.site)}):`);
  console.log(token);
  return 0;
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`search:index failed: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
