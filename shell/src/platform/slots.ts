import type { RegistryEntry } from '@fairgo/shared/contract';
import { ownsPath, REMOTE_OUTLET_ID, slotId } from '@fairgo/shared/page';
import type { RemoteStatus } from './remote-status-store';

// The remotes' slots live in the remote outlet, which the shell's React root renders empty and never
// looks inside: what is in a slot is the remote's (single-spa mounts its root there, hydrating the
// frame the page was served with), so React's hydration of the shell does not have to know it.

/** A remote's slot, made (hidden) in the outlet when the page was not served with it. */
export function remoteSlot(name: string): HTMLElement {
  const served = document.getElementById(slotId(name));
  if (served) return served;
  const wrapper = document.createElement('div');
  wrapper.dataset.remote = name;
  wrapper.hidden = true;
  const slot = wrapper.appendChild(document.createElement('div'));
  slot.id = slotId(name);
  document.getElementById(REMOTE_OUTLET_ID)!.append(wrapper);
  return slot;
}

/**
 * Shows the slot of the remote that owns the path, unless it failed (its fallback shows instead), and
 * hides every other. A slot takes input only once its remote has mounted: till then it holds the
 * served frame, which has no handlers.
 */
export function showSlots(entries: RegistryEntry[], pathname: string, statuses: Record<string, RemoteStatus>) {
  for (const entry of entries) {
    const slot = remoteSlot(entry.name);
    const state = statuses[entry.name]?.state;
    slot.parentElement!.hidden = !ownsPath(entry, pathname) || state === 'failed';
    slot.toggleAttribute('inert', state !== 'mounted');
  }
}
