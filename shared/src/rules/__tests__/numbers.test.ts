import { formatMoney, wholeNumber } from '../numbers';

describe('formatMoney', () => {
  it('writes cents as Australian English writes dollars, as Intl’s currency format does', () => {
    const intl = (cents: number) =>
      new Intl.NumberFormat('en-AU', {
        style: 'currency',
        currency: 'AUD',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      }).format(cents / 100);
    for (const cents of [
      0, 1, 5, 10, 99, 100, 101, 1250, 4500, 99_999, 100_000, 123_450, 1_000_000, 123_456_789, -1250, -4500,
    ]) {
      expect(formatMoney(cents)).toBe(intl(cents));
    }
  });

  it('rounds a fraction of a cent to the nearest cent', () => {
    expect(formatMoney(1250.6)).toBe('$12.51');
    expect(formatMoney(1250.4)).toBe('$12.50');
    expect(formatMoney(-0.2)).toBe('$0');
  });

  it('never makes a number format (a page’s first loads the locale’s data)', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    formatMoney(123_450);
    wholeNumber(12_345);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
