/** One remote as the registry releases it (ARCHITECTURE §2.2). */
export interface RegistryEntry {
  /** The Module Federation name, e.g. `mf_tasks`; the remote is loaded as `<name>/spa`. */
  name: string;
  /** What users call this part of the site, e.g. 'Tasks'; used in its fallback message. */
  title: string;
  version: string;
  manifestUrl: string;
  /** Path prefixes the remote owns, e.g. `/tasks`; single-spa activates the remote on them. */
  routes: string[];
}

/** GET /api/registry */
export interface RemoteRegistry {
  remotes: RegistryEntry[];
}
