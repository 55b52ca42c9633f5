import { logFailure } from '@fairgo/shared/actions';
import { POST_FORM_MODULE, usePlatform, type PostFormModule } from '@fairgo/shared/platform';
import { useCallback, useState } from 'react';
import { FAILURES } from '../../lib/failures';

export const EDIT_UNAVAILABLE = 'Editing posts is not available right now. Please try again later.';

/**
 * The marketplace's posting form, loaded at runtime through Module Federation when first needed
 * (`PostFormModule`, @fairgo/shared/platform): mf-account never copies it. A failure to load says so in a status dialog.
 */
export function usePostForm() {
  const platform = usePlatform();
  const [module, setModule] = useState<PostFormModule | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async (): Promise<PostFormModule | null> => {
    if (module) return module;
    setLoading(true);
    try {
      const loaded = await platform.loadRemoteModule<PostFormModule>(POST_FORM_MODULE);
      setModule(loaded);
      return loaded;
    } catch (error) {
      logFailure(FAILURES.loadPostForm, error);
      platform.showStatus({ status: 'error', title: EDIT_UNAVAILABLE });
      return null;
    } finally {
      setLoading(false);
    }
  }, [module, platform]);

  return { PostForm: module?.PostForm ?? null, load, loading };
}
