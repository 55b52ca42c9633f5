import { Button, Text } from '@chakra-ui/react';
import { PageFrame } from './page-frame';

export const NOT_FOUND_TITLE = 'Page not found';

/** The page for a path no app owns. `goHome` navigates without a reload. */
export function NotFound({ goHome }: { goHome: () => void }) {
  return (
    <PageFrame title={NOT_FOUND_TITLE}>
      <Text mb={4}>We couldn&apos;t find that page. It may have moved, or the link may be mistyped.</Text>
      <Button colorPalette="brand" onClick={goHome}>
        Back to home
      </Button>
    </PageFrame>
  );
}
