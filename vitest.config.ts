import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { srcAlias } from './src/config/alias.ts';

// Unit and component tests. End-to-end tests have their own config
// (vitest.e2e.config.ts) because they build sites and drive Chromium.
export default defineConfig({
  resolve: { alias: [srcAlias] },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./tests/setup-unit.ts'],
    // A worker per core: Vitest's default leaves one core to its main process, which mostly waits,
    // so on a 2-core CI machine the files ran one at a time (docs/performance.md, test time).
    maxWorkers: availableParallelism(),
  },
});
