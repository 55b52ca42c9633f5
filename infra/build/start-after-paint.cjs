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
//
// The on-demand chunk groups every path a remote owns needs at once (`remotePathGroups`, the shell's
// single-spa and federation API) are listed in `remote-path-files.json`: the host preloads them with
// the remote's own files on those paths, and only there.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { htmlTagObjectToString } = require('html-webpack-plugin/lib/html-tags.js');
const { jsFilesOf } = require('./startup-shares.cjs');

const PLUGIN = 'StartAfterPaintPlugin';

/** The template's id, as the page's start script (shell/src/index.html) and the host (`START_TEMPLATE_ID`, @fairgo/shared/page) know it. */
const START_TEMPLATE_ID = 'fairgo-start';
/** Read by the host (`readHostBuild`, infra/hosting/src/pages/page-source.ts). */
const REMOTE_PATH_FILES = 'remote-path-files.json';

class StartAfterPaintPlugin {
  /** @param {{ preloadStartupChunks: boolean, onDemandShares?: string[], remotePathGroups?: string[] }} options */
  constructor(options) {
    this.preloadStartupChunks = options.preloadStartupChunks;
    this.onDemandShares = new Set(options.onDemandShares ?? []);
    this.remotePathGroups = options.remotePathGroups ?? [];
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

  /**
   * Largest first: over HTTP/1.1 a browser opens six connections to a host, so the longest download
   * starts at once and the small ones share the other five (on a slow network the page waits for the last).
   */
  startupChunkFiles(compilation) {
    const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
    return [...compilation.chunks]
      .filter((chunk) => !chunk.canBeInitial())
      .filter((chunk) => ![...chunk.groupsIterable].every((group) => this.isOnDemandGroup(group)))
      .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
      .sort((a, b) => size(b) - size(a) || a.localeCompare(b));
  }

  /** The JS files of the named chunk groups, as the page asks for them (with the public path). */
  remotePathFiles(compilation, publicPath) {
    const files = this.remotePathGroups.flatMap((name) => {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`${PLUGIN}: no chunk group named ${name} (webpackChunkName)`);
      return jsFilesOf(group);
    });
    return [...new Set(files)].map((file) => `${publicPath}${file}`);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (!this.preloadStartupChunks) return;
          const json = JSON.stringify(this.remotePathFiles(compilation, compilation.outputOptions.publicPath));
          compilation.emitAsset(REMOTE_PATH_FILES, new compiler.webpack.sources.RawSource(json));
        },
      );
    });
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const preloadOf = (href) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href, fetchpriority: 'low' });
        const preloads = (this.preloadStartupChunks ? this.startupChunkFiles(compilation) : []).map((file) =>
          preloadOf(`${publicPath}${file}`),
        );
        const isScript = (tag) => tag.tagName === 'script' && Boolean(tag.attributes.src);
        const scripts = [...data.headTags, ...data.bodyTags].filter(isScript);
        const scriptPreloads = this.preloadStartupChunks ? scripts.map((tag) => preloadOf(tag.attributes.src)) : [];
        const start = HtmlWebpackPlugin.createHtmlTagObject(
          'template',
          { id: START_TEMPLATE_ID },
          // main.js first: it starts the federation runtime while the chunks it will ask for arrive. A
          // script put into the page is fetched after the preloads put in with it, so it is preloaded too.
          [...scriptPreloads, ...preloads, ...scripts].map((tag) => htmlTagObjectToString(tag, false)).join(''),
        );
        data.headTags = [...data.headTags.filter((tag) => !isScript(tag)), start];
        data.bodyTags = data.bodyTags.filter((tag) => !isScript(tag));
        return data;
      });
    });
  }
}

module.exports = { StartAfterPaintPlugin };
