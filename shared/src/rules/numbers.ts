// How FairGo writes counts and money, for people and in the server's messages alike. By hand, not with
// `Intl.NumberFormat` or `toLocaleString`: a page's first number format loads the locale's data (71 ms
// at a 4x slower CPU), and each new format costs ~1.5 ms more; a listing page wrote every card's pay with
// a format of its own, one task of 33–44 ms unthrottled. Australian English needs no locale data here.

/** '12,345': a count, grouped in threes as Australian English writes it. */
export function wholeNumber(count: number): string {
  const digits = String(Math.abs(Math.trunc(count))).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}

/** '$1,234.50' from cents; whole dollars show without cents ('$45'). */
export function formatMoney(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const rest = whole % 100;
  return `${cents < 0 && whole ? '-' : ''}$${wholeNumber(whole / 100)}${rest ? `.${rest < 10 ? 0 : ''}${rest}` : ''}`;
}
