import { Button } from '@chakra-ui/react';
import { REPORT_SUBJECTS, type ReportSubject } from '@fairgo/shared/rules';
import { Flag } from 'lucide-react';

/**
 * The small 'Report' button beside reported content. The dialog it opens is
 * `@fairgo/shared/ui/overlays`' ReportDialog (or its ReportButton, which pairs the two).
 */
export function ReportTrigger({ subject, onClick }: { subject: ReportSubject; onClick: () => void }) {
  return (
    <Button
      variant="plain"
      size="xs"
      h="auto"
      px={0}
      color="fg.muted"
      aria-label={`Report this ${REPORT_SUBJECTS[subject]}`}
      onClick={onClick}
    >
      <Flag size={12} aria-hidden /> Report
    </Button>
  );
}
