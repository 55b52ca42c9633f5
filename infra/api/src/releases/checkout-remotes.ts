import { readAppPackage, REMOTES } from '@fairgo/hosting/apps';
import type { RegistryEntry } from '@fairgo/shared/contract';

/**
 * The remotes as they stand in this checkout (REGISTRY_SOURCE=checkout, for `npm run dev`): each
 * one's name, title and routes from its own package.json, its unversioned build at its origin's root.
 */
export function checkoutRemotes(remoteOrigins: Record<string, string>): RegistryEntry[] {
  return REMOTES.map(({ folder }) => {
    const { version, fairgo } = readAppPackage(folder);
    const { federationName, title, routes = [] } = fairgo!;
    const origin = remoteOrigins[federationName];
    if (!origin) throw new Error(`no origin configured for ${federationName}`);
    return { name: federationName, title, version, manifestUrl: `${origin}/mf-manifest.json`, routes };
  });
}
