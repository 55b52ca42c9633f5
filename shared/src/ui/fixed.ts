import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import { css as serialize, jsx, type SerializedStyles } from '@emotion/react';
import type { ComponentPropsWithRef, JSX } from 'react';

/** A recipe of the system (`getSystem`'s `recipes`) and the variants chosen, as a Chakra component takes them. */
export interface FixedRecipe {
  key: string;
  variants?: Record<string, string>;
}

interface Resolved {
  serialized: SerializedStyles;
  /** The recipe's class (`chakra-heading`), which a Chakra component puts on its element too. */
  className?: string;
}

/**
 * An element whose styles never change: `styles` (the system's style props, tokens and conditions), on
 * top of a `recipe`'s variants if given, are resolved and serialised once per design system, not on
 * every render. A Chakra element resolves its style props and its recipe each time it renders (merge,
 * hash, walk every condition, serialise the result), ~0.2 ms a styled element on a listing page
 * unthrottled; one of these costs Emotion's cache lookup alone. Its class is the one a Chakra element
 * with the same styles gets (Emotion names a class by its CSS), and its style element is served and
 * adopted the same way. For the many repeated elements of a page (a listing card's frame, heading, day
 * chips); what varies takes a data attribute and a selector.
 */
export function fixed<Tag extends keyof JSX.IntrinsicElements>(
  tag: Tag,
  styles: SystemStyleObject,
  recipe?: FixedRecipe,
) {
  const bySystem = new WeakMap<SystemContext, Resolved>();
  const resolve = (system: SystemContext): Resolved => {
    if (!recipe) return { serialized: serialize(system.css(styles)) };
    const config = system.getRecipe(recipe.key);
    const variantStyles = system.cva(config)(recipe.variants ?? {});
    return { serialized: serialize(system.css(variantStyles, styles)), className: config.className };
  };
  return function Fixed(props: ComponentPropsWithRef<Tag>) {
    const system = useChakraContext();
    let resolved = bySystem.get(system);
    if (!resolved) bySystem.set(system, (resolved = resolve(system)));
    const { className = resolved.className } = props as { className?: string };
    return jsx(tag, { ...props, className, css: resolved.serialized });
  };
}
