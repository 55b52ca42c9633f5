import { useSession } from '@fairgo/shared/platform';
import { RequireSession } from '@fairgo/shared/spa';
import { Container, Heading, PageSpinner, Stack, Text } from '@fairgo/shared/ui';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page for administrators only (All Feedback, Reports): its title for everyone, then, for an
 * administrator, `View` (loaded on demand, with what it loads its data through), or `noAccess` for
 * anyone else signed in. A signed-out visitor is sent to sign in first, and back, as on every page
 * that needs a session (an administrator may simply not be signed in yet).
 */
export function AdminOnlyPage({
  title,
  noAccess,
  loading,
  View,
}: {
  title: string;
  noAccess: string;
  /** The spinner's label while `View` downloads. */
  loading: string;
  View: LazyExoticComponent<ComponentType>;
}) {
  const isAdmin = useSession((state) => state.user?.isAdmin === true);
  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }}>
      <Stack gap={6}>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <RequireSession>
          {isAdmin ? (
            <Suspense fallback={<PageSpinner label={loading} />}>
              <View />
            </Suspense>
          ) : (
            <Text>{noAccess}</Text>
          )}
        </RequireSession>
      </Stack>
    </Container>
  );
}
