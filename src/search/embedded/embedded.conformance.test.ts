// @vitest-environment node
import { runConformance } from '../conformance.ts';
import { engineClient } from './client.ts';
import { engineFromPayload } from './load.ts';
import { buildEmbeddedIndex } from './payload.ts';

runConformance('embedded (in process)', async (setup) => {
  const payload = buildEmbeddedIndex(setup.cars, {
    tenant: setup.tenant,
    now: setup.buildNow,
    financeProvider: setup.financeProvider,
  });
  // Through JSON, as the browser receives it.
  const engine = engineFromPayload(JSON.parse(JSON.stringify(payload)), { now: () => setup.now });
  return { client: engineClient(engine) };
});
