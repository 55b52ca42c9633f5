import type { RegistryEntry } from '@fairgo/shared/contract';
import { ownsPath, slotId } from '@fairgo/shared/page';
import { Box, Button, Heading, PageSpinner, Text } from '@fairgo/shared/ui';
import { usePathname } from 'wouter/use-browser-location';
import { useStore } from 'zustand';
import { retryRemote } from '../platform/remote-routing';
import { registryStore } from '../platform/registry-store';
import { remoteStatusStore } from '../platform/remote-status-store';

/** One slot per released remote; single-spa mounts the active one into its slot. */
export function RemoteSlots() {
  const entries = useStore(registryStore, (state) => state.entries);
  const pathname = usePathname();
  return entries.map((entry) => <RemoteSlot key={entry.name} entry={entry} active={ownsPath(entry, pathname)} />);
}

/**
 * A remote's slot. When the page was served with the remote's prerendered frame, the slot keeps showing
 * it (React sets the same HTML back once) until the remote's own root replaces it on its first render;
 * a remote that fails shows its fallback in place of the frame.
 */
function RemoteSlot({ entry, active }: { entry: RegistryEntry; active: boolean }) {
  const status = useStore(remoteStatusStore, (state) => state.statuses[entry.name]);
  // Never changes for a slot: React must not set it again over what the remote rendered there.
  const frame = useStore(registryStore, (state) => state.frames[entry.name]);
  const failed = status?.state === 'failed';
  return (
    <Box hidden={!active} data-remote={entry.name}>
      {active && status?.state === 'loading' && !frame ? <PageSpinner label={`Loading ${entry.title}`} /> : null}
      {active && failed ? <RemoteUnavailable entry={entry} /> : null}
      {/* Owned by the remote's own React root; the shell only gives the prerendered frame back. */}
      <div
        id={slotId(entry.name)}
        hidden={failed}
        // What is typed into the frame would be lost when the remote renders: it takes no input till then.
        inert={Boolean(frame) && status?.state !== 'mounted'}
        dangerouslySetInnerHTML={frame ? { __html: frame } : undefined}
      />
    </Box>
  );
}

/** A remote that is down costs only its own part of the page (ARCHITECTURE §2.6). */
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
