import type { RegistryEntry } from '@fairgo/shared/contract';
import { ownsPath, REMOTE_OUTLET_ID } from '@fairgo/shared/page';
import { Box, Button, Heading, PageSpinner, Text } from '@fairgo/shared/ui';
import { useLayoutEffect } from 'react';
import { usePathname } from 'wouter/use-browser-location';
import { useStore } from 'zustand';
import { retryRemote } from '../platform/remote-routing';
import { registryStore } from '../platform/registry-store';
import { remoteStatusStore } from '../platform/remote-status-store';
import { showSlots } from '../platform/slots';

/**
 * Never changes: React sets an element's inner HTML only when this does, so it never empties the
 * outlet, and hydration leaves what the host served in it as it is.
 */
const OWNED_BY_THE_REMOTES = { __html: '' };

/**
 * Where the remotes render: the remote outlet (its slots are single-spa's, platform/slots.ts), and
 * above it the active remote's spinner while it loads (unless its frame is on screen) or its fallback
 * when it failed.
 */
export function RemoteSlots() {
  const entries = useStore(registryStore, (state) => state.entries);
  const servedFrames = useStore(registryStore, (state) => state.servedFrames);
  const statuses = useStore(remoteStatusStore, (state) => state.statuses);
  const pathname = usePathname();
  useLayoutEffect(() => showSlots(entries, pathname, statuses), [entries, pathname, statuses]);

  const active = entries.find((entry) => ownsPath(entry, pathname));
  const state = active && statuses[active.name]?.state;
  return (
    <>
      {active && state === 'loading' && !servedFrames.includes(active.name) ? (
        <PageSpinner label={`Loading ${active.title}`} />
      ) : null}
      {active && state === 'failed' ? <RemoteUnavailable entry={active} /> : null}
      <div id={REMOTE_OUTLET_ID} dangerouslySetInnerHTML={OWNED_BY_THE_REMOTES} suppressHydrationWarning />
    </>
  );
}

/** A remote that is down costs only its own part of the page (architecture.md#failure-isolation). */
function RemoteUnavailable({ entry }: { entry: RegistryEntry }) {
  return (
    <Box role="alert" maxW="1200px" mx="auto" px={{ base: 4, md: 8 }} py={10}>
      <Heading as="h2" size="xl" mb={2}>
        {entry.title} is not available right now
      </Heading>
      <Text color="fg.muted" mb={4}>
        This part of FairGo could not be loaded. Everything else still works; you can try again in a moment.
      </Text>
      <Button colorPalette="brand" onClick={() => void retryRemote(entry)}>
        Try again
      </Button>
    </Box>
  );
}
