// The host's page starts its app only once it has painted: its scripts, and the start-up chunks
// the browser would otherwise find one hop later (when main.js asks the Module Federation runtime
// for its shared modules), are written in an inert <template id="fairgo-start">, which the page's
// start script (shell/src/index.html) puts into the head after the first contentful paint. The
// served page paints from its HTML alone; nothing it downloads can delay that paint, on a slow
// network or in Lighthouse's simulation of one (docs/performance.md, "Paint first, then start").
// The host adds the preloads of the path's remote to the same template (infra/hosting/src/pages).
//
// A chunk is left to load on demand when every chunk group it belongs to is on demand:
// - a dynamic import named `lazy-*` (webpackChunkName), such as a page;
// - the fallback copy of a consumed shared module (the host provides every shared module itself,
//   so its fallbacks are never fetched);
// - a shared module the host provides but only imports on demand (`onDemandShares`).
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { htmlTagObjectToString } = require('html-webpack-plugin/lib/html-tags.js');

const PLUGIN = 'StartAfterPaintPlugin';

/** The template's id, as the page's start script (shell/src/index.html) and the host (`START_TEMPLATE_ID`, @fairgo/shared/page) know it. */
const START_TEMPLATE_ID = 'fairgo-start';

class StartAfterPaintPlugin {
  /** @param {{ preloadStartupChunks: boolean, onDemandShares?: string[] }} options */
  constructor(options) {
    this.preloadStartupChunks = options.preloadStartupChunks;
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

  startupChunkFiles(compilation) {
    return [...compilation.chunks]
      .filter((chunk) => !chunk.canBeInitial())
      .filter((chunk) => ![...chunk.groupsIterable].every((group) => this.isOnDemandGroup(group)))
      .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
      .sort();
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const preloads = (this.preloadStartupChunks ? this.startupChunkFiles(compilation) : []).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
            // main.js comes first: it asks for these once it runs.
            fetchpriority: 'low',
          }),
        );
        const isScript = (tag) => tag.tagName === 'script' && Boolean(tag.attributes.src);
        const scripts = [...data.headTags, ...data.bodyTags].filter(isScript);
        const start = HtmlWebpackPlugin.createHtmlTagObject(
          'template',
          { id: START_TEMPLATE_ID },
          [...preloads, ...scripts].map((tag) => htmlTagObjectToString(tag, false)).join(''),
        );
        data.headTags = [...data.headTags.filter((tag) => !isScript(tag)), start];
        data.bodyTags = data.bodyTags.filter((tag) => !isScript(tag));
        return data;
      });
    });
  }
}

module.exports = { StartAfterPaintPlugin };
