import type { Listing } from '@fairgo/shared/contract';
import { contactAccess } from '@fairgo/shared/rules';
import { useSession } from '@fairgo/shared/platform';
import { Button } from '@fairgo/shared/ui';
import { FileDown } from 'lucide-react';
import { useDownloadResume } from './api/use-download-resume';
import { CardButton } from './card-button';
import { Hint } from './hint';

/** product.md#listings's tooltip, for everyone who may not download a résumé. */
export const RESUME_SOON = 'This feature will be available soon for paid employers.';
export const NO_RESUME_YET = 'This worker has not uploaded a résumé yet.';

/**
 * Download Resume: for an employer with a live membership, the worker's résumé saved as a file (never
 * opened as a page of the site). Everyone else keeps the spec's disabled button and its tooltip.
 */
export function DownloadResume({ listing }: { listing: Listing }) {
  const member = useSession((state) => contactAccess(state.user) === 'granted');
  const saving = useDownloadResume(listing);
  const available = member && listing.postCreatedBy.hasResume;
  if (available)
    return (
      <Button size="sm" variant="outline" loading={saving.busy} onClick={() => void saving.run()}>
        <FileDown aria-hidden /> Download Resume
      </Button>
    );
  const why = member ? NO_RESUME_YET : RESUME_SOON;
  return (
    <Hint label={why} align="start">
      {/* A disabled button gets no focus or pointer events; the wrapper takes them for the hint. */}
      <span tabIndex={0} aria-label={`Download Resume: ${why}`}>
        <CardButton type="button" look="plain" disabled>
          <FileDown aria-hidden /> Download Resume
        </CardButton>
      </span>
    </Hint>
  );
}
