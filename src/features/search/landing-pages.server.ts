// The search landing pages of the build, each with its props and its cacheKey (./page-key.ts).
// Each page's search is answered here, once per build: Astro may ask a route's getStaticPaths()
// again while an earlier call is still under way (several pages of the route render at once),
// and each answer renders the island once (getServerState), so the list is made once and shared.
import type { InstantSearchServerState } from 'react-instantsearch';
import { pagedPath } from '../../core/search/routing.ts';
import {
  islandServerState,
  islandSettings,
  landingDescription,
  noScriptPages,
  searchLandings,
  type LandingPage,
} from './props.server.ts';
import { landingPageKey } from './page-key.ts';

export interface LandingPageEntry {
  params: { path: string };
  props: {
    landing: LandingPage;
    page: number;
    settings: Awaited<ReturnType<typeof islandSettings>>;
    serverState: InstantSearchServerState;
    description: string;
  };
  cacheKey: string;
}

let entries: Promise<LandingPageEntry[]> | undefined;

/** Every landing page and its prebuilt later pages, in landing order. */
export function landingPageEntries(): Promise<LandingPageEntry[]> {
  entries ??= (async () => {
    const [landings, prebuilt] = await Promise.all([searchLandings(), noScriptPages()]);
    const out: LandingPageEntry[] = [];
    for (const landing of landings) {
      for (let page = 1; page <= (prebuilt[landing.path] ?? 1); page++) {
        // One at a time: getServerState's render is synchronous work.
        const settings = await islandSettings(landing, page);
        const serverState = await islandServerState(settings);
        const description = landingDescription(landing, settings.siteName);
        out.push({
          params: { path: pagedPath(landing.path, page).replace(/^\/search\//, '') },
          props: { landing, page, settings, serverState, description },
          cacheKey: await landingPageKey({ title: landing.title, description, page, settings, serverState }),
        });
      }
    }
    return out;
  })();
  return entries;
}
