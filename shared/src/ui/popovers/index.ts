// Chakra's floating parts placed against a trigger: the combobox under the type-ahead fields and the
// tooltip. Their own entry, so a page without them (sign-in, the feedback form) does not download
// their state machines and Floating UI, and a page with them does not download the dialogs.
// Like every entry that renders Chakra, the shell provides it (shell/src/platform/design-system-entries.ts).
export { Combobox, Tooltip, useListCollection } from '@chakra-ui/react';
