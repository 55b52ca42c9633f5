import { jest } from '@jest/globals';

describe('dates', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes no date format until one is used, then one per format however often it is used', async () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const { longDate, shortDate } = await import('../dates');
    expect(made).not.toHaveBeenCalled();

    expect(longDate('2026-11-22T00:00:00')).toBe('22 November 2026');
    expect(longDate(new Date(2026, 0, 5))).toBe('5 January 2026');
    expect(shortDate('2026-11-22T00:00:00')).toBe('22 Nov 2026');
    expect(shortDate('2026-03-01T00:00:00')).toBe('1 Mar 2026');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
