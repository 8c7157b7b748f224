import { asInstantSearchClient } from '../client.ts';
import { withAttributeAliases } from '../aliases.ts';
import { engineClient } from '../embedded/client.ts';
import { engineFromPayload } from '../embedded/load.ts';
import { buildEmbeddedIndex } from '../embedded/payload.ts';
import { FIXTURE_BUILD_NOW, FIXTURE_NOW, FIXTURE_TENANT, fixtureCars } from './fixture.ts';

/**
 * The InstantSearch client a search page gets over the embedded index of the fixture stock: built
 * at FIXTURE_BUILD_NOW, sent through JSON as the page loads it, queried at FIXTURE_NOW.
 */
export function fixtureSearchClient() {
  const payload = JSON.parse(
    JSON.stringify(buildEmbeddedIndex(fixtureCars(), { tenant: FIXTURE_TENANT, now: FIXTURE_BUILD_NOW })),
  );
  const engine = engineFromPayload(payload, { now: () => FIXTURE_NOW });
  return asInstantSearchClient(withAttributeAliases(engineClient(engine)));
}
