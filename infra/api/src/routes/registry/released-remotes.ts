import type { RegistryEntry } from '@fairgo/shared/contract';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REMOTE_FOLDERS = ['mf-marketplace', 'mf-tasks', 'mf-account', 'mf-admin'] as const;

interface RemotePackage {
  version: string;
  fairgo: { federationName: string; title: string; routes: string[] };
}

/**
 * The remotes as they stand in this checkout: each one's name, title and routes from its own
 * package.json, served from its own origin. Release tooling (versioned folders, a pointer per
 * remote, rollback) replaces this source without changing the registry's answer.
 */
export function releasedRemotes(remoteOrigins: Record<string, string>): RegistryEntry[] {
  return REMOTE_FOLDERS.map((folder) => {
    const file = fileURLToPath(new URL(`../../../../../${folder}/package.json`, import.meta.url));
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as RemotePackage;
    const { federationName, title, routes } = pkg.fairgo;
    const origin = remoteOrigins[federationName];
    if (!origin) throw new Error(`no origin configured for ${federationName}`);
    return { name: federationName, title, version: pkg.version, manifestUrl: `${origin}/mf-manifest.json`, routes };
  });
}
