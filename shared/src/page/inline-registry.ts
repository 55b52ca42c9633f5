// The registry the host serves inside the page, so that the shell starts without asking for it.
import type { RegistryEntry } from '../contract';

/** The `<script type="application/json">` that carries the registry the page was served with. */
export const REGISTRY_SCRIPT_ID = 'fairgo-registry';

/** JSON made safe to sit inside a `<script>` element: nothing in it can close the element or open a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The registry the host served the page with, or null when it sent none (or something unreadable). */
export function readInlineRegistry(root: Document): RegistryEntry[] | null {
  const text = root.getElementById(REGISTRY_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as RegistryEntry[]) : null;
  } catch {
    return null;
  }
}
