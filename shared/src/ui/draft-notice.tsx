import { Button, HStack, Text } from './chakra';

export const DRAFT_KEPT = 'We kept what you typed last time.';

/**
 * Said above a form that opened on its kept draft (platform/drafts.ts), with the way to start again.
 * Nothing when the form opened empty.
 */
export function DraftNotice({ restored, onDiscard }: { restored: boolean; onDiscard: () => void }) {
  if (!restored) return null;
  return (
    <HStack gap={2} wrap="wrap" fontSize="sm" role="status">
      <Text color="fg.muted">{DRAFT_KEPT}</Text>
      <Button variant="plain" size="sm" p={0} h="auto" color="brand.700" onClick={onDiscard}>
        Start over
      </Button>
    </HStack>
  );
}
