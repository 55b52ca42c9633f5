import type { RegistryEntry } from '@fairgo/shared/contract';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REMOTE_FOLDERS = ['mf-marketplace', 'mf-tasks', 'mf-account', 'mf-admin'] as const;

interface RemotePackage {
  version: string;
  fairgo: { federationName: string; title: string; routes: string[] };
}

/**
 * The remotes as they stand in this checkout (REGISTRY_SOURCE=checkout, for `npm run dev`): each
 * one's name, title and routes from its own package.json, its unversioned build at its origin's root.
 */
export function checkoutRemotes(remoteOrigins: Record<string, string>): RegistryEntry[] {
  return REMOTE_FOLDERS.map((folder) => {
    const file = fileURLToPath(new URL(`../../../../../${folder}/package.json`, import.meta.url));
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as RemotePackage;
    const { federationName, title, routes } = pkg.fairgo;
    const origin = remoteOrigins[federationName];
    if (!origin) throw new Error(`no origin configured for ${federationName}`);
    return { name: federationName, title, version: pkg.version, manifestUrl: `${origin}/mf-manifest.json`, routes };
  });
}
