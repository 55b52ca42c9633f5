import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useSession } from './react';

/*
 * Drafts: what a person has typed into a form, kept until it is sent or discarded, so that Esc,
 * Cancel, Back, Forward and a reload lose nothing. Each form keeps one draft per person (the tab's
 * session storage, under the form's name and the user's id, or `signed-out`), so whoever signs in
 * next in the tab does not see it. Files (a chosen picture) and passwords are never kept.
 * `useDraftState` is a dialog's state kept as a draft; forms of react-hook-form use `useFormDraft`
 * (`@fairgo/shared/forms`), over the same store.
 */

const PREFIX = 'fairgo.draft';

/** Where a form's draft is kept for the signed-in person (or for whoever is signed out). */
export const draftKey = (form: string, userId: string | null | undefined) =>
  `${PREFIX}:${form}:${userId ?? 'signed-out'}`;

/** The draft's key for the current session's person. */
export const useDraftKey = (form: string) =>
  draftKey(
    form,
    useSession((session) => session.user?._id),
  );

export function loadDraft<T extends object>(key: string): Partial<T> | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Partial<T>) : null;
  } catch {
    return null;
  }
}

/** Keeps `values` as the draft, or forgets it when they are what the form starts with (nothing typed). */
export function saveDraft<T extends object>(key: string, values: T, empty: T) {
  if (sameValues(values, empty)) return discardDraft(key);
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or refused: the draft lives as long as the page, as before.
  }
}

export function discardDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

export const sameValues = (one: object, other: object) => JSON.stringify(one) === JSON.stringify(other);

/** The draft's fields that the form has, over its empty values: a draft of an older form loses only what it lacks. */
export const draftOver = <T extends object>(empty: T, stored: Partial<T> | null): T =>
  stored
    ? (Object.fromEntries(
        Object.entries(empty).map(([name, value]) => [
          name,
          typeof stored[name as keyof T] === typeof value ? stored[name as keyof T] : value,
        ]),
      ) as T)
    : empty;

export interface DraftState<T> {
  values: T;
  change: (changes: Partial<T>) => void;
  setValues: Dispatch<SetStateAction<T>>;
  /** True when the form opened on a kept draft, until it is discarded. */
  restored: boolean;
  /** Forgets the draft and empties the form (Start over). */
  discard: () => void;
  /** Forgets the draft once it was sent (the form is closed or emptied next, so it is not kept again). */
  sent: () => void;
}

const without = <T extends object>(values: T, unkept: readonly (keyof T)[]) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !unkept.includes(name as keyof T))) as T;

/**
 * A dialog's form as a draft: it opens on the draft kept for this form and person (the dialog is
 * drawn in the browser, so the first render may read storage), and each change is kept, but for the
 * `unkept` fields (chosen files), which start empty each time.
 */
export function useDraftState<T extends object>(
  form: string,
  empty: T,
  { unkept = [] }: { unkept?: readonly (keyof T)[] } = {},
): DraftState<T> {
  const key = useDraftKey(form);
  const [values, setValues] = useState<T>(() => ({
    ...empty,
    ...draftOver(without(empty, unkept), loadDraft<T>(key)),
  }));
  const [restored, setRestored] = useState(() => !sameValues(values, empty));
  useEffect(() => {
    saveDraft(key, without(values, unkept), without(empty, unkept));
    // `empty` and `unkept` are the form's, fixed for a mounted form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, values]);
  return {
    values,
    change: (changes) => setValues((current) => ({ ...current, ...changes })),
    setValues,
    restored,
    discard: () => {
      discardDraft(key);
      setRestored(false);
      setValues(empty);
    },
    sent: () => {
      discardDraft(key);
      setRestored(false);
    },
  };
}
