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
    shared[`${name}/`] = rule;
  }
  return shared;
}

module.exports = { SINGLETONS, sharedModules };
