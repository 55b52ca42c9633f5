// Lets the browser fetch the host's start-up chunks while it is still reading index.html, instead of
// discovering them one hop later when main.js asks the Module Federation runtime for its shared
// modules. Left out: chunks named `lazy-*` (webpackChunkName on a page's dynamic import), loaded on
// demand, and the fallback copies that a consumed shared module would use if no other app provided
// it: the host provides every shared module itself, so its fallbacks are never fetched.
const isConsumeFallback = (chunk) =>
  [...chunk.groupsIterable].every((group) =>
    group.origins.every((origin) => origin.module?.constructor.name === 'ConsumeSharedModule'),
  );

const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const files = [...compilation.chunks]
          .filter(
            (chunk) => !chunk.canBeInitial() && !(chunk.name ?? '').startsWith('lazy-') && !isConsumeFallback(chunk),
          )
          .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
          .sort();
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
