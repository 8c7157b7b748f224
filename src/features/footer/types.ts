import type { OpeningSchedule } from '../../core/open-status.ts';
import type { DatedHours } from '../../core/opening-hours.ts';

/** The footer's "Today: {hours}" line, computed in the browser (docs/decisions.md "Footer"). */
export interface FooterTodayProps {
  /** The location's hours per weekday, 0 Sunday .. 6 Saturday. */
  week: string[];
  /** Its holiday hours from the build year's first day on. */
  specials: DatedHours[];
  /** The open-now status's hours (holidays from the same day on). */
  schedule: OpeningSchedule;
  /** The tenant's time zone: "today" is the dealer's day, wherever the shopper is. */
  timeZone: string;
}
