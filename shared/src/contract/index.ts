// The API contract: the shapes the browser and the server agree on (spec §3, §7).
export type { Role, User, LoginResult } from './user';
export type { HealthReport } from './health';
export type { RemoteRegistry, RegistryEntry } from './registry';
export { ROLES } from './user';
