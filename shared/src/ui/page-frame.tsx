import type { ReactNode } from 'react';
import { fixed } from './fixed';

// Every page's frame and heading: styled once per page (`fixed`), as they are hydrated at each start.
const Frame = fixed('section', { maxW: '1200px', mx: 'auto', px: { base: 4, md: 8 }, py: { base: 6, md: 10 } });
/** A page's main heading, as Chakra's heading in the brand's green: the page's size is a `textStyle` beside it. */
export const PAGE_TITLE = { fontFamily: 'heading', fontWeight: 'semibold', color: 'brand.700' } as const;
/** Chakra's heading at size 2xl, 3xl from `md` up. */
const Title = fixed('h1', { ...PAGE_TITLE, textStyle: { base: '2xl', md: '3xl' }, mb: 3 });
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
