import type { Day } from '@fairgo/shared/contract';
import { DAYS } from '@fairgo/shared/rules';
import { Box, Button, Flex, Text } from '@fairgo/shared/ui';

/** Available days as a multi-select, Monday to Sunday (spec §2): each day a toggle. */
export function DayPicker({ value, onChange }: { value: Day[]; onChange: (days: Day[]) => void }) {
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb={1.5}>
        Available days
      </Text>
      <Flex gap={1} wrap="wrap">
        {DAYS.map((day) => {
          const chosen = value.includes(day);
          return (
            <Button
              key={day}
              size="xs"
              variant={chosen ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={chosen}
              aria-label={day}
              onClick={() =>
                onChange(chosen ? value.filter((d) => d !== day) : DAYS.filter((d) => d === day || value.includes(d)))
              }
            >
              {day.slice(0, 3)}
            </Button>
          );
        })}
      </Flex>
    </Box>
  );
}
