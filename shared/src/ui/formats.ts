// How FairGo writes dates and numbers for people: Australian English, in the viewer's time zone.

/**
 * A date format made on its first use, not when this module is evaluated: a browser's first
 * `Intl.DateTimeFormat` loads its locale data, 17–30 ms on the development machine (70–120 ms on a
 * phone's slower CPU), and most pages show no date at all (Total blocking time).
 */
const onFirstUse = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return (iso: string | Date) => (format ??= new Intl.DateTimeFormat('en-AU', options)).format(new Date(iso));
};

/** '22 November 2026' */
export const longDate = onFirstUse({ day: 'numeric', month: 'long', year: 'numeric' });
/** '22 Nov 2026' */
export const shortDate = onFirstUse({ day: 'numeric', month: 'short', year: 'numeric' });
/** 'November 2026' */
export const monthYear = onFirstUse({ month: 'long', year: 'numeric' });
/** '25 Nov 2026, 2:05 pm' */
export const dateTime = onFirstUse({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * '12,345': a count, grouped in threes as Australian English writes it. Not `toLocaleString`: a
 * page's first number format loads the locale data as a date format does (71 ms at a 4x slower
 * CPU, in the task that draws the landing page's member count and the listings' total), and a
 * whole number needs no locale data to be written.
 */
export function wholeNumber(count: number): string {
  const digits = String(Math.abs(Math.trunc(count))).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
