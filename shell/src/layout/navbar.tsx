import { useSession } from '@fairgo/shared/platform';
import { Box, Button, fixed, IconButton } from '@fairgo/shared/ui';
import { Suspense, useState } from 'react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { LazyAccountMenu } from './lazy-overlays';
import { Logo } from './logo';
import { NavLink, routeLink } from './nav-link';
import { MEMBER_LINKS, PUBLIC_LINKS, VISITOR_LINKS } from './nav-items';
import { NotificationBell } from './notifications/notification-bell';
import { useLogout } from './use-logout';

// The navbar's elements, styled once per page (`fixed`): it is on every page, and hydrated at every start.
const Header = fixed('header', {
  position: 'sticky',
  top: 0,
  zIndex: 'sticky',
  bg: 'white',
  borderBottomWidth: '1px',
  shadow: 'xs',
});
const MainNav = fixed('nav', {
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  maxW: '1200px',
  mx: 'auto',
  px: { base: 4, md: 8 },
  h: 16,
});
const WideLinks = fixed('div', { display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: 6, flex: '1' });
const Controls = fixed('div', { display: 'flex', alignItems: 'center', gap: 2, ml: 'auto' });
// Shown by its `hidden` attribute (Chakra's reset hides what has it), on small screens only.
const PhoneNav = fixed('nav', { display: { base: 'flex', md: 'none' }, flexDirection: 'column', gap: 3, px: 4, pb: 4 });
/** One of the navbar's links: Chakra's link, in the text's colour. */
const MenuLink = routeLink(fixed('a', { fontWeight: 'medium', color: 'fg' }, { key: 'link' }));

/** The sticky navbar of every page, collapsing into a menu on small screens (product.md#navbar-and-footer). */
export function Navbar() {
  const loggedIn = useSession((state) => state.status === 'loggedIn');
  // A plain open/closed state: Chakra's Collapsible would add its state machine to every page's first load.
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const logout = useLogout();
  const links = [...PUBLIC_LINKS, ...(loggedIn ? MEMBER_LINKS : VISITOR_LINKS)];

  const linkList = (onNavigate?: () => void) => (
    <>
      {links.map((link) => (
        <MenuLink
          key={link.href}
          href={link.href}
          onClick={onNavigate}
          data-visitor-only={VISITOR_LINKS.some((visitor) => visitor.href === link.href) ? '' : undefined}
        >
          {link.label}
        </MenuLink>
      ))}
      {loggedIn ? (
        <Button
          variant="plain"
          p={0}
          h="auto"
          justifyContent="flex-start"
          fontSize="md"
          color="fg"
          fontWeight="medium"
          onClick={() => {
            onNavigate?.();
            logout();
          }}
        >
          Logout
        </Button>
      ) : null}
    </>
  );

  return (
    <Header>
      <MainNav aria-label="Main">
        <NavLink href="/" _hover={{ textDecoration: 'none' }}>
          <Logo />
        </NavLink>
        <WideLinks>{linkList()}</WideLinks>
        <Controls>
          {loggedIn ? (
            <>
              <NotificationBell />
              <Suspense fallback={<Box boxSize={8} rounded="full" bg="brand.100" />}>
                <LazyAccountMenu />
              </Suspense>
            </>
          ) : null}
          <IconButton
            display={{ base: 'inline-flex', md: 'none' }}
            variant="ghost"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X /> : <MenuIcon />}
          </IconButton>
        </Controls>
      </MainNav>
      <PhoneNav id="mobile-menu" aria-label="Mobile" hidden={!menuOpen}>
        {linkList(closeMenu)}
      </PhoneNav>
    </Header>
  );
}
