// @vitest-environment node
// The shared search suite against a live Meilisearch server, when
// MEILI_URL and MEILI_ADMIN_KEY are set (none can be installed in CI here):
// the fixture goes, hidden cars included, into a uniquely named index; the
// client searches with a tenant token, so the token's rule is what hides them.
import { describe, it } from 'vitest';
import { runConformance } from '../conformance.ts';
import {
  adminClient,
  ensureSearchKey,
  mintTenantToken,
  prepareIndex,
  pushTenantDocuments,
  readMeiliEnv,
} from './admin.ts';
import { createMeilisearchClient } from './client.ts';

const configured = Boolean(process.env['MEILI_URL'] && process.env['MEILI_ADMIN_KEY']);

if (!configured) {
  console.log('MEILI_URL not set: Meilisearch conformance skipped');
  describe.skip('search conformance: meilisearch', () => {
    it('needs MEILI_URL and MEILI_ADMIN_KEY', () => {});
  });
} else {
  runConformance('meilisearch', async (setup) => {
    const env = readMeiliEnv();
    const admin = adminClient(env);
    const index = `conformance_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await prepareIndex(admin, index);
    // Every car, hidden ones too: the tenant token must keep them out.
    await pushTenantDocuments(admin, setup.cars, {
      index,
      tenant: { ...setup.tenant, dealershipIds: [] },
      now: setup.buildNow,
      prefilter: false,
      financeProvider: setup.financeProvider,
    });
    const key = await ensureSearchKey(admin, index, 'conformance');
    // The fixture clock is not today: the token's expiry is set from the real one.
    const expiresAt = new Date(Date.now() + 60 * 60_000);
    const token = await mintTenantToken({ key, index, tenant: setup.tenant, now: setup.buildNow, expiresAt });
    const client = createMeilisearchClient({
      host: env.url,
      searchKey: token,
      index,
      tenant: setup.tenant,
      now: () => setup.now,
    });
    return {
      client,
      dispose: async () => {
        await admin.deleteIndex(index).waitTask({ timeout: 60_000 });
        await admin.deleteKey(key.uid).catch(() => undefined);
      },
    };
  });
}
