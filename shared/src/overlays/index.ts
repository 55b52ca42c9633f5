// Chakra's overlays (dialogs, menus) and the platform's shared dialogs: a shared entry of its own,
// so a page loads them on demand instead of before its first paint (their state machines,
// focus trap and positioning are ~25 KB gzipped; README, performance).
export { CloseButton, Dialog, Menu, Portal } from '@chakra-ui/react';
export { PlatformDialogs } from './platform-dialogs';
