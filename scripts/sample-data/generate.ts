/**
 * Deterministic sample data for the sample tenants.
 *
 *   node scripts/sample-data/generate.ts [--out .sample-data] [--site <slug>]... [--cars N]
 *
 * Without --site it writes the four demo tenants; `--site bench-20k` (or
 * `--site all`) adds the 20,000-car scale tenant. Same bytes on every run.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_TENANT_SLUGS, profileBySlug, TENANT_PROFILES, type TenantProfile } from './profiles.ts';
import { generateTenant } from './tenant.ts';
import { writeTenant } from './write.ts';

export interface CliOptions {
  out: string;
  profiles: TenantProfile[];
  cars: number | undefined;
}

/** Parses the command line; throws with a usage message on bad input. */
export function parseCli(argv: readonly string[]): CliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      out: { type: 'string', default: '.sample-data' },
      site: { type: 'string', multiple: true },
      cars: { type: 'string' },
    },
    strict: true,
  });
  const sites = (values.site ?? [])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  let profiles: TenantProfile[];
  if (sites.length === 0) profiles = DEMO_TENANT_SLUGS.map((s) => profileBySlug(s) as TenantProfile);
  else if (sites.includes('all')) profiles = [...TENANT_PROFILES];
  else {
    profiles = sites.map((slug) => {
      const p = profileBySlug(slug);
      if (!p) throw new Error(`unknown site "${slug}"; known: ${TENANT_PROFILES.map((t) => t.slug).join(', ')}`);
      return p;
    });
  }
  let cars: number | undefined;
  if (values.cars !== undefined) {
    cars = Number(values.cars);
    if (!/^\d+$/.test(values.cars) || !Number.isSafeInteger(cars))
      throw new Error(`--cars must be a whole number, got "${values.cars}"`);
  }
  return { out: values.out, profiles, cars };
}

export function main(argv: readonly string[]): void {
  const options = parseCli(argv);
  const out = resolve(options.out);
  for (const profile of options.profiles) {
    const started = performance.now();
    const collections = generateTenant(profile, { cars: options.cars });
    writeTenant(out, profile.slug, collections);
    const ms = Math.round(performance.now() - started);
    console.log(
      `${profile.slug}: ${collections.cars.length} cars, ${collections.locations.length} locations, ${collections.models.length} models, ${collections.offers.length} offers -> ${out}/${profile.slug} (${ms} ms)`,
    );
  }
}

if (import.meta.main) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`sample-data: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
