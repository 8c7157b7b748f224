// How the render path's processes run (scripts/render/tenant.ts, scripts/bench/build.ts).

/**
 * Node flags of the render path's processes, the bundle's `astro build` and the renderer (they
 * apply to their worker threads too).
 * - The heap cap: the build's live data stays well under 700 MB even for a
 *   20,000-car tenant, but V8 lets garbage pile up to several GB unless told its
 *   budget; capping the heap keeps peak RSS within the 1.5 GB budget on a 2-core
 *   CI machine (docs/performance.md). BUILD_HEAP_MB overrides.
 * - No allocation-site pretenuring: loading the site's data (20,000 records that
 *   all live to the end) teaches V8 that objects made by JSON.parse and friends
 *   live long, so it then allocated every page's short-lived objects from the
 *   same sites straight in the old generation: five times the promoted bytes, a
 *   full collection every 2-3 s per thread. Without it: 10-15% less build time
 *   and ~20% less garbage-collection CPU at 20,000 cars (docs/performance.md).
 */
export const ASTRO_NODE_FLAGS = [
  `--max-old-space-size=${process.env['BUILD_HEAP_MB'] ?? '900'}`,
  '--max-semi-space-size=16',
  '--no-allocation-site-pretenuring',
];

/**
 * Environment of those processes. MIMALLOC_PURGE_DELAY=0: Vite's bundler
 * (rolldown, mimalloc) hands freed memory back at once instead of keeping ~200 MB
 * of it after bundling (docs/performance.md).
 */
export const ASTRO_ENV = { MIMALLOC_PURGE_DELAY: '0', ASTRO_TELEMETRY_DISABLED: '1' } as const;
