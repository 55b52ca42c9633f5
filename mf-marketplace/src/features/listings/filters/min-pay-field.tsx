import type { ListingFilters } from '@fairgo/shared/contract';
import { SelectField } from '@fairgo/shared/ui';

/** The rates a job search offers as its least pay an hour, in dollars. */
export const MIN_PAY_CHOICES = [30, 35, 40, 45, 50] as const;

/**
 * Jobs paying at least a rate an hour (a shift's pay counts when its times are stated); a job that
 * states no pay is left out while it is set. A rate from a shared address that is not a choice is
 * kept and shown.
 */
export function MinPayField({
  value,
  onChange,
}: {
  value: ListingFilters['minPay'];
  onChange: (minPay: ListingFilters['minPay']) => void;
}) {
  const choices: number[] = [...MIN_PAY_CHOICES];
  if (value !== null && !choices.includes(value)) choices.push(value);
  return (
    <SelectField
      label="Pay at least"
      value={value === null ? '' : String(value)}
      placeholder="Any pay"
      options={choices
        .sort((a, b) => a - b)
        .map((dollars) => ({ value: String(dollars), label: `$${dollars} an hour` }))}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    />
  );
}
