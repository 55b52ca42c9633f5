import { groupedPhone } from '@fairgo/shared/rules';
import type { User } from '@fairgo/shared/contract';
import { usePlatform, useSession } from '@fairgo/shared/platform';
import { Badge, Box, Button, Grid, HStack, longDate, Stack, Text } from '@fairgo/shared/ui';

const ROLE_LABELS: Record<User['role'], string> = {
  worker: 'Looking for Work',
  employer: 'Employer',
  both: 'Both (work and hire)',
};

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" wordBreak="break-word">
        {value}
      </Text>
    </>
  );
}

/** Name, e-mail, phone, location and role (product.md#account-pages), the membership, and the account's buttons. */
export function ProfileDetails({ user }: { user: User }) {
  const platform = usePlatform();
  const subscriptionRequired = useSession((state) => state.subscriptionRequired);
  const employer = user.role !== 'worker';

  return (
    <Stack gap={5} flex="1">
      <Grid as="dl" templateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap={6} rowGap={2}>
        <Detail label="Name" value={user.name} />
        <Detail label="Email" value={user.email} />
        <Detail label="Phone" value={user.phone ? groupedPhone(user.phone) : '—'} />
        <Detail label="Location" value={user.location || '—'} />
        <Detail label="Role" value={ROLE_LABELS[user.role]} />
        {user.company ? <Detail label="Company" value={user.company} /> : null}
      </Grid>
      {employer ? (
        <Box>
          {subscriptionRequired ? (
            <Badge colorPalette="orange" size="lg">
              {user.membershipExpires
                ? `Membership expired on ${longDate(user.membershipExpires)}`
                : 'No membership yet'}
            </Badge>
          ) : user.membershipExpires ? (
            <Badge colorPalette="green" size="lg">
              Membership active until {longDate(user.membershipExpires)}
            </Badge>
          ) : null}
        </Box>
      ) : null}
      <HStack gap={3} wrap="wrap">
        <Button variant="outline" colorPalette="brand" onClick={() => platform.navigate('/change-password')}>
          Change password
        </Button>
        {subscriptionRequired ? (
          <Button colorPalette="brand" onClick={() => platform.requireMembership()}>
            Subscribe
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
