import { useLayoutEffect, type RefObject } from 'react';

// No element class where pages are prerendered (Node): nothing is typed there.
const nativeValue =
  typeof HTMLInputElement === 'undefined'
    ? undefined
    : Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Text typed into a served page's field before the app adopted the page (a phone shows the page long
 * before its scripts run; the shell's own parts, the footer's signup for one, are live then, while a
 * remote's frame stays inert until its app has it) is given to the app as if typed now: an `input` event with it, which React
 * passes to the field's onChange. React keeps such text in the page at hydration but not in its state,
 * so the next render of a controlled field would wipe it (React's own replay of it is not in a stable
 * release yet). A field React renders afresh holds its state's value, and nothing happens.
 *
 * `value` is the controlled field's value; an uncontrolled field (undefined) keeps what the page holds.
 */
export function useTypedBeforeAdoption(ref: RefObject<HTMLInputElement | null>, value: unknown) {
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || !nativeValue || typeof value !== 'string' || node.value === value) return;
    const typed = node.value;
    // React notes the value it last saw when it is set through the element; the typed text goes in past
    // that note, so React sees a change and calls onChange with it.
    node.value = value;
    nativeValue.call(node, typed);
    node.dispatchEvent(new Event('input', { bubbles: true }));
    // Once, as the field is adopted: later renders are the app's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
