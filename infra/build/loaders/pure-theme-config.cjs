// Chakra's theme module (`@chakra-ui/react/theme`) builds its default config at the top level:
// `const defaultThemeConfig = defineConfig({ ..., tokens, recipes, slotRecipes })`. A bundler keeps a
// call it cannot prove pure, and with it every one of Chakra's 76 recipes (~21 KB gzipped on every
// page), although FairGo's system takes only the recipes it uses (shared/src/ui/system.ts). Webpack
// takes the `tokens` object above it as impure too (its bail-out names the statement), which kept
// every token module (~4 KB gzipped) although the system's tokens are resolved at build time
// (shared/src/ui/tokens). Each declaration is wrapped in a function call marked pure, so the unused
// config, tokens and the modules only they reach are dropped.
const DECLARATIONS = [
  /const (defaultThemeConfig) = (defineConfig\(\{[\s\S]*?\n\}\));/,
  /const (tokens) = (\{[\s\S]*?\n\});/,
  /const (semanticTokens) = (\{[\s\S]*?\n\});/,
];

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function pureThemeConfig(source) {
  return DECLARATIONS.reduce((code, declaration) => {
    if (!declaration.test(code)) {
      throw new Error(
        `${this.resourcePath} no longer declares ${declaration.source} as expected: update ${__filename}`,
      );
    }
    return code.replace(declaration, 'const $1 = /* @__PURE__ */ (() => ($2))();');
  }, source);
};

/** The rule that applies it, for every FairGo build. */
module.exports.rule = {
  test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
  loader: __filename,
};
