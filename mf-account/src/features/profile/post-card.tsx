import type { OwnPost } from '@fairgo/shared/contract';
import { DAYS } from '@fairgo/shared/rules';
import { Badge, Box, Button, Flex, Heading, HStack, shortDate, Text } from '@fairgo/shared/ui';

/**
 * One of the user's posts: job, place, posted date, day chips (green available, red not), actions.
 * `deleting`: its deletion, confirmed, is under way (Delete Post shows it and cannot be pressed again).
 */
export function PostCard({
  post,
  onEdit,
  onDelete,
  deleting = false,
}: {
  post: OwnPost;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="lg" p={4} bg="bg.panel">
      <Heading as="h3" size="md">
        {post.job}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {post.location} · Posted {shortDate(post.postCreatedAt)}
      </Text>
      <Flex as="ul" wrap="wrap" gap={1.5} my={3} aria-label="Availability">
        {DAYS.map((day) => (
          <Badge
            as="li"
            key={day}
            colorPalette={post.availability[day] ? 'green' : 'red'}
            variant="solid"
            // The 700 shades: white 12 px text on the 600s is below WCAG's 4.5:1 (axe).
            bg="colorPalette.700"
            title={`${day}: ${post.availability[day] ? 'available' : 'not available'}`}
            aria-label={`${day}: ${post.availability[day] ? 'available' : 'not available'}`}
          >
            {day.slice(0, 3)}
          </Badge>
        ))}
      </Flex>
      {post.description ? (
        <Text fontSize="sm" lineClamp={3} mb={3}>
          {post.description}
        </Text>
      ) : null}
      <HStack gap={2}>
        <Button size="sm" colorPalette="brand" variant="outline" onClick={onEdit} aria-label={`Edit Post: ${post.job}`}>
          Edit Post
        </Button>
        <Button
          size="sm"
          colorPalette="red"
          variant="outline"
          onClick={onDelete}
          loading={deleting}
          loadingText="Deleting..."
          aria-label={`Delete Post: ${post.job}`}
        >
          Delete Post
        </Button>
      </HStack>
    </Box>
  );
}
