import type { Availability } from '@fairgo/shared/contract';
import { DAYS } from '@fairgo/shared/rules';
import { Checkbox } from '@fairgo/shared/ui/choices';
import { Box, Flex, Text } from '@fairgo/shared/ui';

/** Availability: seven day toggles, each available by default (spec §3, §9). */
export function AvailabilityField({
  value,
  onChange,
}: {
  value: Availability;
  onChange: (value: Availability) => void;
}) {
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb={2}>
        Availability
      </Text>
      <Flex wrap="wrap" gap={3}>
        {DAYS.map((day) => (
          <Checkbox.Root
            key={day}
            checked={value[day]}
            onCheckedChange={(details) => onChange({ ...value, [day]: details.checked === true })}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{day}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
    </Box>
  );
}
