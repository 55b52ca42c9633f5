import { usePlatform } from '@fairgo/shared/platform';
import { Link, type LinkProps } from '@fairgo/shared/ui';
import type { MouseEvent } from 'react';

/**
 * A link to any route of the site: a real <a href> (open in a new tab works), and a plain click
 * moves through the platform's navigate, so the document is never reloaded.
 */
export function NavLink({ href, onClick, ...props }: LinkProps & { href: string }) {
  const { navigate } = usePlatform();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
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
  return <Link href={href} onClick={handleClick} {...props} />;
}
