import { discardDraft, draftOver, loadDraft, sameValues, saveDraft, useDraftKey } from '@fairgo/shared/platform';
import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

const pick = <T extends FieldValues>(values: Partial<T>, names: readonly Path<T>[]) =>
  Object.fromEntries(names.map((name) => [name, values[name]])) as Partial<T>;

/**
 * A react-hook-form form kept as a draft (platform/drafts.ts): the fields named in `keep` (never a
 * password or a file) are kept as they are typed, and given back when the form opens again. The draft
 * is read after the first render, since pages are served already drawn and must hydrate as served.
 */
export function useFormDraft<T extends FieldValues>(
  name: string,
  form: UseFormReturn<T>,
  keep: readonly Path<T>[],
): { restored: boolean; discard: () => void; sent: () => void } {
  const key = useDraftKey(name);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const empty = pick(form.formState.defaultValues as Partial<T>, keep);
    const kept = draftOver(empty, loadDraft<Partial<T>>(key));
    if (!sameValues(kept, empty)) {
      form.reset({ ...form.getValues(), ...kept }, { keepDefaultValues: true });
      // Storage is read after hydration (the served page has no draft), so the notice follows it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestored(true);
    }
    const watching = form.watch((values) => saveDraft(key, pick(values as Partial<T>, keep), empty));
    return () => watching.unsubscribe();
    // `form` and `keep` are fixed for a mounted form; a new person (sign-in) has drafts of their own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return {
    restored,
    discard: () => {
      discardDraft(key);
      form.reset();
      setRestored(false);
    },
    sent: () => {
      discardDraft(key);
      setRestored(false);
    },
  };
}
