// The `~/` import alias: `~/core/format.ts` is `src/core/format.ts` (tsconfig.json `paths`, and
// Vite's resolve.alias for Astro and Vitest, from here). Only for code that Vite or Vitest load:
// a file that a script runs with Node (anything scripts/ imports) keeps relative imports, which
// `npm run lint:imports` checks.
import { fileURLToPath } from 'node:url';

/** A Vite alias entry mapping `~/` to src/. */
export const srcAlias = { find: /^~\//, replacement: fileURLToPath(new URL('../', import.meta.url)) };
