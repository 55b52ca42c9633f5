import type { ReactNode } from 'react';
import { fixed } from './fixed';

// Every page's frame and heading: styled once per page (`fixed`), as they are hydrated at each start.
const Frame = fixed('section', { maxW: '1200px', mx: 'auto', px: { base: 4, md: 8 }, py: { base: 6, md: 10 } });
/** Chakra's heading at size 2xl, 3xl from `md` up, in the brand's green. */
const Title = fixed('h1', {
  fontFamily: 'heading',
  fontWeight: 'semibold',
  textStyle: { base: '2xl', md: '3xl' },
  color: 'brand.700',
  mb: 3,
});
const Intro = fixed('p', { color: 'fg.muted', fontSize: 'lg', mb: 6 });

/** The frame of a page: content width at most 1200 px, the page's heading, then its content. */
export function PageFrame({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <Frame>
      <Title className="chakra-heading">{title}</Title>
      {intro ? <Intro>{intro}</Intro> : null}
      {children}
    </Frame>
  );
}
