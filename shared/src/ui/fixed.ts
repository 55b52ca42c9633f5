import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import { css as serialize, jsx, type SerializedStyles } from '@emotion/react';
import type { ComponentPropsWithRef, JSX } from 'react';

/**
 * A recipe of the system (`getSystem`'s `recipes`) and the variants chosen, as a Chakra component takes them;
 * with `slot`, one part of a slot recipe (`slotRecipes`: the avatar's `root`).
 */
export interface FixedRecipe {
  key: string;
  slot?: string;
  variants?: Record<string, string>;
}

/** One look of a fixed element: its styles, on top of a recipe's variants if given. */
export interface FixedLook {
  styles?: SystemStyleObject;
  recipe?: FixedRecipe;
}

interface Resolved {
  serialized: SerializedStyles;
  /** The recipe's class (`chakra-heading`), which a Chakra component puts on its element too. */
  className?: string;
}

function resolve(system: SystemContext, { styles = {}, recipe }: FixedLook): Resolved {
  if (!recipe) return { serialized: serialize(system.css(styles)) };
  if (recipe.slot) {
    const config = system.getSlotRecipe(recipe.key);
    // Chakra's `sva` returns each slot's styles (its type, from Panda, says class names).
    const slots = system.sva(config)(recipe.variants ?? {}) as unknown as Record<string, SystemStyleObject>;
    const slotStyles = slots[recipe.slot];
    return { serialized: serialize(system.css(slotStyles, styles)), className: `${config.className}__${recipe.slot}` };
  }
  const config = system.getRecipe(recipe.key);
  const variantStyles = system.cva(config)(recipe.variants ?? {});
  return { serialized: serialize(system.css(variantStyles, styles)), className: config.className };
}

type Tags = keyof JSX.IntrinsicElements;

/** A look resolved for the system of the tree it renders in: once per system and look. */
function useLook<Look extends string>(cache: WeakMap<SystemContext, Map<Look, Resolved>>, look: Look, of: FixedLook) {
  const system = useChakraContext();
  let bySystem = cache.get(system);
  if (!bySystem) cache.set(system, (bySystem = new Map()));
  let resolved = bySystem.get(look);
  if (!resolved) bySystem.set(look, (resolved = resolve(system, of)));
  return resolved;
}

/** The element, with the look's class before its own and the look's styles. */
function render(tag: Tags, props: { className?: string }, { className, serialized }: Resolved) {
  const classes = className && props.className ? `${className} ${props.className}` : (props.className ?? className);
  return jsx(tag, { ...props, className: classes, css: serialized });
}

/**
 * An element of a few fixed looks, chosen by its `look`: each is resolved and serialised once per
 * design system (see `fixed`). Changing the look changes the element's class only, so it keeps its
 * focus (a toggle button's chosen and open looks).
 */
export function fixedLooks<Tag extends Tags, Look extends string>(tag: Tag, looks: Record<Look, FixedLook>) {
  const cache = new WeakMap<SystemContext, Map<Look, Resolved>>();
  return function Fixed({ look, ...props }: ComponentPropsWithRef<Tag> & { look: Look }) {
    return render(tag, props, useLook(cache, look, looks[look]));
  };
}

/**
 * An element whose styles never change: `styles` (the system's style props, tokens and conditions), on
 * top of a `recipe`'s variants if given, are resolved and serialised once per design system, not on
 * every render. A Chakra element resolves its style props and its recipe each time it renders (merge,
 * hash, walk every condition, serialise the result), ~0.2 ms a styled element on a listing page
 * unthrottled; one of these costs Emotion's cache lookup alone. Its class is the one a Chakra element
 * with the same styles gets (Emotion names a class by its CSS), and its style element is served and
 * adopted the same way. For the many repeated elements of a page (a listing card's frame, heading, day
 * chips, the navbar's links); what varies takes a data attribute and a selector, or `fixedLooks`.
 */
export function fixed<Tag extends Tags>(tag: Tag, styles: SystemStyleObject, recipe?: FixedRecipe) {
  const cache = new WeakMap<SystemContext, Map<'only', Resolved>>();
  const only = { styles, recipe };
  return function Fixed(props: ComponentPropsWithRef<Tag>) {
    return render(tag, props, useLook(cache, 'only', only));
  };
}
