import type { AdminStats } from '@fairgo/shared/contract';
import { Box, SimpleGrid, Text } from '@fairgo/shared/ui';

const STAT_LABELS: Record<keyof AdminStats, string> = {
  totalUsers: 'Users',
  totalWorkers: 'Workers',
  totalEmployers: 'Employers',
  totalBoth: 'Both',
  totalResetPasswords: 'Password resets',
};

/** The counts at the top of All Feedback. */
export function Stats({ stats }: { stats: AdminStats }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap={3} as="dl">
      {(Object.keys(STAT_LABELS) as (keyof AdminStats)[]).map((key) => (
        <Box key={key} borderWidth="1px" borderRadius="lg" p={4} bg="bg">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {STAT_LABELS[key]}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="bold">
            {stats[key]}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
