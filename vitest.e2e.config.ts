import { defineConfig } from 'vitest/config';
import { srcAlias } from './src/config/alias.ts';

// End-to-end tests: the global setup builds the sample tenants with the real
// build command, serves each dist/<slug> on localhost with the real static
// server, and the tests drive Debian's Chromium through playwright-core.
export default defineConfig({
  resolve: { alias: [srcAlias] },
  test: {
    // Beside the browser tests: tests that run real builds (*.e2e.ts under scripts/ and src/). They
    // share Astro's prerender folder when building outside the project (.astro/.prerender), so
    // they run here, one file at a time, never two builds at once.
    include: ['tests/e2e/**/*.e2e.ts', 'tests/engines/**/*.e2e.ts', 'scripts/**/*.e2e.ts', 'src/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll waits for what a browser shows after real work (an island's answer, a carousel's
    // slide), not for a speed: Vitest's 1 s default failed such waits on a loaded CI machine.
    expect: { poll: { timeout: 10_000 } },
    // One Chromium at a time on a 2-core machine.
    fileParallelism: false,
  },
});
