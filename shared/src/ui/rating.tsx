import { Box, HStack, Text } from '@chakra-ui/react';
import type { Rating } from '@fairgo/shared/rules';
import { Star } from 'lucide-react';

export const NO_REVIEWS = 'No reviews yet';

/** A person's rating beside their name: '★ 4.5 (12)', or 'No reviews yet'. */
export function RatingText({ rating, size = 'sm' }: { rating: Rating; size?: 'xs' | 'sm' }) {
  const rated = rating.count > 0 && rating.average !== null;
  const average = rating.average?.toFixed(1);
  const label = rated
    ? `Rated ${average} out of 5 from ${rating.count} review${rating.count === 1 ? '' : 's'}`
    : NO_REVIEWS;
  return (
    <HStack gap={1} fontSize={size} color="fg.muted" aria-label={label} title={label}>
      {rated ? (
        <Box as="span" color="orange.400" display="inline-flex">
          <Star size={12} fill="currentColor" aria-hidden />
        </Box>
      ) : null}
      <Text as="span">{rated ? `${average} (${rating.count})` : NO_REVIEWS}</Text>
    </HStack>
  );
}

/** A review's stars: `rating` of 5 filled. */
export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  return (
    <HStack gap={0.5} aria-label={`${rating} out of 5 stars`} color="orange.400">
      {[1, 2, 3, 4, 5].map((value) => (
        <Star key={value} size={size} fill={value <= rating ? 'currentColor' : 'none'} aria-hidden />
      ))}
    </HStack>
  );
}
