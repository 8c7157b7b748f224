import { defineConfig } from 'vitest/config';

// End-to-end tests: the global setup builds the sample tenants with the real
// build command, serves each dist/<slug> on localhost with the real static
// server, and the tests drive Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One Chromium at a time on a 2-core machine.
    fileParallelism: false,
  },
});
