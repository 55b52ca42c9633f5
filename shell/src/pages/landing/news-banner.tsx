import { request } from '@fairgo/shared/api';
import { logFailure } from '@fairgo/shared/actions';
import type { NewsItem } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { Box, Button, HStack, Stack, Text } from '@fairgo/shared/ui';
import { Megaphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FAILURES } from '../../platform/failures';

/** product.md#states, product.md#limits: the banner's progress grows 1% every 70 ms, so each item shows about 7 s. */
export const NEWS_TICK_MS = 70;

/**
 * The rotating news banner: each item opens its link; the items cycle. It is one size whatever its
 * item (three lines of text at most on a phone, two on a wider screen, the rest clamped) and keeps
 * that size while the news loads: the page is painted before the news arrives, and nothing below the
 * banner moves, then or at each turn.
 */
export function NewsBanner() {
  const { navigate } = usePlatform();
  const [items, setItems] = useState<NewsItem[] | null>(null);
  const [state, setState] = useState({ index: 0, progress: 0 });

  useEffect(() => {
    request('GET news').then(setItems, (error: unknown) => {
      setItems([]);
      logFailure(FAILURES.news, error);
    });
  }, []);

  const count = items?.length ?? 0;
  useEffect(() => {
    if (count === 0) return;
    const timer = setInterval(
      () =>
        setState(({ index, progress }) =>
          progress + 1 >= 100 ? { index: (index + 1) % count, progress: 0 } : { index, progress: progress + 1 },
        ),
      NEWS_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [count]);

  // None to show (or none could be read): no banner.
  if (items?.length === 0) return null;
  const item = items?.[state.index % count];
  return (
    <Box
      as="section"
      aria-label="News"
      aria-busy={item ? undefined : true}
      bg="accent.400"
      rounded="l3"
      overflow="hidden"
    >
      <Stack direction={{ base: 'column', sm: 'row' }} px={4} py={3} gap={3} justify="space-between">
        <HStack gap={3} minW={0} minH={{ base: '3lh', sm: '2lh' }}>
          <Box flexShrink={0}>
            <Megaphone size={18} aria-hidden />
          </Box>
          <Text fontWeight="semibold" aria-live="polite" lineClamp={{ base: 3, sm: 2 }}>
            {item?.description}
            {item?.location ? (
              <Text as="span" fontWeight="normal">
                {' '}
                · {item.location}
              </Text>
            ) : null}
          </Text>
        </HStack>
        {item ? (
          <Button
            size="sm"
            variant="solid"
            colorPalette="brand"
            alignSelf={{ base: 'flex-start', sm: 'center' }}
            flexShrink={0}
            onClick={() => navigate(item.takeUserTo)}
          >
            Take a look
          </Button>
        ) : (
          // A small button's height (the button recipe's `sm`), in the page as served: its styles need not be.
          <Box h="9" />
        )}
      </Stack>
      <Box h="3px" bg="brand.700" width={`${state.progress}%`} role="presentation" />
    </Box>
  );
}
