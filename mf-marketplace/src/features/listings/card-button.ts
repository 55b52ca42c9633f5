import { fixedLooks, type FixedLook } from '@fairgo/shared/ui';

const small = (variant: 'solid' | 'outline', colorPalette?: 'brand'): FixedLook => ({
  styles: colorPalette ? { colorPalette } : {},
  recipe: { key: 'button', variants: { size: 'sm', variant } },
});

/**
 * A listing card's buttons, as Chakra's small buttons with the same classes: `solid` (I'm interested),
 * `outline` in the brand's colours (Phone, Email), `plain` outline (Download Resume). A card has three or
 * four, and a page draws a card whole as it comes near the screen: styled once per page (`fixedLooks`).
 */
export const CardButton = fixedLooks('button', {
  solid: small('solid', 'brand'),
  outline: small('outline', 'brand'),
  plain: small('outline'),
});

/** A card's button that is a link (a member's tel: and mailto:), as `CardButton`'s `outline`. */
export const CardButtonLink = fixedLooks('a', { outline: small('outline', 'brand') });
