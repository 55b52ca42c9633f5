import { logFailure } from '@fairgo/shared/actions';
import { getNewUsersImages } from '@fairgo/shared/api/news';
import type { NewUsersImages } from '@fairgo/shared/contract';
import { Avatar, HStack, Text, wholeNumber } from '@fairgo/shared/ui';
import { useEffect, useState } from 'react';
import { FAILURES } from '../../platform/failures';

/** Avatars of the newest users (GET /api/getNewUsersImages), and how many have joined. */
export function NewUsers() {
  const [data, setData] = useState<NewUsersImages | null>(null);
  useEffect(() => {
    getNewUsersImages().then(setData, (error: unknown) => logFailure(FAILURES.newUsers, error));
  }, []);
  if (!data || data.usersImages.length === 0) return null;
  return (
    <HStack gap={3} wrap="wrap" aria-label="New on FairGo">
      <HStack gap={0}>
        {data.usersImages.map((user, index) => (
          <Avatar.Root
            key={`${user.name}-${index}`}
            size="sm"
            borderWidth="2px"
            borderColor="white"
            ms={index ? -2 : 0}
          >
            <Avatar.Fallback name={user.name} />
            {user.profileImage ? <Avatar.Image src={user.profileImage} alt="" /> : null}
          </Avatar.Root>
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Join {wholeNumber(data.totalUsers)} Australians already on FairGo
      </Text>
    </HStack>
  );
}
