import { lazy } from 'react';

// The shell's overlays come from '@fairgo/shared/overlays' after the first paint (README, performance).
export const LazyPlatformDialogs = lazy(() =>
  import(/* webpackChunkName: "lazy-overlays" */ '@fairgo/shared/overlays').then((module) => ({
    default: module.PlatformDialogs,
  })),
);
export const LazyAccountMenu = lazy(() =>
  import(/* webpackChunkName: "lazy-account-menu" */ './account-menu').then((module) => ({
    default: module.AccountMenu,
  })),
);
