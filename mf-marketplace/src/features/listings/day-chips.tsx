import type { Listing } from '@fairgo/shared/contract';
import { DAYS } from '@fairgo/shared/rules';
import { fixed } from '@fairgo/shared/ui';
import { Hint } from './hint';

/** A card's row of chips (the days, the certificates), wrapping. */
export const ChipRow = fixed('div', { display: 'flex', flexWrap: 'wrap', gap: 1 });

/**
 * A day chip, as Chakra's small solid badge: green where the person is available, red where not (the 700
 * shades: white 12 px text on the 600s is below WCAG's 4.5:1, axe). Seven on each card, styled once.
 */
const DayChip = fixed('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '2.5rem',
  minH: 5,
  px: 1.5,
  borderRadius: 'l2',
  textStyle: 'xs',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  color: 'white',
  bg: 'red.700',
  '&[data-available=true]': { bg: 'green.700' },
});

/** The seven days of a listing (product.md#listings), each a chip with its hint. */
export function DayChips({ availability }: { availability: Listing['availability'] }) {
  return (
    <ChipRow role="list" aria-label="Availability">
      {DAYS.map((day, index) => {
        const label = `${day}: ${availability[day] ? 'available' : 'not available'}`;
        // The first and last chips sit at the card's edges, where a centred hint would be cut off.
        const align = index === 0 ? 'start' : index === DAYS.length - 1 ? 'end' : 'center';
        return (
          <Hint key={day} label={label} align={align}>
            <DayChip role="listitem" aria-label={label} tabIndex={0} data-available={availability[day]}>
              {day.slice(0, 3)}
            </DayChip>
          </Hint>
        );
      })}
    </ChipRow>
  );
}
