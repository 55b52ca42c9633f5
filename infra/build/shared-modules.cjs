// The modules every FairGo app shares at runtime as singletons (architecture.md#shared-modules).
// Sub-path entries ('react-dom/' and the like) make `react-dom/client` and friends resolve to the
// one shared copy too; without them each remote downloads its own (architecture.md#known-pitfalls).
const SINGLETONS = [
  'react',
  'react-dom',
  'zustand',
  // Not the router ('wouter', ~2 KB): no router context crosses React roots, so each app bundles its
  // own (react-router was 61 KB gzipped shared, 13 KB bundled by each remote: docs/performance.md).
  // Not '@chakra-ui/react': the apps reach Chakra only through '@fairgo/shared/ui', which is shared
  // and re-exports the components in use, so the page gets one tree-shaken Chakra (shared/src/ui/chakra.ts).
  '@emotion/react',
  'ky',
  '@fairgo/shared',
];
const WITH_SUBPATHS = new Set(['react', 'react-dom', 'zustand', '@fairgo/shared']);
// Sub-paths each app bundles for itself, tree-shaken: pure functions with no state to keep single.
// The form validators are 50 KB compiled, of which a page uses one; shared, every form page got all.
const UNSHARED_SUBPATHS = { '@fairgo/shared': 'forms/validators' };

/** @param {{ dependencies?: Record<string, string> }} pkg the app's package.json */
function sharedModules(pkg) {
  const deps = pkg.dependencies ?? {};
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = deps[name];
    if (!requiredVersion) continue;
    const rule = { singleton: true, requiredVersion, strictVersion: false };
    shared[name] = rule;
    if (!WITH_SUBPATHS.has(name)) continue;
    const unshared = UNSHARED_SUBPATHS[name];
    shared[`${name}/`] = unshared ? { ...rule, exclude: { request: unshared } } : rule;
  }
  return shared;
}

/**
 * Module Federation warns, for every shared module under a prefix with an exclusion, that a singleton
 * might then load twice: the exclusions above are meant, and what they exclude is never shared.
 */
const UNSHARED_WARNINGS = Object.values(UNSHARED_SUBPATHS).map((request) => ({
  message: new RegExp(`"singleton: true" is used together with "exclude\\.request: "${request}"`),
}));

module.exports = { SINGLETONS, UNSHARED_WARNINGS, sharedModules };
