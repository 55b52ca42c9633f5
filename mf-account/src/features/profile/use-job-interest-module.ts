import { logFailure } from '@fairgo/shared/actions';
import { JOB_INTEREST_MODULE, usePlatform, type JobInterestModule } from '@fairgo/shared/platform';
import { useEffect, useState } from 'react';
import { FAILURES } from '../../lib/failures';

/**
 * The marketplace's interested-workers list, loaded at runtime through Module Federation once the
 * profile has a job to show it under (`JobInterestModule`, @fairgo/shared/platform): the listing cards and their contact gating
 * stay the marketplace's. `failed` when it could not be loaded.
 */
export function useJobInterestModule(wanted: boolean) {
  const platform = usePlatform();
  const [module, setModule] = useState<JobInterestModule | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    platform.loadRemoteModule<JobInterestModule>(JOB_INTEREST_MODULE).then(
      (loaded) => current && setModule(loaded),
      (error: unknown) => {
        logFailure(FAILURES.loadJobInterest, error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, module, platform]);
  return { InterestedWorkers: module?.InterestedWorkers ?? null, failed };
}
