import { COPYRIGHT_START_YEAR } from '../buildInfo.js';

/** `2021–2026`: from the first year to the current one (just `2021` within the first year). */
export function copyrightYears(now: Date): string {
  const year = now.getFullYear();
  return year > COPYRIGHT_START_YEAR ? `${COPYRIGHT_START_YEAR}–${year}` : `${COPYRIGHT_START_YEAR}`;
}
