import { inject } from 'vitest';

/**
 * The clock the sample sites were built with (BUILD_TIME, pinned by the global setup). Rules
 * that depend on "now" (which sold cars are still listed, which offers are current) must be
 * checked at this instant: a sold car whose listing window ends while the suite runs is on the
 * built pages but no longer listed by a later `new Date()`.
 */
export function buildNow(): Date {
  return new Date(inject('buildTime'));
}
