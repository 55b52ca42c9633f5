// The names an app's code imports from each shared module, and the names its copy of each exports,
// recorded in its Module Federation manifest (`metaData.sharedNames`). A shared module's version says
// little: `@fairgo/shared` is 0.1.0 in every build, whatever its entries export that day. A remote
// released against a newer `@fairgo/shared/platform` than the shell's would get the shell's copy at
// runtime (a singleton, loaded first) and find a name it imports undefined; the release tooling
// compares the remote's imports with the shell's exports and refuses it (infra/release/src/shared-contract.ts).

const PLUGIN = 'SharedNamesPlugin';
/** A namespace or whole-module use (`import * as x`, `export * from`): no single name to check. */
const WHOLE = '*';

/** The shared module a dependency reaches, if it is one: its share key. */
function shareKeyOf(moduleGraph, dependency) {
  const module = moduleGraph.getModule(dependency);
  return module?.constructor.name === 'ConsumeSharedModule' ? module.options.shareKey : undefined;
}

/** The module a consumed shared module falls back to: the app's own copy of it. */
function fallbackOf(moduleGraph, consumed) {
  const dependencies = [...consumed.dependencies, ...consumed.blocks.flatMap((block) => block.dependencies)];
  const fallback = dependencies.find((dependency) => dependency.constructor.name === 'ConsumeSharedFallbackDependency');
  return fallback && moduleGraph.getModule(fallback);
}

/** A map of share keys to sets of names (or `true`) as JSON: keys and names in order. */
const listed = (map) =>
  Object.fromEntries(
    [...map.keys()].sort().map((key) => [key, map.get(key) === true ? true : [...map.get(key)].sort()]),
  );

/**
 * Every name the app's bundle imports or re-exports from a shared module (`imports`: its code's, and its
 * own copies' of the shared modules, which run where the shell shares no copy), and the exports of its copy
 * of each shared module it consumes (`exports`; `true` where webpack cannot list them).
 */
function sharedNamesOf(compilation) {
  const { moduleGraph } = compilation;
  const imports = new Map();
  const exports = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ConsumeSharedModule') {
      const copy = fallbackOf(moduleGraph, module);
      const provided = copy ? moduleGraph.getExportsInfo(copy).getProvidedExports() : null;
      if (!provided) continue;
      const names = provided === true ? true : new Set(provided);
      // A CommonJS module (React) is its own default export, which webpack does not list.
      if (names !== true && copy.buildMeta?.exportsType !== 'namespace') names.add('default');
      exports.set(module.options.shareKey, names);
      continue;
    }
    for (const dependency of module.dependencies) {
      const kind = dependency.constructor.name;
      if (kind !== 'HarmonyImportSpecifierDependency' && kind !== 'HarmonyExportImportedSpecifierDependency') continue;
      const shareKey = shareKeyOf(moduleGraph, dependency);
      if (!shareKey) continue;
      const [name = WHOLE] = dependency.getIds(moduleGraph);
      if (!imports.has(shareKey)) imports.set(shareKey, new Set());
      imports.get(shareKey).add(name);
    }
  }
  return { imports: listed(imports), exports: listed(exports) };
}

class SharedNamesPlugin {
  constructor() {
    /** @type {WeakMap<object, ReturnType<typeof sharedNamesOf>>} */
    this.byCompilation = new WeakMap();
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After webpack has worked out each module's exports (FlagDependencyExportsPlugin, at the default stage).
      compilation.hooks.finishModules.tap({ name: PLUGIN, stage: 10 }, () => {
        this.byCompilation.set(compilation, sharedNamesOf(compilation));
      });
    });
  }

  /** The Module Federation manifest's `additionalData` hook: the stats it is made from, with the names. */
  addToManifest = ({ stats, compilation }) => ({
    ...stats,
    metaData: { ...stats.metaData, sharedNames: this.byCompilation.get(compilation) ?? { imports: {}, exports: {} } },
  });
}

module.exports = { SharedNamesPlugin };
