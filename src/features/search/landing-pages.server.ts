// The search landing pages of the build, each with its props and its cacheKey (./page-key.ts).
// The list is made once per process and shared: the route lists its pages, then renders some.
// A page's key comes from its first answer, which renders the island once (getServerState, about
// 25 ms): the renderer keeps each key under a digest of what the answer is computed from
// (props.server.ts landingAnswerInputs and landingInputs, src/data/render-memo.ts), so a page whose inputs did not
// change gets its key without its answer, and its answer is computed only if the page renders.
import { createHash } from 'node:crypto';
import type { InstantSearchServerState } from 'react-instantsearch';
import { readMemo, writeMemo } from '../../data/render-memo.ts';
import { layoutKey } from '../vehicle/page-key.ts';
import { pagedPath } from '../../core/search/routing.ts';
import {
  islandServerState,
  islandSettings,
  landingInputs,
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
    /** The island's first answer: computed when the key was, else when the page renders (serverStateOf). */
    serverState: InstantSearchServerState | undefined;
    description: string;
  };
  cacheKey: string;
}

/** The memo's name (src/data/render-memo.ts). */
const MEMO = 'landing-page-keys';

let entries: Promise<LandingPageEntry[]> | undefined;

/** Every landing page and its prebuilt later pages, in landing order. */
export function landingPageEntries(): Promise<LandingPageEntry[]> {
  entries ??= (async () => {
    const [landings, prebuilt, layout] = await Promise.all([searchLandings(), noScriptPages(), layoutKey()]);
    const memo = readMemo(MEMO);
    const kept = new Map<string, string>();
    const out: LandingPageEntry[] = [];
    const answerInputsOf = landingInputs(landings, prebuilt);
    for (const landing of landings) {
      for (let page = 1; page <= (prebuilt[landing.path] ?? 1); page++) {
        const answerInputs = answerInputsOf.get(landing.path)?.[page - 1] ?? null;
        // One at a time: getServerState's render is synchronous work.
        const settings = await islandSettings(landing, page);
        const description = landingDescription(landing, settings.siteName);
        const inputs =
          answerInputs === null
            ? null
            : createHash('sha1')
                .update(JSON.stringify([layout, landing.title, description, page, settings, answerInputs]))
                .digest('base64url');
        let cacheKey = inputs === null ? undefined : memo.get(inputs);
        let serverState: InstantSearchServerState | undefined;
        if (cacheKey === undefined) {
          serverState = await islandServerState(settings);
          cacheKey = await landingPageKey({ title: landing.title, description, page, settings, serverState });
        }
        if (inputs !== null) kept.set(inputs, cacheKey);
        out.push({
          params: { path: pagedPath(landing.path, page).replace(/^\/search\//, '') },
          props: { landing, page, settings, serverState, description },
          cacheKey,
        });
      }
    }
    writeMemo(MEMO, kept);
    return out;
  })();
  return entries;
}

/** The page's first answer: the one its key was computed from, or computed now. */
export function serverStateOf(props: LandingPageEntry['props']): Promise<InstantSearchServerState> {
  return props.serverState ? Promise.resolve(props.serverState) : islandServerState(props.settings);
}
