import { defineConfig, restoreSystem } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { GLOBAL_STYLES_MARK, SERVED_STYLES_ATTRIBUTE } from '@fairgo/shared/page';
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
  spinnerRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import systemSnapshot from './tokens/tokens.generated.js';

// FairGo's design system. Every app renders with this one system, so token CSS variables on :root are
// the same whichever app wrote them (architecture.md#known-pitfalls). It is made at build time (./tokens/generate.ts makes
// it from this config and the tokens of product.md#brand, ./tokens/definitions.ts) and restored at start-up
// from that snapshot, ./tokens/tokens.generated.js.

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
 * The system's config but its tokens, as one object: a page restores the system from it without merging
 * configs (Chakra's own merge copied all of them, ~10 ms of a phone's start-up at a 4x slower CPU). Chakra's
 * base config brings the conditions and utilities, Chakra's theme the global CSS FairGo's adds to; no key is
 * in two of them, so each of Chakra's is kept as it is (`__tests__/tokens.test.ts` checks it).
 */
export const SYSTEM_CONFIG = defineConfig({
  ...defaultBaseConfig,
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    'html, body': { bg: 'bg.page', color: 'fg', lineHeight: '1.5', fontSize: '16px' },
    // product.md#brand: no motion for those who ask for none.
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
  theme: { breakpoints, keyframes, textStyles, layerStyles, animationStyles, recipes, slotRecipes },
});

/**
 * Whether this document already carries the system's global styles (Chakra's reset, the order of its
 * layers and the tokens' CSS variables, Emotion's `GLOBAL_STYLES_MARK` style elements): the shell's
 * prerendered page does (`renderStatic`), moved into the head by the host (`hoistServedStyles`), and they
 * stay in the document whichever app renders next.
 */
const servedGlobalStyles = () =>
  typeof document !== 'undefined' &&
  document.querySelector(
    `style[${SERVED_STYLES_ATTRIBUTE}^="${GLOBAL_STYLES_MARK}"], style[data-emotion^="${GLOBAL_STYLES_MARK}"]`,
  ) !== null;

let created: ReturnType<typeof restoreSystem> | undefined;

/**
 * The one FairGo system, restored from its snapshot when the first React root renders rather than while
 * the design system's code is evaluated: a phone then runs start-up as two shorter tasks instead of one. In
 * a page served with the global styles, the system makes none (`ChakraProvider` then writes nothing): making
 * them was half of creating the system, and serialising them again in each React root cost as much (~150 ms
 * of start-up at a 4x slower CPU; Chakra is patched to make them on first use).
 */
export const getSystem = () => {
  if (created) return created;
  created = restoreSystem(SYSTEM_CONFIG, systemSnapshot);
  if (servedGlobalStyles()) {
    created._global = [];
    // `ChakraProvider` reads this only to write the layers' order, which the page's head states first:
    // a style sheet added for it would have the browser style every element again.
    created._config = { ...created._config, disableLayers: true };
  }
  return created;
};
