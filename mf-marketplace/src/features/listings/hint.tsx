import { Box } from '@fairgo/shared/ui';
import type { ReactNode } from 'react';

export interface HintProps {
  /** The text shown above the trigger; the trigger carries it as its accessible name too. */
  label: string;
  /** Where the hint lines up with its trigger: centred over it, or from its start (near a card's edge). */
  align?: 'center' | 'start';
  children: ReactNode;
}

/**
 * A tooltip of fixed text (product.md#limits: the day chips, Download Resume), drawn by CSS alone: it shows on
 * hover (after a short delay, as a tooltip does) and while its trigger has keyboard focus. A listing
 * card needs no positioning engine for it, so /find-work and /find-worker do not download Chakra's
 * popover machinery. Screen readers read the label from the trigger's `aria-label`.
 */
export function Hint({ label, align = 'center', children }: HintProps) {
  return (
    <Box
      as="span"
      position="relative"
      display="inline-flex"
      data-hint={label}
      _after={{
        content: 'attr(data-hint)',
        position: 'absolute',
        bottom: 'calc(100% + 6px)',
        ...(align === 'center' ? { left: '50%', transform: 'translateX(-50%)' } : { left: 0 }),
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
      }}
      css={{
        '&:hover::after': { opacity: 1, visibility: 'visible', transitionDelay: '0.2s' },
        '&:has(:focus-visible)::after': { opacity: 1, visibility: 'visible' },
      }}
    >
      {children}
    </Box>
  );
}
