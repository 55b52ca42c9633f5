import { hourlyCents } from '@fairgo/shared/contract';
import { random } from './random';

/**
 * What a demo job pays: casual hourly rates above the adult casual floor, some shifts at a fixed
 * amount with their times, some with a week's hours, and one junior rate with its reason.
 */
export function demoJobPay() {
  // Its own random source, so that adding pay left the rest of the demo data as it was.
  const payRnd = random(38);
  return (index: number) => {
    if (index === 5) {
      const pay = { kind: 'hour', cents: 2200 } as const;
      return {
        pay_kind: pay.kind,
        pay_cents: pay.cents,
        pay_hourly_cents: pay.cents,
        pay_below_floor_reason: 'junior' as const,
      };
    }
    if (index % 4 === 1) {
      const hours = { shiftStart: payRnd.pick(['06:00', '07:00', '09:00', '16:00']), shiftEnd: '' };
      const length = payRnd.int(6, 8);
      hours.shiftEnd = `${String((Number(hours.shiftStart.slice(0, 2)) + length) % 24).padStart(2, '0')}:00`;
      const pay = { kind: 'shift', cents: length * payRnd.int(36, 46) * 100 } as const;
      return {
        pay_kind: pay.kind,
        pay_cents: pay.cents,
        pay_hourly_cents: hourlyCents(pay, hours),
        shift_start: hours.shiftStart,
        shift_end: hours.shiftEnd,
      };
    }
    const cents = payRnd.int(670, 960) * 5;
    return {
      pay_kind: 'hour' as const,
      pay_cents: cents,
      pay_hourly_cents: cents,
      hours_per_week: index % 3 === 0 ? payRnd.pick([10, 16, 20, 24, 30, 38]) : null,
    };
  };
}
