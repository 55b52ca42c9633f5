// Chakra's dialog, menu and tabs, with the platform's shared dialogs: an entry of its own that a page
// loads on demand, when a dialog opens or a menu is drawn, instead of before its first paint (their
// state machines and focus trap are ~25 KB gzipped; docs/performance.md). Like every entry that
// renders Chakra, the shell provides it (shell/src/platform/design-system-entries.ts). The dialogs of a
// concept live with it (membership/, reports/), their calls in its api/ folder; this entry carries them.
export { Dialog, Menu, Tabs } from '@chakra-ui/react';
export { ModalDialog, type ModalDialogProps } from './modal-dialog';
export { PlatformDialogs } from './platform-dialogs';
export { ReportButton, ReportDialog, REPORT_EXPLAINED, REPORT_SENT } from '../../reports/report-dialog';
