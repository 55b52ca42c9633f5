import type * as Choices from '@fairgo/shared/ui/choices';
import type * as Overlays from '@fairgo/shared/ui/overlays';
import type * as Popovers from '@fairgo/shared/ui/popovers';

// The shared entries that render Chakra UI besides '@fairgo/shared/ui', which the shell renders itself.
// Chakra's components find the design system through a React context of the copy of Chakra they were
// built with; the shell's copy holds the provider, so every such entry must come from the shell's build
// whichever app asks for it first (architecture.md#shared-modules). Importing them here puts them in the shell's
// share scope; they are never preloaded (webpack.config.cjs, onDemandShares) and a page downloads one
// when its code first uses it.
export const designSystemEntries: {
  '@fairgo/shared/ui/choices': () => Promise<typeof Choices>;
  '@fairgo/shared/ui/overlays': () => Promise<typeof Overlays>;
  '@fairgo/shared/ui/popovers': () => Promise<typeof Popovers>;
} = {
  '@fairgo/shared/ui/choices': () => import('@fairgo/shared/ui/choices'),
  '@fairgo/shared/ui/overlays': () => import('@fairgo/shared/ui/overlays'),
  '@fairgo/shared/ui/popovers': () => import('@fairgo/shared/ui/popovers'),
};
