// Chakra's choice inputs (checkbox, radio group, switch): state machines a page downloads only when
// one of its forms has them. Like every entry that renders Chakra, the shell provides it
// (shell/src/platform/design-system-entries.ts).
export { Checkbox, RadioGroup, Switch } from '@chakra-ui/react';
export { TermsCheckbox } from './terms-checkbox';
