// Chakra's theme module (`@chakra-ui/react/theme`) builds its default config at the top level:
// `const defaultThemeConfig = defineConfig({ ..., recipes, slotRecipes })`. A bundler keeps a call it
// cannot prove pure, and with it every one of Chakra's 76 recipes (~21 KB gzipped on every page),
// although FairGo's system takes only the recipes it uses (shared/src/ui/system.ts). Wrapped in a
// function call marked pure (webpack does not take an object argument as pure), the unused config
// and the recipes only it reaches are dropped.
const CALL = /const defaultThemeConfig = defineConfig\((\{[\s\S]*?\n\})\);/;

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function pureThemeConfig(source) {
  if (!CALL.test(source)) {
    throw new Error(`${this.resourcePath} no longer declares defaultThemeConfig as expected: update ${__filename}`);
  }
  return source.replace(CALL, 'const defaultThemeConfig = /* @__PURE__ */ (() => defineConfig($1))();');
};

/** The rule that applies it, for every FairGo build. */
module.exports.rule = {
  test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
  loader: __filename,
};
