import type { CredentialType } from '@fairgo/shared/contract';
import { CREDENTIAL_TYPE_KEYS, CREDENTIAL_TYPES } from '@fairgo/shared/rules';
import { Box, Button, Flex, Text } from '@fairgo/shared/ui';
import { ShieldCheck } from 'lucide-react';

/** /find-worker's 'verified' filter (issue 20): people whose chosen credentials an admin verified. */
export function VerifiedPicker({
  value,
  onChange,
}: {
  value: CredentialType[];
  onChange: (verified: CredentialType[]) => void;
}) {
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb={1.5}>
        Verified credentials
      </Text>
      <Flex gap={1} wrap="wrap">
        {CREDENTIAL_TYPE_KEYS.map((type) => {
          const chosen = value.includes(type);
          return (
            <Button
              key={type}
              size="xs"
              variant={chosen ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={chosen}
              onClick={() => onChange(chosen ? value.filter((entry) => entry !== type) : [...value, type])}
            >
              <ShieldCheck aria-hidden /> Verified {CREDENTIAL_TYPES[type]}
            </Button>
          );
        })}
      </Flex>
    </Box>
  );
}
