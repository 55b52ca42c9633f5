// How FairGo writes dates for people: Australian English, in the viewer's time zone.
const long = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
const short = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** '22 November 2026' */
export const longDate = (iso: string | Date) => long.format(new Date(iso));
/** '22 Nov 2026' */
export const shortDate = (iso: string | Date) => short.format(new Date(iso));
