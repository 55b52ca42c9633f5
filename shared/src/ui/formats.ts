// How FairGo writes dates and numbers for people: Australian English, in the viewer's time zone.

/**
 * A date format made on its first use, not when its module is evaluated, and then kept: a browser's
 * first `Intl.DateTimeFormat` loads its locale data, 17–30 ms on the development machine (70–120 ms on a
 * phone's slower CPU), each new one costs more again, and most pages show no date at all (Total
 * blocking time). In the viewer's time zone unless `options` names one.
 */
export const dateFormat = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return (iso: string | Date) => (format ??= new Intl.DateTimeFormat('en-AU', options)).format(new Date(iso));
};

/** '22 November 2026' */
export const longDate = dateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
/** '22 Nov 2026' */
export const shortDate = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
/** 'November 2026' */
export const monthYear = dateFormat({ month: 'long', year: 'numeric' });
/** '25 Nov 2026, 2:05 pm' */
export const dateTime = dateFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

// Counts are written by hand, as money is: no locale data for them (../rules/numbers.ts).
export { wholeNumber } from '../rules/numbers';
