import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The style of a card in a long list: the browser skips its style, layout and paint while it is
 * off screen, keeping its place at `estimatedHeight` (then at its last rendered height). On a phone
 * only the first card or two of a page are on screen; skipping the rest cut the style and layout task
 * after /find-worker's first render from ~138 ms to ~47 ms at a 4x slower CPU (Total
 * blocking time). The estimate is the card's usual height, so the scroll bar barely moves when a
 * card is drawn.
 */
export const renderWhenOnScreen = (estimatedHeight: number): SystemStyleObject => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${estimatedHeight}px`,
});
