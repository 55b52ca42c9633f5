import { useState } from 'react';

/**
 * The text typed in a filter's field, which applies on a choice or on Search: its own state, set
 * anew whenever the applied value changes from elsewhere (the address read after the served page is
 * adopted, Back, Reset), and left alone while the person types.
 */
export function useTypedFilter(applied: string): [string, (text: string) => void] {
  const [typed, setTyped] = useState(applied);
  const [following, setFollowing] = useState(applied);
  if (following !== applied) {
    setFollowing(applied);
    setTyped(applied);
  }
  return [typed, setTyped];
}
