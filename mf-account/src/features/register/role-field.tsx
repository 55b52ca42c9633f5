import type { Role } from '@fairgo/shared/contract';
import { RadioGroup } from '@fairgo/shared/ui/choices';
import { Box, HStack, Text } from '@fairgo/shared/ui';

/** product.md#account-pages: the role radio, "both" by default. */
export const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'worker', label: 'Looking for Work' },
  { value: 'employer', label: 'Employer' },
  { value: 'both', label: 'Both' },
];

export function RoleField({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  return (
    <Box>
      <Text id="role-label" fontWeight="medium" fontSize="sm" mb={2}>
        I am
      </Text>
      <RadioGroup.Root
        aria-labelledby="role-label"
        value={value}
        onValueChange={(details) => details.value && onChange(details.value as Role)}
        colorPalette="brand"
      >
        <HStack gap={6} wrap="wrap">
          {ROLE_OPTIONS.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Box>
  );
}
