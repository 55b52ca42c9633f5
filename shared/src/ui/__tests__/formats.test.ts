import { jest } from '@jest/globals';

describe('formats', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes no date format until one is used, then one per format however often it is used', async () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const { longDate, shortDate } = await import('../formats');
    expect(made).not.toHaveBeenCalled();

    expect(longDate('2026-11-22T00:00:00')).toBe('22 November 2026');
    expect(longDate(new Date(2026, 0, 5))).toBe('5 January 2026');
    expect(shortDate('2026-11-22T00:00:00')).toBe('22 Nov 2026');
    expect(shortDate('2026-03-01T00:00:00')).toBe('1 Mar 2026');
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('writes a month and year, and a date and time, as Australian English does', async () => {
    const { dateTime, monthYear } = await import('../formats');
    expect(monthYear('2026-11-01T00:00:00')).toBe('November 2026');
    expect(dateTime(new Date(2026, 10, 25, 14, 5))).toBe('25 Nov 2026, 2:05 pm');
  });

  it('groups a whole number in threes, as toLocaleString does, without a number format', async () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    const { wholeNumber } = await import('../formats');
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1234567, 1000000000, -4321]) {
      expect(wholeNumber(n)).toBe(n.toLocaleString('en-AU'));
    }
    expect(made).not.toHaveBeenCalled();
  });
});
