import { logFailure } from '@fairgo/shared/actions';
import { getNews } from '@fairgo/shared/api/news';
import type { NewsItem } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { Box, Button, HStack, Text } from '@fairgo/shared/ui';
import { Megaphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FAILURES } from '../../platform/failures';

/** Spec §4, §9: the banner's progress grows 1% every 70 ms, so each item shows about 7 s. */
export const NEWS_TICK_MS = 70;

/** The rotating news banner: each item opens its link; the items cycle. */
export function NewsBanner() {
  const { navigate } = usePlatform();
  const [items, setItems] = useState<NewsItem[]>([]);
  const [state, setState] = useState({ index: 0, progress: 0 });

  useEffect(() => {
    getNews().then(setItems, (error: unknown) => logFailure(FAILURES.news, error));
  }, []);

  useEffect(() => {
    if (items.length === 0) return;
    const timer = setInterval(
      () =>
        setState(({ index, progress }) =>
          progress + 1 >= 100 ? { index: (index + 1) % items.length, progress: 0 } : { index, progress: progress + 1 },
        ),
      NEWS_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [items.length]);

  const item = items[state.index % Math.max(items.length, 1)];
  if (!item) return null;
  return (
    <Box as="section" aria-label="News" bg="accent.400" rounded="l3" overflow="hidden">
      <HStack px={4} py={3} gap={3} justify="space-between" wrap="wrap">
        <HStack gap={3}>
          <Megaphone size={18} aria-hidden />
          <Text fontWeight="semibold" aria-live="polite">
            {item.description}
            {item.location ? (
              <Text as="span" fontWeight="normal">
                {' '}
                · {item.location}
              </Text>
            ) : null}
          </Text>
        </HStack>
        <Button size="sm" variant="solid" colorPalette="brand" onClick={() => navigate(item.takeUserTo)}>
          Take a look
        </Button>
      </HStack>
      <Box h="3px" bg="brand.700" width={`${state.progress}%`} role="presentation" />
    </Box>
  );
}
