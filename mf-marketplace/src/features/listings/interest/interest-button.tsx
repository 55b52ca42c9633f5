import type { Listing } from '@fairgo/shared/contract';
import { usePlatform, useSession } from '@fairgo/shared/platform';
import { Hand } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { CardButton } from '../card-button';

// The dialog (and what it loads) is downloaded when someone first presses the button.
const InterestDialog = lazy(() => import('./interest-dialog').then((module) => ({ default: module.InterestDialog })));

export const SIGN_IN_TO_ANSWER = 'Please sign in or register to tell the employer you are interested.';
export const WORKERS_ANSWER =
  'Only workers can answer a job. To look for work too, choose the role Both on your profile.';

/**
 * "I'm interested" on a job card: a visitor is asked to sign in, an employer is told who may answer,
 * a worker (or a user who is both) opens the answer. Not on one's own job.
 */
export function InterestButton({ listing }: { listing: Listing }) {
  const platform = usePlatform();
  const user = useSession((state) => state.user);
  const [open, setOpen] = useState(false);
  if (user && user._id === listing.postCreatedBy._id) return null;
  const press = () => {
    if (!user) platform.requireSignIn(SIGN_IN_TO_ANSWER);
    else if (user.role === 'employer') platform.showStatus({ status: 'info', title: WORKERS_ANSWER });
    else setOpen(true);
  };
  return (
    <>
      <CardButton type="button" look="solid" onClick={press}>
        <Hand aria-hidden /> I'm interested
      </CardButton>
      {open ? (
        <Suspense fallback={null}>
          <InterestDialog listing={listing} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
