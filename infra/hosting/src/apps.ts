import { fileURLToPath } from 'node:url';
import account from '../../../mf-account/package.json' with { type: 'json' };
import admin from '../../../mf-admin/package.json' with { type: 'json' };
import marketplace from '../../../mf-marketplace/package.json' with { type: 'json' };
import tasks from '../../../mf-tasks/package.json' with { type: 'json' };
import shell from '../../../shell/package.json' with { type: 'json' };

/** The checkout's root, where each app's build lives (`<folder>/dist`). A path, nothing read from it here. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * An app's identity, declared once: the "fairgo" block of its package.json. The webpack config
 * (infra/build/create-app-config.cjs), the hosts, the API's registry and the release tooling all read it.
 */
export interface AppIdentity {
  /** Its Module Federation name. */
  federationName: string;
  kind: 'host' | 'remote';
  /** The port it is served on locally, unless PORT_<FEDERATION NAME> says otherwise (site-config.ts). */
  port: number;
  title: string;
  /** The paths it owns (a remote). */
  routes?: string[];
  /** The paths its prerendered frames are made for (a remote). */
  frames?: string[];
}

export interface AppPackage {
  version: string;
  fairgo?: AppIdentity;
}

/**
 * Every app's package.json, by folder, the shell first. Imported rather than read from disk, so that the
 * server parts carry them in their build and run outside the checkout; a test checks that the list is
 * every workspace with a "fairgo" block, in the root package.json's order.
 */
const PACKAGES = {
  shell,
  'mf-marketplace': marketplace,
  'mf-tasks': tasks,
  'mf-account': account,
  'mf-admin': admin,
} as Record<string, AppPackage>;

export const readAppPackage = (folder: string): AppPackage => {
  const found = PACKAGES[folder];
  if (!found) throw new Error(`unknown app "${folder}"; one of ${Object.keys(PACKAGES).join(', ')}`);
  return found;
};

/** An app of the site: where its build lives, its Module Federation name and the port it is served on. */
export interface AppSite {
  /** Folder at the repository root, and the name release tooling knows it by. */
  folder: string;
  /** Its Module Federation name. */
  name: string;
  /** Its usual port (its identity's); a process's own comes from its configuration (site-config.ts). */
  port: number;
  kind: 'host' | 'remote';
}

export const APPS: AppSite[] = Object.entries(PACKAGES).map(([folder, { fairgo }]) => ({
  folder,
  name: fairgo!.federationName,
  kind: fairgo!.kind,
  port: fairgo!.port,
}));
export const HOST = APPS.find((app) => app.kind === 'host')!;
export const REMOTES = APPS.filter((app) => app.kind === 'remote');

/** An app by its folder: each is released, the shell too (`npm run release -- shell`). */
export function appSite(folder: string): AppSite {
  const site = APPS.find((app) => app.folder === folder);
  if (!site) throw new Error(`unknown app "${folder}"; one of ${APPS.map((app) => app.folder).join(', ')}`);
  return site;
}

/** The URL path a published version is served under by its remote's host. */
export const VERSIONS_PREFIX = '/v/';
export const versionPath = (version: string) => `${VERSIONS_PREFIX}${version}/`;
