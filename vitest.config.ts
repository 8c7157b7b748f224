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
    // A timeout catches a hang, not a speed: component tests take 3-4 s on a loaded 2-core machine,
    // near Vitest's 5 s default.
    testTimeout: 20_000,
  },
});
