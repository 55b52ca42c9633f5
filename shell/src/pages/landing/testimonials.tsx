import { Box, HStack, Text } from '@fairgo/shared/ui';
import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';

/** product.md#limits: testimonials rotate every 5 s. */
export const TESTIMONIAL_MS = 5_000;

/** Fixed samples (product.md#limits), rated 4 to 5. */
export const TESTIMONIALS = [
  {
    name: 'Sophie, barista',
    place: 'Fitzroy, VIC',
    rating: 5,
    text: 'I posted my free days on Monday and had two cafes call me by Wednesday.',
  },
  {
    name: 'Daniel, cafe owner',
    place: 'Surry Hills, NSW',
    rating: 5,
    text: 'We filled a weekend shift in a day. Seeing certificates up front saves so much time.',
  },
  {
    name: 'Aroha, event staff',
    place: 'Glenelg, SA',
    rating: 4,
    text: 'Lots of summer event work near me, and it costs workers nothing.',
  },
  {
    name: 'Priya, small business',
    place: 'Parramatta, NSW',
    rating: 5,
    text: 'Posted a task to fix our shelving and had three offers before lunch.',
  },
  {
    name: 'Jack, farm manager',
    place: 'Mildura, VIC',
    rating: 4,
    text: 'Found pickers for the whole season. The distance search is spot on.',
  },
] as const;

export function Testimonials() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % TESTIMONIALS.length), TESTIMONIAL_MS);
    return () => clearInterval(timer);
  }, []);
  const testimonial = TESTIMONIALS[index]!;
  return (
    <Box as="figure" aria-roledescription="carousel" aria-label="What people say" minH="10rem">
      {/* A new key mounts each testimonial afresh, so it fades in (unless the visitor asks for less motion). */}
      <Box
        key={testimonial.name}
        _motionSafe={{ animationName: 'fade-in, slide-from-bottom', animationDuration: '0.3s' }}
      >
        <HStack gap={0.5} aria-label={`Rated ${testimonial.rating} out of 5`} role="img" mb={2}>
          {Array.from({ length: 5 }, (_, star) => (
            <Star
              key={star}
              size={18}
              aria-hidden
              fill={star < testimonial.rating ? 'currentColor' : 'none'}
              color="#f0b429"
            />
          ))}
        </HStack>
        <Text as="blockquote" fontSize="lg">
          “{testimonial.text}”
        </Text>
        <Text as="figcaption" mt={2} color="fg.muted">
          {testimonial.name}, {testimonial.place}
        </Text>
      </Box>
    </Box>
  );
}
