import { Cron } from 'croner';

/**
 * A cron expression of 5 fields (minute first) or 6 (seconds first) read on the wall clock of `timeZone`
 * (an IANA name), as croner evaluates it: across a change to summer time a fixed time that does not exist
 * runs at the first time after the gap, and one that occurs twice runs once; a step (`*\/30`) skips the
 * missing times and runs on both repeated ones, as Vixie cron does.
 */
function scheduleOf(expression: string, timeZone: string): Cron {
  return new Cron(expression.trim(), { timezone: timeZone, mode: '5-or-6-parts', paused: true });
}

/** Whether croner reads the expression: the schema checks its shape, this its values (`61 * * * *`). */
export function isValidCron(expression: string): boolean {
  try {
    scheduleOf(expression, 'UTC');
    return true;
  } catch {
    return false;
  }
}

/** The next `count` instants of the schedule strictly after `after`; fewer when it ends (a past year). */
export function nextCronTimes(expression: string, timeZone: string, after: Date, count: number): Date[] {
  return scheduleOf(expression, timeZone).nextRuns(count, after);
}

/** The first instant of the schedule strictly after `after`, or null when it never comes. */
export function nextCronTime(expression: string, timeZone: string, after: Date): Date | null {
  return nextCronTimes(expression, timeZone, after, 1)[0] ?? null;
}
