import { CREDENTIAL_TYPES } from '@fairgo/shared/credentials';
import { useSession } from '@fairgo/shared/platform';
import { ReportButton } from '@fairgo/shared/ui/overlays';
import {
  Badge,
  Center,
  Heading,
  HStack,
  monthYear,
  PersonAvatar,
  RatingText,
  Spinner,
  Stack,
  Text,
} from '@fairgo/shared/ui';
import { usePerson } from './api/use-person';
import { NO_BADGES } from './people-texts';
import { ReviewList } from './review-list';

/** A person as others see them: no contact details, only what builds trust. */
export function PersonProfile({ userId }: { userId: string }) {
  const { data: person, isPending, failure } = usePerson(userId);
  const isMe = useSession((state) => state.user?._id === userId);
  if (isPending)
    return (
      <Center py={12}>
        <Spinner color="brand.500" aria-label="Loading the profile" />
      </Center>
    );
  if (failure || !person) return <Text role="alert">{failure}</Text>;
  const since = monthYear(`${person.memberSince}T00:00:00`);
  return (
    <Stack gap={8}>
      <HStack gap={5} align="center" wrap="wrap">
        <PersonAvatar person={person} size="2xl" palette="brand" />
        <Stack gap={1} align="start">
          <Heading as="h2" size="xl">
            {person.name}
          </Heading>
          <RatingText rating={person.rating} />
          <Text fontSize="sm" color="fg.muted">
            Member since {since} · {person.completedTasks} completed task{person.completedTasks === 1 ? '' : 's'}
          </Text>
          <HStack gap={2} wrap="wrap">
            {person.badges.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {NO_BADGES}
              </Text>
            ) : (
              person.badges.map((badge) => (
                <Badge key={badge} colorPalette="green">
                  Verified {CREDENTIAL_TYPES[badge]}
                </Badge>
              ))
            )}
          </HStack>
          {isMe ? null : <ReportButton subject="profile" subjectId={person._id} />}
        </Stack>
      </HStack>
      <Stack gap={3}>
        <Heading as="h2" size="lg">
          Reviews
        </Heading>
        <ReviewList reviews={person.reviews} userId={userId} />
      </Stack>
    </Stack>
  );
}
