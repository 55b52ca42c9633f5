import { useEffect, useState } from 'react';

/** product.md#validation and product.md#limits: type-ahead waits 300 ms after the last keystroke. */
export const TYPE_AHEAD_DELAY_MS = 300;

/** `value`, once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = TYPE_AHEAD_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
