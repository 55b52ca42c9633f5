import { fixed } from '@fairgo/shared/ui';
import type { ReactNode } from 'react';

export interface HintProps {
  /** The text shown above the trigger; the trigger carries it as its accessible name too. */
  label: string;
  /** Where the hint lines up with its trigger: centred over it, from its start or to its end (near a card's edge, which clips it). */
  align?: 'center' | 'start' | 'end';
  children: ReactNode;
}

/** A hint's box and text; where it lines up is its `data-align`. Seven of these on each listing card. */
const HintBox = fixed('span', {
  position: 'relative',
  display: 'inline-flex',
  _after: {
    content: 'attr(data-hint)',
    position: 'absolute',
    bottom: 'calc(100% + 6px)',
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'max-content',
    maxW: '16rem',
    px: 2,
    py: 1,
    borderRadius: 'sm',
    bg: 'gray.900',
    color: 'white',
    fontSize: 'xs',
    fontWeight: 'medium',
    lineHeight: 'short',
    textAlign: 'start',
    pointerEvents: 'none',
    zIndex: 'tooltip',
    opacity: 0,
    visibility: 'hidden',
    transition: 'opacity 0.1s, visibility 0.1s',
  },
  '&[data-align=start]::after': { left: 0, transform: 'none' },
  '&[data-align=end]::after': { left: 'auto', right: 0, transform: 'none' },
  '&:hover::after': { opacity: 1, visibility: 'visible', transitionDelay: '0.2s' },
  '&:has(:focus-visible)::after': { opacity: 1, visibility: 'visible' },
});

/**
 * A tooltip of fixed text (product.md#limits: the day chips, Download Resume), drawn by CSS alone: it shows on
 * hover (after a short delay, as a tooltip does) and while its trigger has keyboard focus. A listing
 * card needs no positioning engine for it, so /find-work and /find-worker do not download Chakra's
 * popover machinery. Screen readers read the label from the trigger's `aria-label`.
 */
export function Hint({ label, align = 'center', children }: HintProps) {
  return (
    <HintBox data-hint={label} data-align={align}>
      {children}
    </HintBox>
  );
}
