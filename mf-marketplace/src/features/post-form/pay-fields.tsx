import { BELOW_FLOOR_REASONS, belowFloor, formatMoney, hourlyCents, PAY_CALCULATOR_URL } from '@fairgo/shared/rules';
import { fieldsOf, useWatch, type UseFormReturn } from '@fairgo/shared/forms';
import {
  Box,
  dateFormat,
  Link,
  RadioChoices,
  SelectField,
  SimpleGrid,
  Stack,
  Text,
  TextField,
} from '@fairgo/shared/ui';
import { payAndHours, type PostFormValues } from './post-form-values';

// A day ('YYYY-MM-DD') as it is written, whatever the viewer's time zone.
const longDay = dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDate = (day: string) => longDay(`${day}T00:00:00Z`);

const PAY_KINDS = [
  { value: 'hour', label: 'An hourly rate' },
  { value: 'shift', label: 'A fixed amount a shift' },
] as const;

/**
 * A job's pay (an hourly rate or an amount per shift) and its hours, if stated. As the employer types
 * a rate under the adult casual floor, it says so (the rate, its source, the day it took effect, the
 * Fair Work Ombudsman's calculator) and asks for the reason the law allows.
 */
export function PayFields({ form, today }: { form: UseFormReturn<PostFormValues>; today: string }) {
  const { control, register, setValue, formState } = form;
  const field = fieldsOf(form);
  const { errors } = formState;
  const values = useWatch({ control }) as PostFormValues;
  const { pay, hours } = payAndHours(values);
  const floor = belowFloor(pay, hours, today);

  return (
    <Stack as="fieldset" gap={3}>
      <Text as="legend" fontWeight="medium" fontSize="sm" mb={1}>
        Pay and hours
      </Text>
      <RadioChoices
        label="Pay is"
        size="sm"
        options={PAY_KINDS}
        value={values.payKind}
        onChange={(payKind) => setValue('payKind', payKind)}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <TextField
          label={values.payKind === 'hour' ? 'Pay an hour (AUD)' : 'Pay a shift (AUD)'}
          required
          {...field('payAmount')}
          inputMode="decimal"
          placeholder={values.payKind === 'hour' ? 'e.g. 34.50' : 'e.g. 180'}
        />
        <TextField
          label="Hours a week (optional)"
          {...register('hoursPerWeek')}
          type="number"
          min={1}
          max={60}
          inputMode="numeric"
        />
        <TextField label="Shift starts (optional)" {...register('shiftStart')} type="time" />
        <TextField label="Shift ends (optional)" {...field('shiftEnd')} type="time" />
      </SimpleGrid>
      {floor ? (
        <Box role="status" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" p={3}>
          <Text fontSize="sm">
            {pay!.kind === 'hour'
              ? `${formatMoney(hourlyCents(pay, hours)!)} an hour is`
              : `This shift pays ${formatMoney(hourlyCents(pay, hours)!)} an hour,`}{' '}
            under the adult casual minimum of <strong>{formatMoney(floor.casualCents)} an hour</strong>: the National
            Minimum Wage of {formatMoney(floor.minimumCents)} plus the 25% casual loading ({floor.source}, from{' '}
            {longDate(floor.from)}).{' '}
            <Link href={PAY_CALCULATOR_URL} target="_blank" rel="noopener" color="brand.700">
              Check the Fair Work pay calculator
            </Link>{' '}
            for the award rate of this job.
          </Text>
          <Box mt={3}>
            <SelectField
              label="Reason for a lower rate"
              required
              placeholder="Choose the reason the law allows"
              options={Object.entries(BELOW_FLOOR_REASONS).map(([value, label]) => ({ value, label }))}
              {...register('payBelowFloorReason')}
              error={errors.payBelowFloorReason?.message}
              helperText="Workers see this reason on the card."
            />
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
