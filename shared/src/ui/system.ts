import { createSystem, defineConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { GLOBAL_STYLES_MARK } from '@fairgo/shared/page';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  spinnerRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

// FairGo's design tokens, from shared/BRAND.md. Every app renders with this one system, so token
// CSS variables on :root are the same whichever app wrote them (ARCHITECTURE §6).
const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const palette = <K extends string>(scale: Record<K, string>) =>
  Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }])) as Record<K, { value: string }>;

/**
 * Chakra's theme with only the recipes of the components FairGo uses (`./chakra.ts`, `../overlays`)
 * and of the parts they draw (a field's icon, a checkbox's checkmark); a test checks the list against
 * the components. Chakra's default config carries 76 recipes: creating the system took a phone ~200–270 ms
 * at start-up, ~90 ms with these (CPU profiles of `/find-work` at a 4x slowdown).
 */
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  combobox: comboboxSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/**
 * Chakra's colour palettes FairGo leaves out: no screen uses them, and their tokens were ~40% of the
 * system's start-up work and of the CSS variables every style recalculation carries (a test keeps the
 * apps from naming one).
 */
export const PALETTES_LEFT_OUT = ['yellow', 'teal', 'cyan', 'purple', 'pink'];
const withoutPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !PALETTES_LEFT_OUT.includes(name)));

/**
 * The site has one colour mode (BRAND.md): a semantic token keeps its light value only. Chakra's
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

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.page', color: 'fg', lineHeight: '1.5', fontSize: '16px' },
    // BRAND.md: no motion for those who ask for none.
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
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
});

const createFairgoSystem = () =>
  createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss,
      theme: {
        breakpoints,
        keyframes,
        tokens: { ...tokens, colors: withoutPalettes(tokens.colors!) },
        semanticTokens: lightOnly({ ...semanticTokens, colors: withoutPalettes(semanticTokens.colors!) }),
        textStyles,
        layerStyles,
        animationStyles,
        recipes,
        slotRecipes,
      },
    }),
    config,
  );

/**
 * Whether this document already carries the system's global styles (Chakra's reset and the tokens' CSS
 * variables, Emotion's `GLOBAL_STYLES_MARK` style elements): the shell's prerendered page does (`renderStatic`),
 * and they stay in the document whichever app renders next.
 */
const servedGlobalStyles = () =>
  typeof document !== 'undefined' && document.querySelector(`style[data-emotion^="${GLOBAL_STYLES_MARK}"]`) !== null;

let created: ReturnType<typeof createFairgoSystem> | undefined;

/**
 * The one FairGo system, made when the first React root renders rather than while the design system's
 * code is evaluated: a phone then runs start-up as two shorter tasks instead of one. In a page served
 * with the global styles, the system makes none (`ChakraProvider` then writes nothing): making them was
 * half of creating the system, and serialising them again in each React root cost as much (~150 ms of
 * start-up at a 4x slower CPU; Chakra is patched to make them on first use).
 */
export const getSystem = () => {
  if (created) return created;
  created = createFairgoSystem();
  if (servedGlobalStyles()) created._global = [];
  return created;
};
