import type { Day } from '@fairgo/shared/contract';
import { DAYS } from '@fairgo/shared/rules';
import { TogglePicker } from './toggle-picker';

const DAY_OPTIONS = DAYS.map((day) => ({ value: day, label: day.slice(0, 3), name: day }));

/** Available days as a multi-select, Monday to Sunday (product.md#listings): each day a toggle. */
export function DayPicker({ value, onChange }: { value: Day[]; onChange: (days: Day[]) => void }) {
  return <TogglePicker legend="Available days" options={DAY_OPTIONS} value={value} onChange={onChange} />;
}
