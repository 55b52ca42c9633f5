import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import { css as serialize, jsx, type SerializedStyles } from '@emotion/react';
import type { ComponentPropsWithRef, JSX } from 'react';

/**
 * An element whose styles never change: `styles` (the system's style props, tokens and conditions) are
 * resolved and serialised once per design system, not on every render. A Chakra element resolves its
 * style props each time it renders (merge, hash, walk every condition, serialise the result), ~0.2 ms a
 * styled element on a listing page unthrottled; one of these costs Emotion's cache lookup alone. Its
 * class is the one a Chakra element with the same styles gets (Emotion names a class by its CSS), and
 * its style element is served and adopted the same way. For the many repeated elements of a page (a
 * listing card's day chips, their hints); anything that varies takes a data attribute and a selector.
 */
export function fixed<Tag extends keyof JSX.IntrinsicElements>(tag: Tag, styles: SystemStyleObject) {
  const bySystem = new WeakMap<SystemContext, SerializedStyles>();
  return function Fixed(props: ComponentPropsWithRef<Tag>) {
    const system = useChakraContext();
    let serialized = bySystem.get(system);
    if (!serialized) bySystem.set(system, (serialized = serialize(system.css(styles))));
    return jsx(tag, { ...props, css: serialized });
  };
}
