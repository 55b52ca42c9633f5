// Chakra's overlays (dialogs, menus, the combobox) and its other state-machine components
// (checkbox, radio group, switch), with the platform's shared dialogs: a shared entry of its own,
// so a page loads them on demand instead of before its first paint (their state machines,
// focus trap and positioning are ~25 KB gzipped; README, performance).
export {
  Checkbox,
  CloseButton,
  Combobox,
  Dialog,
  Menu,
  Portal,
  RadioGroup,
  Switch,
  Tabs,
  Tooltip,
  useListCollection,
} from '@chakra-ui/react';
export { PlatformDialogs } from './platform-dialogs';
