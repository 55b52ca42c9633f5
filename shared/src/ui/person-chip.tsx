import { Avatar, HStack, Stack, Text, type AvatarRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Who a chip shows: a name, and a profile image where they have one. */
export interface ShownPerson {
  name: string;
  profileImage: string | null;
}

/**
 * A person's picture, or their initials where they have none (or it fails to load). The picture is
 * decoration beside their name, so it says nothing to a screen reader.
 */
export function PersonAvatar({ person, ...root }: { person: ShownPerson } & AvatarRootProps) {
  return (
    <Avatar.Root {...root}>
      <Avatar.Fallback name={person.name} />
      {person.profileImage ? <Avatar.Image src={person.profileImage} alt="" /> : null}
    </Avatar.Root>
  );
}

/**
 * A person where a list names them (a task's owner, an offer's tasker, a question's or a review's
 * author): their picture beside their name, and under it what the list says of them (a rating, a
 * status). `name` replaces the plain name, with a link to their profile for instance.
 */
export function PersonChip({
  person,
  size = 'xs',
  name,
  children,
}: {
  person: ShownPerson;
  size?: '2xs' | 'xs' | 'sm';
  name?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <HStack gap={2}>
      <PersonAvatar person={person} size={size} />
      <Stack gap={0} align="start">
        {name ?? (
          <Text fontSize="sm" fontWeight="semibold">
            {person.name}
          </Text>
        )}
        {children}
      </Stack>
    </HStack>
  );
}
