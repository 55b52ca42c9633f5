import type { Role } from '@fairgo/shared/contract';
import { Box, RadioChoices, Text } from '@fairgo/shared/ui';

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
      <RadioChoices labelledBy="role-label" options={ROLE_OPTIONS} value={value} onChange={onChange} />
    </Box>
  );
}
