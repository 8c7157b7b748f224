// The React integration with one change for build speed: Astro asks every
// renderer's `check()` whether a component is its own, and @astrojs/react
// answers by rendering the component once more (a "Tester" wrapper) before the
// real render. In this project every component that is not an .astro file is
// a React component, so that second render is pure cost: it was about 17% of
// the vehicle page build (docs/performance.md). This wrapper keeps
// @astrojs/react's integration and server renderer, and swaps the server entry
// for ./server.ts, whose check() answers without rendering.
import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';

export type ReactIslandsOptions = Parameters<typeof react>[0];

export default function reactIslands(options?: ReactIslandsOptions): AstroIntegration {
  const base = react(options);
  const setup = base.hooks['astro:config:setup'];
  return {
    ...base,
    hooks: {
      ...base.hooks,
      'astro:config:setup': (params) =>
        setup?.({
          ...params,
          addRenderer: (renderer) =>
            params.addRenderer({
              ...renderer,
              serverEntrypoint: new URL('./server.ts', import.meta.url),
            }),
        }),
    },
  };
}
