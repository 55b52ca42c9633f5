import type { Listing } from '@fairgo/shared/contract';
import { usePlatform, useSession } from '@fairgo/shared/platform';
import { HStack, Link, ReportTrigger } from '@fairgo/shared/ui';
import { lazy, Suspense, useState } from 'react';

export const SIGN_IN_TO_REPORT = 'Please sign in or register to report a listing.';
export const SIGN_IN_FOR_PROFILES = 'Please sign in or register to see who posted this listing.';

// The dialog and its shared entry load only when someone reports (the lists stay light).
const ReportDialog = lazy(() =>
  import('@fairgo/shared/ui/overlays').then((overlays) => ({ default: overlays.ReportDialog })),
);

/** Under a listing: its poster's public profile, and 'Report'; visitors are asked to sign in first. */
export function ListingTrust({ listing, kind }: { listing: Listing; kind: 'job' | 'worker' }) {
  const platform = usePlatform();
  const signedIn = useSession((state) => state.user !== null);
  const [reporting, setReporting] = useState(false);
  const profile = `/people/${listing.postCreatedBy._id}`;
  return (
    <HStack justify="space-between" fontSize="sm">
      <Link
        href={profile}
        color="brand.700"
        onClick={(event) => {
          event.preventDefault();
          if (signedIn) platform.navigate(profile);
          else platform.requireSignIn(SIGN_IN_FOR_PROFILES);
        }}
      >
        See profile and reviews
      </Link>
      <ReportTrigger
        subject={kind === 'job' ? 'jobListing' : 'workerListing'}
        onClick={() => (signedIn ? setReporting(true) : platform.requireSignIn(SIGN_IN_TO_REPORT))}
      />
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            subject={kind === 'job' ? 'jobListing' : 'workerListing'}
            subjectId={listing._id}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      ) : null}
    </HStack>
  );
}
