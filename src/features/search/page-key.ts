// The cacheKey of a search landing page (and of its prebuilt later pages): a digest of what it
// shows (docs/operations.md, "Page keys"), so a night's or an editor's change renders only the
// landing pages whose HTML it changes:
//  - the layout around every page (features/vehicle/page-key.ts layoutKey);
//  - its title, description and page number;
//  - the island's settings (the routing catalogue, card settings, sort options, prebuilt pages,
//    promo positions of the day, locations, search key...): the same object the page packs;
//  - from its search's first answer, only what it shows (core/search/landing-key.ts): its count,
//    its facet counts, its price, year and km ranges and its first page of cards.
// A price change re-renders the landing pages that show that car on their first page or whose
// range it moves, and no others. The incremental-equals-full test holds this to the truth.
import { createHash } from 'node:crypto';
import type { InstantSearchServerState } from 'react-instantsearch';
import { landingKeyParts, type LandingIndexState } from '../../core/search/landing-key.ts';
import { layoutKey } from '../vehicle/page-key.ts';
import type { SearchIslandProps } from './SearchIsland.tsx';

/** What a landing page's HTML is made of besides the layout. */
export interface LandingPageInputs {
  title: string;
  description: string;
  page: number;
  settings: Omit<SearchIslandProps, 'serverState'>;
  serverState: InstantSearchServerState;
}

/** The cacheKey of a landing page (or of its page `page`). */
export async function landingPageKey(inputs: LandingPageInputs): Promise<string> {
  const { title, description, page, settings, serverState } = inputs;
  const results = serverState.initialResults as unknown as Record<string, LandingIndexState>;
  return createHash('sha1')
    .update(JSON.stringify([await layoutKey(), title, description, page, settings, landingKeyParts(results)]))
    .digest('base64url');
}
