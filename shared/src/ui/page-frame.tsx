import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of a page: content width at most 1200 px, the page's heading, then its content. */
export function PageFrame({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <Box as="section" maxW="1200px" mx="auto" px={{ base: 4, md: 8 }} py={{ base: 6, md: 10 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="semibold" color="brand.700" mb={3}>
        {title}
      </Heading>
      {intro ? (
        <Text color="fg.muted" fontSize="lg" mb={6}>
          {intro}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}
