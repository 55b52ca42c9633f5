/** FairGo's days and hours are Sydney's (the daily digest, credentials' expiry days). */
const TIME_ZONE = 'Australia/Sydney';

/**
 * Made once: creating a formatter loads its time zone's rules, about 0.5 ms, which every listing read
 * (a credential's expiry is checked against today) would otherwise pay.
 */
const SYDNEY_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The day (YYYY-MM-DD) and hour at `now` in Sydney. */
export function sydneyClock(now: Date) {
  const parts = Object.fromEntries(SYDNEY_PARTS.formatToParts(now).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The day `days` after the day `day` (YYYY-MM-DD), as YYYY-MM-DD. */
export function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether `day` (YYYY-MM-DD) names a day of the calendar (not 2026-02-30). */
export function isCalendarDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
