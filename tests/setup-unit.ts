// Component tests opt into jsdom per file with `// @vitest-environment jsdom`.
// Testing Library's cleanup between tests, only where a DOM exists.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
