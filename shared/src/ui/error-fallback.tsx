import { Box, Button, Heading, Text } from '@chakra-ui/react';

export const UNEXPECTED_ERROR = 'Unexpected Application Error!';

/** What an unhandled render error shows (product.md#pages), with a way to try again. */
export function ErrorFallback({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  return (
    <Box role="alert" maxW="1200px" mx="auto" px={{ base: 4, md: 8 }} py={10}>
      <Heading as="h2" size="xl" color="status.unavailable" mb={2}>
        {UNEXPECTED_ERROR}
      </Heading>
      {error instanceof Error ? (
        <Text color="fg.muted" mb={4}>
          {error.message}
        </Text>
      ) : null}
      {onRetry ? (
        <Button colorPalette="brand" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Box>
  );
}
