// Where a remote lives in the shell's page: its slot, inside the one outlet the host serves.
import type { RegistryEntry } from '../contract';

/** The element of a remote's slot, which single-spa mounts the remote into. */
export const slotId = (name: string) => `remote-slot-${name}`;

/**
 * The element, in every page of the shell, that holds the remotes' slots. The shell's React root
 * renders it empty and never looks inside (single-spa's remotes own what is in it); the host serves
 * the active remote's slot in it, with that remote's prerendered frame.
 */
export const REMOTE_OUTLET_ID = 'fairgo-remotes';

/** A remote's slot as the host serves it in the outlet, holding the remote's frame (`frameHtml`), inert until the remote mounts. */
export function servedSlotHtml(name: string, frameHtml: string | null): string {
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<div data-remote="${attribute(name)}"><div id="${attribute(slotId(name))}"${frameHtml ? ' inert=""' : ''}>${frameHtml ?? ''}</div></div>`;
}

/** The remotes whose slot the page was served with a prerendered frame in (read before they mount). */
export function readServedFrames(root: Document): string[] {
  return [...root.querySelectorAll<HTMLElement>(`#${REMOTE_OUTLET_ID} > [data-remote]`)]
    .filter((wrapper) => wrapper.firstElementChild?.id === slotId(wrapper.dataset.remote!))
    .filter((wrapper) => wrapper.firstElementChild!.hasChildNodes())
    .map((wrapper) => wrapper.dataset.remote!);
}

/** Whether a remote owns a path: one of its route prefixes, whole segments only (/find-work ≠ /find-worker). */
export const ownsPath = (entry: Pick<RegistryEntry, 'routes'>, pathname: string) =>
  entry.routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
