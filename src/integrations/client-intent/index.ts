// Registers the `client:intent` directive (./directive.ts) through Astro's
// public API for client directives.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { IntentOptions } from './directive.ts';

export default function clientIntent(): AstroIntegration {
  return {
    name: 'dealer-sites:client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        // A path: Astro 7 bundles the entrypoint with esbuild, which does not resolve file: URLs.
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer over, touch, focus or click (src/integrations/client-intent). */
    'client:intent'?: boolean | IntentOptions;
  }
}
