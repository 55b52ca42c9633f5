// Lets the browser fetch the host's start-up chunks while it is still reading index.html, instead of
// discovering them one hop later when main.js asks the Module Federation runtime for its shared
// modules. A chunk is left to load on demand when every chunk group it belongs to is on demand:
// - a dynamic import named `lazy-*` (webpackChunkName), such as a page;
// - the fallback copy of a consumed shared module (the host provides every shared module itself,
//   so its fallbacks are never fetched);
// - a shared module the host provides but only imports on demand (`onDemandShares`).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadStartupChunksPlugin';

class PreloadStartupChunksPlugin {
  /** @param {{ onDemandShares?: string[] }} [options] */
  constructor(options = {}) {
    this.onDemandShares = new Set(options.onDemandShares ?? []);
  }

  isOnDemandOrigin(module) {
    const kind = module?.constructor.name;
    return kind === 'ConsumeSharedModule' || (kind === 'ProvideSharedModule' && this.onDemandShares.has(module._name));
  }

  isOnDemandGroup(group) {
    return (
      (group.name ?? '').startsWith('lazy-') || group.origins.every((origin) => this.isOnDemandOrigin(origin.module))
    );
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const files = [...compilation.chunks]
          .filter((chunk) => !chunk.canBeInitial())
          .filter((chunk) => ![...chunk.groupsIterable].every((group) => this.isOnDemandGroup(group)))
          .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
          .sort();
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
            // The page paints without them (infra/hosting/src/pages/compose-page.ts, `preloadTag`).
            fetchpriority: 'low',
          }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
