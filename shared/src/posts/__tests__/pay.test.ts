import {
  belowFloor,
  casualFloorOn,
  formatHours,
  formatPay,
  hourlyCents,
  NATIONAL_MINIMUM_WAGES,
  shiftHours,
} from '../pay';

describe('the adult casual pay floor, by date', () => {
  // One case per row of the table: its first day, the day before, and the casual rate with its loading.
  it.each([
    ['2025-07-01', '2025-06-30', 2495, 3119, 'Annual Wage Review 2024–25'],
    ['2026-07-01', '2026-06-30', 2644, 3305, 'Annual Wage Review 2025–26'],
  ])('from %s, not on %s: %i cents an hour, %i for a casual (%s)', (from, dayBefore, minimum, casual, review) => {
    const floor = casualFloorOn(from)!;
    expect(floor).toMatchObject({ from, minimumCents: minimum, casualCents: casual });
    expect(floor.source).toContain(review);
    expect(casualFloorOn(dayBefore)?.from ?? null).not.toBe(from);
  });

  it('has a case above for every row of the table, in date order', () => {
    expect(NATIONAL_MINIMUM_WAGES.map((row) => row.from)).toEqual(['2025-07-01', '2026-07-01']);
  });

  it('knows no floor before the first row', () => {
    expect(casualFloorOn('2025-06-30')).toBeUndefined();
  });

  it('checks an hourly rate, and a shift whose times are stated, against the floor of the day', () => {
    expect(belowFloor({ kind: 'hour', cents: 3304 }, null, '2026-11-29')?.casualCents).toBe(3305);
    expect(belowFloor({ kind: 'hour', cents: 3305 }, null, '2026-11-29')).toBeUndefined();
    // $31.50 was above the floor before 1 July 2026 and is below it after.
    expect(belowFloor({ kind: 'hour', cents: 3150 }, null, '2026-06-30')).toBeUndefined();
    expect(belowFloor({ kind: 'hour', cents: 3150 }, null, '2026-07-01')).toBeDefined();
    // $200 for 8 hours is $25 an hour; without the shift's times it cannot be told.
    expect(
      belowFloor({ kind: 'shift', cents: 20000 }, { shiftStart: '09:00', shiftEnd: '17:00' }, '2026-11-29'),
    ).toBeDefined();
    expect(belowFloor({ kind: 'shift', cents: 20000 }, null, '2026-11-29')).toBeUndefined();
    expect(belowFloor(null, null, '2026-11-29')).toBeUndefined();
  });
});

describe('pay and hours in words', () => {
  it('says the pay as a card shows it', () => {
    expect(formatPay({ kind: 'hour', cents: 3450 })).toBe('$34.50 an hour');
    expect(formatPay({ kind: 'shift', cents: 18000 })).toBe('$180 a shift');
  });

  it('says the hours, a night shift included', () => {
    expect(formatHours({ perWeek: 38 })).toBe('38 hours a week');
    expect(formatHours({ shiftStart: '22:00', shiftEnd: '06:30' })).toBe('10:00 pm–6:30 am');
    expect(shiftHours({ shiftStart: '22:00', shiftEnd: '06:30' })).toBe(8.5);
    expect(formatHours(null)).toBe('');
  });

  it('gives an hourly rate only where it can be known', () => {
    expect(hourlyCents({ kind: 'hour', cents: 3450 }, null)).toBe(3450);
    expect(hourlyCents({ kind: 'shift', cents: 18000 }, { shiftStart: '08:00', shiftEnd: '14:00' })).toBe(3000);
    expect(hourlyCents({ kind: 'shift', cents: 18000 }, { perWeek: 20 })).toBeNull();
    expect(hourlyCents(null, null)).toBeNull();
  });
});
