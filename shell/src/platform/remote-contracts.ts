// The remotes' ./spa, as the shell compiles against them (docs/releasing.md). Each `import type`
// resolves to the declarations tsc emits from that remote's own src/spa.tsx (tsconfig paths +
// project references), so a remote whose lifecycles stop fitting what the shell hands them fails
// `npm run typecheck`, in CI, before any release. Type-only: nothing here reaches the bundle.
import type { PlatformContract } from '@fairgo/shared/platform';
import type { LifeCycles } from 'single-spa';
import type * as AccountSpa from 'mf_account/spa';
import type * as AdminSpa from 'mf_admin/spa';
import type * as MarketplaceSpa from 'mf_marketplace/spa';
import type * as TasksSpa from 'mf_tasks/spa';

/** What the shell passes every remote at mount, besides single-spa's own props. */
export interface ShellCustomProps {
  platform: PlatformContract;
  domElementGetter: () => HTMLElement;
}

/** A remote's `./spa`: lifecycles that accept the shell's custom props. */
export type RemoteSpa = LifeCycles<ShellCustomProps>;

type Fits<Spa extends RemoteSpa> = Spa;

/** Compiles only while every remote's ./spa fits RemoteSpa. */
export type ReleasedSpas = [
  Fits<typeof MarketplaceSpa>,
  Fits<typeof TasksSpa>,
  Fits<typeof AccountSpa>,
  Fits<typeof AdminSpa>,
];
