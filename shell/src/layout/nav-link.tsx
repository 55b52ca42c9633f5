import { usePlatform } from '@fairgo/shared/platform';
import { Link, type LinkProps } from '@fairgo/shared/ui';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';

/**
 * A click on a link to a route of the site: a plain click moves through the platform's navigate, so the
 * document is never reloaded; a click with a modifier, or another button, is the browser's (a new tab).
 */
export function useRouteClick(href: string, onClick?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  const { navigate } = usePlatform();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    navigate(href);
  };
}

/** A link to any route of the site: a real <a href> (open in a new tab works), followed by `useRouteClick`. */
export function NavLink({ href, onClick, ...props }: LinkProps & { href: string }) {
  return <Link href={href} onClick={useRouteClick(href, onClick)} {...props} />;
}

type AnchorProps = ComponentPropsWithRef<'a'>;

/**
 * An anchor of a fixed look (`fixed('a', …)`) as a link to a route of the site, followed as `NavLink`
 * is: for the links a page has many of, or hydrates at every start (the navbar's).
 */
export function routeLink(Anchor: (props: AnchorProps) => ReactNode) {
  return function RouteLink({ href, onClick, ...props }: AnchorProps & { href: string }) {
    return <Anchor href={href} onClick={useRouteClick(href, onClick)} {...props} />;
  };
}
