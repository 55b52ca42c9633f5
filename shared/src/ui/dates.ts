// How FairGo writes dates for people: Australian English, in the viewer's time zone.

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
/** '25 Nov 2026, 2:05 pm' */
export const dateTime = onFirstUse({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
