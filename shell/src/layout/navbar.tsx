import { useSession } from '@fairgo/shared/platform';
import { Box, Button, Collapsible, Flex, HStack, IconButton, Stack, useDisclosure } from '@fairgo/shared/ui';
import { Suspense } from 'react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { LazyAccountMenu } from './lazy-overlays';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import { MEMBER_LINKS, PUBLIC_LINKS, VISITOR_LINKS } from './nav-items';
import { NotificationBell } from './notifications/notification-bell';
import { useLogout } from './use-logout';

/** The sticky navbar of every page, collapsing into a menu on small screens (spec §2). */
export function Navbar() {
  const loggedIn = useSession((state) => state.status === 'loggedIn');
  const mobileMenu = useDisclosure();
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
            aria-label={mobileMenu.open ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileMenu.open}
            onClick={mobileMenu.onToggle}
          >
            {mobileMenu.open ? <X /> : <MenuIcon />}
          </IconButton>
        </HStack>
      </Flex>
      <Collapsible.Root open={mobileMenu.open} display={{ base: 'block', md: 'none' }}>
        <Collapsible.Content>
          <Stack as="nav" aria-label="Mobile" px={4} pb={4} gap={3}>
            {linkList(mobileMenu.onClose)}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
