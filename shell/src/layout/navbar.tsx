import { useSession } from '@fairgo/shared/platform';
import { Box, Button, Flex, HStack, IconButton, Stack } from '@fairgo/shared/ui';
import { Suspense, useState } from 'react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { LazyAccountMenu } from './lazy-overlays';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import { MEMBER_LINKS, PUBLIC_LINKS, VISITOR_LINKS } from './nav-items';
import { NotificationBell } from './notifications/notification-bell';
import { useLogout } from './use-logout';

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
        <NavLink
          key={link.href}
          href={link.href}
          fontWeight="medium"
          color="fg"
          onClick={onNavigate}
          data-visitor-only={VISITOR_LINKS.some((visitor) => visitor.href === link.href) ? '' : undefined}
        >
          {link.label}
        </NavLink>
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
    <Box as="header" position="sticky" top={0} zIndex="sticky" bg="white" borderBottomWidth="1px" shadow="xs">
      <Flex as="nav" aria-label="Main" maxW="1200px" mx="auto" px={{ base: 4, md: 8 }} h={16} align="center" gap={6}>
        <NavLink href="/" _hover={{ textDecoration: 'none' }}>
          <Logo />
        </NavLink>
        <HStack gap={6} display={{ base: 'none', md: 'flex' }} flex="1">
          {linkList()}
        </HStack>
        <HStack gap={2} ml="auto">
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
        </HStack>
      </Flex>
      <Stack
        as="nav"
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        display={{ base: menuOpen ? 'flex' : 'none', md: 'none' }}
        px={4}
        pb={4}
        gap={3}
      >
        {linkList(closeMenu)}
      </Stack>
    </Box>
  );
}
