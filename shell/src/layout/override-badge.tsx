import { Box, Button, HStack, Text } from '@fairgo/shared/ui';
import { useStore } from 'zustand';
import { clearOverrides } from '../platform/overrides';
import { registryStore } from '../platform/registry-store';

/**
 * While a developer override is active (shell/src/platform/overrides.ts), a small badge says which
 * remote comes from where; Clear drops every override and reloads from the registry alone.
 */
export function OverrideBadge({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const overrides = useStore(registryStore, (state) => state.overrides);
  const active = Object.entries(overrides);
  if (active.length === 0) return null;
  return (
    <Box
      role="status"
      aria-label="Remote overrides"
      position="fixed"
      bottom={3}
      left={3}
      zIndex="toast"
      bg="orange.100"
      color="orange.900"
      borderWidth="1px"
      borderColor="orange.400"
      rounded="md"
      px={3}
      py={2}
      fontSize="sm"
      shadow="md"
      maxW="calc(100vw - 24px)"
    >
      <HStack gap={3} align="start">
        <Box minW={0}>
          <Text fontWeight="semibold">Local override</Text>
          {active.map(([name, url]) => (
            <Text key={name} truncate>
              {name} ←{' '}
              <Text as="span" fontFamily="mono" fontSize="xs">
                {url}
              </Text>
            </Text>
          ))}
        </Box>
        <Button
          size="xs"
          variant="outline"
          colorPalette="orange"
          onClick={() => {
            clearOverrides(localStorage);
            reload();
          }}
        >
          Clear
        </Button>
      </HStack>
    </Box>
  );
}
