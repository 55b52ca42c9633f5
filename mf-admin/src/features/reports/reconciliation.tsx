import { Box, Heading, Stack, Text } from '@fairgo/shared/ui';
import { Loaded } from '../../lib/loaded';
import { useReconciliation } from './api/use-reconciliation';
import { RECONCILIATION_AGREES, RECONCILIATION_TITLE } from './report-texts';

/**
 * Every task hold and membership of the ledger against the payment provider's records, with each
 * disagreement: money the ledger and the provider see differently needs an admin's look. Loaded on its
 * own, after the reports: it asks the provider about every payment.
 */
export function Reconciliation() {
  const query = useReconciliation();
  return (
    <Stack gap={3}>
      <Heading as="h2" size="lg">
        {RECONCILIATION_TITLE}
      </Heading>
      <Loaded query={query} loading="Comparing payments with the provider">
        {({ checked, gaps }) => (
          <Stack gap={3}>
            <Text color="fg.muted">
              Compared {checked.tasks} task payments and {checked.memberships} membership checkouts.
            </Text>
            {gaps.length === 0 ? (
              <Text>{RECONCILIATION_AGREES}</Text>
            ) : (
              <Stack as="ul" gap={3} listStyleType="none" aria-label="Payments that disagree">
                {gaps.map((gap) => (
                  <Box as="li" key={`${gap.kind}-${gap.id}`} borderWidth="1px" borderRadius="lg" p={4} bg="bg">
                    <Text fontWeight="semibold">{gap.title}</Text>
                    <Text fontSize="sm">
                      Ledger: {gap.ledger}. Provider: {gap.provider}.
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {gap.kind === 'task' ? 'Task' : 'Checkout'} {gap.id}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Loaded>
    </Stack>
  );
}
