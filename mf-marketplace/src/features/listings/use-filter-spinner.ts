import { useEffect, useState } from 'react';

/** product.md#limits: the listing spinner stays for 1 s after a filter change. */
export const FILTER_SPINNER_MS = 1000;

/** True for FILTER_SPINNER_MS after `key` changes (not on first render). */
export function useFilterSpinner(key: string): boolean {
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [previous, setPrevious] = useState(key);
  if (previous !== key) {
    setPrevious(key);
    setShownFor(key);
  }
  useEffect(() => {
    if (shownFor === null) return;
    const timer = setTimeout(() => setShownFor(null), FILTER_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [shownFor]);
  return shownFor !== null;
}
