import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WithServedStyles } from './with-served-styles';
import { getSystem } from './system';

/** Every React root of the site renders inside this, with the one FairGo system and the page's Emotion cache made ready. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={getSystem()}>
      <WithServedStyles>{children}</WithServedStyles>
    </ChakraProvider>
  );
}
