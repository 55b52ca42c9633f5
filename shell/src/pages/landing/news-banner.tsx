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
/** One item's turn: its progress from 0 to 100%, a step each tick. */
export const NEWS_ITEM_MS = NEWS_TICK_MS * 100;

/**
 * The progress under an item, drawn by the browser, not by React: a full-width bar slid in from the
 * left in 100 steps over the item's turn (`translate`, which the compositor animates), clipped by the
 * banner. Set by React each tick, it would be a render, a new style rule and a restyle of the page
 * every 70 ms for as long as the page is open: a phone's main thread never idle on the landing page.
 * Where the visitor asks for no motion, the design system ends every animation at once: a full bar.
 */
const PROGRESS_ANIMATION = {
  animationName: 'slide-from-left-full',
  animationDuration: `${NEWS_ITEM_MS}ms`,
  animationTimingFunction: 'steps(100, end)',
  animationFillMode: 'both',
} as const;

/**
 * The rotating news banner: each item opens its link; the items cycle. It is one size whatever its
 * item (three lines of text at most on a phone, two on a wider screen, the rest clamped) and keeps
 * that size while the news loads: the page is painted before the news arrives, and nothing below the
 * banner moves, then or at each turn.
 */
export function NewsBanner() {
  const { navigate } = usePlatform();
  const [items, setItems] = useState<NewsItem[] | null>(null);
  // Items shown so far: a new turn restarts the progress bar (its key), even when one item cycles to itself.
  const [turn, setTurn] = useState(0);

  useEffect(() => {
    request('GET news').then(setItems, (error: unknown) => {
      setItems([]);
      logFailure(FAILURES.news, error);
    });
  }, []);

  const count = items?.length ?? 0;
  useEffect(() => {
    if (count === 0) return;
    const timer = setInterval(() => setTurn((current) => current + 1), NEWS_ITEM_MS);
    return () => clearInterval(timer);
  }, [count]);

  // None to show (or none could be read): no banner.
  if (items?.length === 0) return null;
  const item = items?.[turn % count];
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
      {item ? <Box key={turn} h="3px" bg="brand.700" role="presentation" {...PROGRESS_ANIMATION} /> : <Box h="3px" />}
    </Box>
  );
}
