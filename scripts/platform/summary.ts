// One row per tenant of a nightly run: what the job printed, also written as
// JSON beside the releases (paths.ts nightlySummaryPath) for the builder
// service and CI to read.

export type NightlyResult = 'published' | 'skipped' | 'failed';

export interface NightlyRow {
  slug: string;
  result: NightlyResult;
  /** Records the pull added, changed, removed and rejected (all collections). */
  added: number;
  changed: number;
  removed: number;
  rejected: number;
  /** Pages rendered by this run's build, and pages kept from the previous build. */
  pagesRendered: number;
  pagesReused: number;
  seconds: number;
  /** The release now live (published or skipped), null when there is none. */
  releaseId: string | null;
  /** Why the tenant failed (null unless result is 'failed'). */
  error: string | null;
  /** Seconds of each step that ran: pull, build (prepare + astro build), publish. */
  phases?: { pull?: number; prepare?: number; build?: number; publish?: number };
  /**
   * The stock alerts the platform API mailed after tonight's stock went live (ALERTS_API_URL), or
   * why it could not be told; absent when no API is configured or the tenant failed.
   */
  alerts?: { mails: number; cars: number; failures: number } | { error: string };
}

export interface NightlySummary {
  startedAt: string;
  finishedAt: string;
  rows: NightlyRow[];
}
