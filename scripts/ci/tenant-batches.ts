// node scripts/ci/tenant-batches.ts: the `tenants` job of .github/workflows/sites.yml. Lists the
// tenants to build (every sites/<slug>/site.json on the schedule; the one tenant a
// workflow_dispatch or repository_dispatch names) and splits them into batches for the matrix:
// GitHub runs at most 256 jobs from one matrix, and each job pays checkout, `npm ci` and the
// cache restore once for all its tenants (docs/operations.md, "Batches").
//
// Reads the event GitHub gives every step (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH) and BATCH_SIZE;
// writes `matrix` (JSON: {"include":[{name, sites, t1..tN}]}) and `count` to GITHUB_OUTPUT.
// Only Node's built-ins: the job runs it from a sparse checkout, before any `npm ci`.
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** GitHub's limit on the jobs of one matrix. */
export const MAX_BATCHES = 256;
const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

export interface Batch {
  /** The job's name in the run's list, e.g. "batch 3/125: alpha-cars … delta-motors". */
  name: string;
  /** The batch's tenants, space-separated (slugs never hold spaces). */
  sites: string;
  /** One slot per tenant, t1..t<batch size>, '' when the batch is shorter: the per-tenant steps. */
  [slot: `t${number}`]: string;
}

export class BatchError extends Error {}

/**
 * `slugs` (sorted) in `ceil(n / size)` batches of consecutive tenants whose sizes differ by at most
 * one, so no job carries much more than another; a slot per tenant up to `size`.
 */
export function splitIntoBatches(slugs: readonly string[], size: number): Batch[] {
  if (!Number.isInteger(size) || size < 1) throw new BatchError(`BATCH_SIZE must be a whole number from 1: ${size}`);
  const count = Math.ceil(slugs.length / size);
  if (count > MAX_BATCHES) {
    throw new BatchError(
      `${slugs.length} tenants in batches of ${size} make ${count} jobs; a matrix holds at most ${MAX_BATCHES}: ` +
        `raise BATCH_SIZE (and add its per-tenant slots) in .github/workflows/sites.yml`,
    );
  }
  const batches: Batch[] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    // The first (n mod count) batches take one more tenant.
    const length = Math.floor(slugs.length / count) + (i < slugs.length % count ? 1 : 0);
    const members = slugs.slice(start, start + length);
    start += length;
    const range = members.length === 1 ? members[0]! : `${members[0]!} … ${members.at(-1)!}`;
    const batch: Batch = { name: count === 1 ? range : `batch ${i + 1}/${count}: ${range}`, sites: members.join(' ') };
    for (let slot = 1; slot <= size; slot++) batch[`t${slot}`] = members[slot - 1] ?? '';
    batches.push(batch);
  }
  return batches;
}

/** The tenant a dispatch names ('' when none): workflow_dispatch's input, or repository_dispatch's payload. */
export function requestedTenant(eventName: string, event: Record<string, unknown>): string {
  const from = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
  if (eventName === 'workflow_dispatch')
    return from((event['inputs'] as Record<string, unknown> | undefined)?.['site']);
  if (eventName === 'repository_dispatch') {
    return from((event['client_payload'] as Record<string, unknown> | undefined)?.['site']);
  }
  return '';
}

/** The tenants to build: the requested one (checked: it comes from outside), else every tenant. */
export function tenantsToBuild(sitesDir: string, requested: string): string[] {
  if (requested) {
    if (!SLUG.test(requested))
      throw new BatchError('The requested tenant is not a slug (lowercase letters, digits, hyphens).');
    if (!existsSync(join(sitesDir, requested, 'site.json'))) {
      throw new BatchError(`Unknown tenant '${requested}': there is no ${sitesDir}/${requested}/site.json.`);
    }
    return [requested];
  }
  const slugs = readdirSync(sitesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && SLUG.test(d.name) && existsSync(join(sitesDir, d.name, 'site.json')))
    .map((d) => d.name)
    .sort();
  if (slugs.length === 0) throw new BatchError(`No tenant: there is no ${sitesDir}/<slug>/site.json.`);
  return slugs;
}

if (import.meta.main) {
  try {
    const eventName = process.env['GITHUB_EVENT_NAME'] ?? '';
    const eventPath = process.env['GITHUB_EVENT_PATH'];
    const event = eventPath ? (JSON.parse(readFileSync(eventPath, 'utf8')) as Record<string, unknown>) : {};
    const slugs = tenantsToBuild('sites', requestedTenant(eventName, event));
    const batches = splitIntoBatches(slugs, Number(process.env['BATCH_SIZE'] ?? '8'));
    const lines = [`matrix=${JSON.stringify({ include: batches })}`, `count=${batches.length}`];
    if (process.env['GITHUB_OUTPUT']) appendFileSync(process.env['GITHUB_OUTPUT'], `${lines.join('\n')}\n`);
    console.log(`${slugs.length} tenant(s) in ${batches.length} batch(es):`);
    for (const b of batches) console.log(`  ${b.name}: ${b.sites}`);
  } catch (error) {
    if (!(error instanceof BatchError)) throw error;
    console.log(`::error::${error.message}`);
    process.exit(1);
  }
}
