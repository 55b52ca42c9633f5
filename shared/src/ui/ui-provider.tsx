import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { emotionCache } from './emotion-cache';
import { getSystem } from './system';

/** Every React root of the site renders inside this, with the one FairGo system and, in a browser, the one Emotion cache. */
export function UiProvider({ children }: { children: ReactNode }) {
  const ui = <ChakraProvider value={getSystem()}>{children}</ChakraProvider>;
  const cache = emotionCache();
  return cache ? <CacheProvider value={cache}>{ui}</CacheProvider> : ui;
}
