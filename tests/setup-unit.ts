// Component tests opt into jsdom per file with `// @vitest-environment jsdom`.
// Testing Library's cleanup between tests, only where a DOM exists.
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterAll, afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});

// A store stops (a persistent one removes its window listener) STORE_UNMOUNT_DELAY after its last
// listener goes. A file that ended sooner had jsdom torn down first, and the store's timer then
// threw 'window is not defined' in the worker, failing the run (seen in CI in ReserveCheckout).
afterAll(async () => {
  if (typeof window !== 'undefined') await new Promise((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 50));
});
