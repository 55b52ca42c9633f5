import { Box, Button, Flex, Text } from '@fairgo/shared/ui';
import type { ReactNode } from 'react';

export interface ToggleOption<Value extends string> {
  value: Value;
  /** What the button shows. */
  label: ReactNode;
  /** Its accessible name, when the label is short for it ('Mon' for Monday). */
  name?: string;
}

/** A multi-select of toggles under a legend; the chosen values keep the options' order. */
export function TogglePicker<Value extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: ToggleOption<Value>[];
  value: Value[];
  onChange: (value: Value[]) => void;
}) {
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb={1.5}>
        {legend}
      </Text>
      <Flex gap={1} wrap="wrap">
        {options.map((option) => {
          const chosen = value.includes(option.value);
          return (
            <Button
              key={option.value}
              size="xs"
              variant={chosen ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={chosen}
              aria-label={option.name}
              onClick={() =>
                onChange(
                  options
                    .map((entry) => entry.value)
                    .filter((entry) => (entry === option.value ? !chosen : value.includes(entry))),
                )
              }
            >
              {option.label}
            </Button>
          );
        })}
      </Flex>
    </Box>
  );
}
