// The host's page starts its app only once it has painted: its start is written in an inert
// <template id="fairgo-start">, which the page's start script (shell/src/index.html) puts into the head
// after the first contentful paint. The served page paints from its HTML alone; nothing it downloads can
// delay that paint, on a slow network or in Lighthouse's simulation of one (docs/performance.md, "Paint
// first, then start"). The host adds the preloads of the path's remote to the same template
// (infra/hosting/src/pages).
//
// In a production build the start is one file (./start-bundle.cjs): the entry and every chunk the page
// would otherwise find one hop later (when main.js asks the Module Federation runtime for its shared
// modules). A chunk is left to load on demand when every chunk group it belongs to is on demand:
// - a dynamic import named `lazy-*` (webpackChunkName), such as a page;
// - the fallback copy of a consumed shared module (the host provides every shared module itself,
//   so its fallbacks are never fetched);
// - a shared module the host provides but only imports on demand (`onDemandShares`).
// The files in the bundle are listed in `start-files.json`, so the host never preloads one of them again.
//
// The on-demand chunk groups every path a remote owns needs at once (`remotePathGroups`, the shell's
// single-spa and federation API) are listed in `remote-path-files.json`: the host preloads them with
// the remote's own files on those paths, and only there.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { htmlTagObjectToString } = require('html-webpack-plugin/lib/html-tags.js');
const { bundleStartFiles } = require('./start-bundle.cjs');
const { jsFilesOf } = require('./startup-shares.cjs');

const PLUGIN = 'StartAfterPaintPlugin';

/** The template's id, as the page's start script (shell/src/index.html) and the host (`START_TEMPLATE_ID`, @fairgo/shared/page) know it. */
const START_TEMPLATE_ID = 'fairgo-start';
/** Read by the host (`readHostBuild`, infra/hosting/src/pages/page-source.ts). */
const REMOTE_PATH_FILES = 'remote-path-files.json';
/** Read by the host (`readHostBuild`): the files the start bundle carries. */
const START_FILES = 'start-files.json';
const START_TEMPLATE = new RegExp(`(<template id="${START_TEMPLATE_ID}">)[\\s\\S]*?(</template>)`);

class StartAfterPaintPlugin {
  /** @param {{ startBundle: boolean, onDemandShares?: string[], remotePathGroups?: string[] }} options */
  constructor(options) {
    this.startBundle = options.startBundle;
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

  /** The files of the chunks every page loads at start, apart from the entry's. */
  startupChunkFiles(compilation) {
    return [...compilation.chunks]
      .filter((chunk) => !chunk.canBeInitial())
      .filter((chunk) => ![...chunk.groupsIterable].every((group) => this.isOnDemandGroup(group)))
      .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
      .sort();
  }

  /**
   * Emits the start bundle (with its source map) once every file has its final name, puts it in place of
   * the entry's scripts in the page's start template, and lists what it carries for the host.
   */
  emitStartBundle(compilation, publicPath) {
    const { sources, util } = compilation.compiler.webpack;
    const entryFiles = compilation.entrypoints
      .get('main')
      .getFiles()
      .filter((file) => file.endsWith('.js'));
    const files = [...this.startupChunkFiles(compilation), ...entryFiles];
    const members = files.map((file) => {
      const { source, info } = compilation.getAsset(file);
      const mapFile = [info.related?.sourceMap ?? []].flat()[0];
      const map = mapFile ? JSON.parse(compilation.getAsset(mapFile).source.source().toString()) : null;
      return { file, code: source.source().toString(), map };
    });
    const { code, map } = bundleStartFiles(members);
    const { hashFunction, hashDigest } = compilation.outputOptions;
    const contenthash = util.createHash(hashFunction).update(code).digest(hashDigest).slice(0, 10);
    const name = `start.${contenthash}.js`;
    compilation.emitAsset(name, new sources.RawSource(`${code}\n//# sourceMappingURL=${name}.map`), {
      immutable: true,
      contenthash,
      // Its files were minified already: the minifier, which also takes assets added after it ran, leaves it.
      minimized: true,
      related: { sourceMap: `${name}.map` },
    });
    compilation.emitAsset(`${name}.map`, new sources.RawSource(JSON.stringify({ ...map, file: name })), {
      development: true,
    });
    compilation.emitAsset(START_FILES, new sources.RawSource(JSON.stringify(files.map((file) => publicPath + file))));

    // A script put into the page is fetched after the preloads put in with it (the host adds the path's
    // remote's): the bundle's own preload leads.
    const href = `${publicPath}${name}`;
    const tags = [
      HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href, fetchpriority: 'low' }),
      HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: href }),
    ].map((tag) => htmlTagObjectToString(tag, false));
    for (const { name: page, source } of compilation.getAssets().filter((asset) => asset.name.endsWith('.html'))) {
      const html = source.source().toString();
      if (!START_TEMPLATE.test(html)) continue;
      compilation.updateAsset(
        page,
        new sources.RawSource(html.replace(START_TEMPLATE, (_, open, close) => open + tags.join('') + close)),
      );
    }
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
      if (!this.startBundle) return;
      const { publicPath } = compilation.outputOptions;
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => this.emitStartBundle(compilation, publicPath),
      );
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = JSON.stringify(this.remotePathFiles(compilation, publicPath));
          compilation.emitAsset(REMOTE_PATH_FILES, new compiler.webpack.sources.RawSource(json));
        },
      );
    });
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        // The entry's scripts (in production, the start bundle in their place) wait in the template.
        const isScript = (tag) => tag.tagName === 'script' && Boolean(tag.attributes.src);
        const scripts = [...data.headTags, ...data.bodyTags].filter(isScript);
        const start = HtmlWebpackPlugin.createHtmlTagObject(
          'template',
          { id: START_TEMPLATE_ID },
          scripts.map((tag) => htmlTagObjectToString(tag, false)).join(''),
        );
        data.headTags = [...data.headTags.filter((tag) => !isScript(tag)), start];
        data.bodyTags = data.bodyTags.filter((tag) => !isScript(tag));
        return data;
      });
    });
  }
}

module.exports = { StartAfterPaintPlugin };
