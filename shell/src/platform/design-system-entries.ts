import type * as Choices from '@fairgo/shared/choices';
import type * as Overlays from '@fairgo/shared/overlays';
import type * as Popovers from '@fairgo/shared/popovers';

// The shared entries that render Chakra UI besides '@fairgo/shared/ui', which the shell renders itself.
// Chakra's components find the design system through a React context of the copy of Chakra they were
// built with; the shell's copy holds the provider, so every such entry must come from the shell's build
// whichever app asks for it first (ARCHITECTURE §2.7). Importing them here puts them in the shell's
// share scope; they are never preloaded (webpack.config.cjs, onDemandShares) and a page downloads one
// when its code first uses it.
export const designSystemEntries: {
  '@fairgo/shared/choices': () => Promise<typeof Choices>;
  '@fairgo/shared/overlays': () => Promise<typeof Overlays>;
  '@fairgo/shared/popovers': () => Promise<typeof Popovers>;
} = {
  '@fairgo/shared/choices': () => import('@fairgo/shared/choices'),
  '@fairgo/shared/overlays': () => import('@fairgo/shared/overlays'),
  '@fairgo/shared/popovers': () => import('@fairgo/shared/popovers'),
};
