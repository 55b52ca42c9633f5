import { request } from '@fairgo/shared/api';
import { logFailure } from '@fairgo/shared/actions';
import type { NewUsersImages } from '@fairgo/shared/contract';
import { HStack, PersonAvatar, Stack, Text, wholeNumber } from '@fairgo/shared/ui';
import { startTransition, useEffect, useState } from 'react';
import { FAILURES } from '../../platform/failures';

/**
 * Avatars of the newest users (GET /api/getNewUsersImages), and how many have joined. The page is
 * served (and painted) before they arrive, so their place is kept at its final size while they load:
 * a row of avatars and a line of text, whatever the width, and nothing below moves when they come.
 */
export function NewUsers() {
  const [data, setData] = useState<NewUsersImages | 'failed' | null>(null);
  useEffect(() => {
    // Drawn as a transition, in slices a phone's first seconds can take between other work, not as one long task.
    request('GET getNewUsersImages').then(
      (answer) => startTransition(() => setData(answer)),
      (error: unknown) => {
        setData('failed');
        logFailure(FAILURES.newUsers, error);
      },
    );
  }, []);
  if (data === 'failed' || data?.usersImages.length === 0) return null;
  return (
    <Stack role="group" gap={2} aria-label="New on FairGo" aria-busy={data ? undefined : true}>
      <HStack gap={0} spaceX={-2} h="9">
        {data?.usersImages.map((user, index) => (
          <PersonAvatar key={`${user.name}-${index}`} person={user} size="sm" data-group-item="" />
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted" lineClamp={1} minH="1lh">
        {data ? `Join ${wholeNumber(data.totalUsers)} Australians already on FairGo` : null}
      </Text>
    </Stack>
  );
}
