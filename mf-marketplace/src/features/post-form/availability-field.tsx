import type { Availability, PostKind } from '@fairgo/shared/contract';
import { DAYS, type Day } from '@fairgo/shared/rules';
import { Box, Button, Flex, Text } from '@fairgo/shared/ui';
import { Check, X } from 'lucide-react';

const short = (day: Day) => day.slice(0, 3);

/** The days in a few words: 'Mon–Fri', 'Mon, Wed, Sat–Sun', 'every day', 'no day'. */
export function summariseDays(availability: Availability): string {
  const runs: Day[][] = [];
  for (const day of DAYS) {
    if (!availability[day]) continue;
    const last = runs.at(-1);
    if (last && DAYS.indexOf(last.at(-1)!) === DAYS.indexOf(day) - 1) last.push(day);
    else runs.push([day]);
  }
  if (runs.length === 0) return 'no day';
  if (runs.length === 1 && runs[0]!.length === 7) return 'every day';
  return runs
    .map((run) =>
      run.length === 1 ? short(run[0]!) : `${short(run[0]!)}${run.length === 2 ? ', ' : '–'}${short(run.at(-1)!)}`,
    )
    .join(', ');
}

/**
 * The seven days (product.md#records: each available by default), as buttons that say what a tap does: each
 * reads "available" or "not available" and switches it. Under them, what the post will say.
 */
export function AvailabilityField({
  kind,
  value,
  onChange,
}: {
  kind: PostKind;
  value: Availability;
  onChange: (value: Availability) => void;
}) {
  const label = kind === 'job' ? 'Days the job needs' : 'Days you are available';
  const summary = summariseDays(value);
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb={1}>
        {label}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb={2}>
        Tap a day to switch it between available (green) and not available.
      </Text>
      <Flex wrap="wrap" gap={2}>
        {DAYS.map((day) => (
          <Button
            key={day}
            size="sm"
            aria-pressed={value[day]}
            aria-label={`${day}: ${value[day] ? 'available' : 'not available'}`}
            variant={value[day] ? 'solid' : 'outline'}
            colorPalette={value[day] ? 'green' : 'gray'}
            // The 700 shade: white text on the 600 is below WCAG's 4.5:1, as on the cards' day chips.
            bg={value[day] ? 'green.700' : undefined}
            onClick={() => onChange({ ...value, [day]: !value[day] })}
          >
            {value[day] ? <Check aria-hidden /> : <X aria-hidden />}
            {short(day)}
          </Button>
        ))}
      </Flex>
      <Text fontSize="sm" mt={2} aria-live="polite" data-testid="days-summary">
        {kind === 'job' ? 'Needed' : 'Available'}: <strong>{summary}</strong>
      </Text>
    </Box>
  );
}
