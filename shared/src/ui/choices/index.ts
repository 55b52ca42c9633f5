// Chakra's choice inputs (checkbox, switch): state machines a page downloads only when one of its forms
// has them. Radio buttons are the browser's own (RadioChoices, @fairgo/shared/ui). Like every entry that
// renders Chakra, the shell provides it (shell/src/platform/design-system-entries.ts).
export { Checkbox, Switch } from '@chakra-ui/react';
export { TermsCheckbox } from './terms-checkbox';
