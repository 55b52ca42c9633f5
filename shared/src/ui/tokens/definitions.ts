// Build-time only (never imported by browser code): FairGo's design tokens, from product.md#brand, on
// top of Chakra's. `./generate.ts` makes the system's token dictionary from them ahead of time.
import type { SystemConfig } from '@chakra-ui/react';
import { semanticTokens, tokens } from '@chakra-ui/react/theme';

const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const palette = <K extends string>(scale: Record<K, string>) =>
  Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }])) as Record<K, { value: string }>;

/**
 * Chakra's colour palettes FairGo leaves out: no screen uses them, and their tokens were ~40% of the
 * system's start-up work and of the CSS variables every style recalculation carries (a test keeps the
 * apps from naming one).
 */
export const PALETTES_LEFT_OUT = ['yellow', 'teal', 'cyan', 'purple', 'pink'];
const withoutPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !PALETTES_LEFT_OUT.includes(name)));

/**
 * The site has one colour mode (product.md#brand): a semantic token keeps its light value only. Chakra's
 * dark values were a third of the tokens the system is made from, for a `.dark` class never set.
 */
type TokenTree = { [key: string]: unknown };
const lightOnly = (tree: TokenTree): TokenTree =>
  Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (typeof node !== 'object' || node === null) return [key, node];
      const { value } = node as { value?: unknown };
      if (typeof value === 'object' && value !== null && '_light' in value) {
        return [key, { ...node, value: (value as { _light: unknown })._light }];
      }
      return [key, lightOnly(node as TokenTree)];
    }),
  );

/** Chakra's tokens, less the palettes left out and the dark values. */
export const chakraTokens: SystemConfig = {
  theme: {
    tokens: { ...tokens, colors: withoutPalettes(tokens.colors!) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutPalettes(semanticTokens.colors!) }),
  },
};

/** FairGo's own, merged over Chakra's. */
export const fairgoTokens: SystemConfig = {
  theme: {
    tokens: {
      colors: {
        brand: palette({
          50: '#e8f5ef',
          100: '#c6e6d6',
          200: '#9fd4bb',
          300: '#74c19e',
          400: '#4fb087',
          500: '#2f9e72',
          600: '#237f5b',
          700: '#1a6147',
          800: '#114233',
          900: '#08241c',
        }),
        accent: palette({ 400: '#f7c948', 500: '#f0b429', 600: '#de911d' }),
      },
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
      durations: { brand: { value: '200ms' } },
    },
    semanticTokens: {
      colors: {
        // A full colour palette, so `colorPalette="brand"` works on every component.
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        accent: {
          solid: { value: '{colors.accent.500}' },
          contrast: { value: '#1a202c' },
          fg: { value: '{colors.accent.600}' },
          muted: { value: '{colors.accent.400}' },
          subtle: { value: '#fdf3d7' },
          emphasized: { value: '{colors.accent.400}' },
          focusRing: { value: '{colors.accent.500}' },
        },
        fg: { DEFAULT: { value: '#1a202c' } },
        bg: { page: { value: '#f8faf9' } },
        status: {
          available: { value: '{colors.brand.500}' },
          unavailable: { value: '#e53e3e' },
          warning: { value: '{colors.accent.500}' },
          info: { value: '#3182ce' },
        },
      },
      radii: {
        // Cards and inputs 8 px; chips and avatars use `full`.
        l2: { value: '8px' },
        l3: { value: '8px' },
      },
      shadows: {
        card: { value: '{shadows.sm}' },
        dialog: { value: '{shadows.lg}' },
      },
    },
  },
};
