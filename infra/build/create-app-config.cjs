// The one webpack + Module Federation configuration of every FairGo app (architecture.md#runtime-composition).
// An app's webpack.config.cjs names itself, its port and what it exposes; the rest is here so
// that the shell and the four remotes cannot drift apart on sharing, output or loaders.
const path = require('node:path');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const zlib = require('node:zlib');
const { BannerPlugin, Compilation } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const pureThemeConfig = require('./loaders/pure-theme-config.cjs');
const { StartAfterPaintPlugin } = require('./start-after-paint.cjs');
const { SharedNamesPlugin } = require('./shared-names.cjs');
const { UNSHARED_WARNINGS, sharedModules } = require('./shared-modules.cjs');
const { addStartupShares } = require('./startup-shares.cjs');

const API_PORT = process.env.API_PORT ?? '4000';

/** TypeScript and JSX, compiled by swc for every app (and the bench's monolith). */
const typeScriptRule = (production) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
    },
  },
});

/**
 * Modules every build resolves to something smaller: `use-sync-external-store/shim` (wouter's) becomes
 * React's own hook, which every React FairGo runs has: 144 bytes gzipped less in the shell's start file
 * (every route), 288 more in the account's `./spa` (docs/performance.md, "No shim for a hook React has").
 */
const SHIM = path.join(__dirname, 'aliases/use-sync-external-store-shim.mjs');
const resolveAliases = {
  'use-sync-external-store/shim$': SHIM,
  'use-sync-external-store/shim/index.js$': SHIM,
};

/**
 * Chrome (136 on) compiles every function of a script that starts with this comment on the thread that
 * streams the script in, instead of each on the main thread the first time it is called. A chunk is
 * loaded to run at once (a page's start, or a page or dialog being opened); the main thread's script
 * time at start-up fell by a third (docs/performance.md). After the minifier, which would drop the
 * comment, and before the content hashes, the source maps and the compressed copies.
 */
const compileWhileStreaming = () =>
  new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });

/** A remote's standalone page (development): its app in the page's only element, titled after it. */
const standalonePage = (title) => `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>FairGo · ${title} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * The app's identity (Module Federation name, host or remote, port) is its package.json's "fairgo" block,
 * read here as everywhere else (infra/hosting/src/apps.ts).
 *
 * @param {object} options
 * @param {string} options.dir    the app's folder (its package.json sits there)
 * @param {Record<string, string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]
 * @param {string[]} [options.onDemandShares] shared modules the host imports only on demand (not preloaded)
 * @param {string[]} [options.remotePathGroups] the host's on-demand chunk groups a path a remote owns needs at once
 * @param {boolean} [options.loadsRemotes] a remote whose standalone page (development) loads another remote's module itself
 */
function createAppConfig(options) {
  const pkg = require(path.join(options.dir, 'package.json'));
  const { federationName: name, port, kind, title } = pkg.fairgo;
  const app = { ...options, name, port, kind, title };
  const isHost = app.kind === 'host';

  return (_env, argv) => {
    const production = argv.mode === 'production';
    const sharedNames = new SharedNamesPlugin();
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      // A released remote is only its container (remoteEntry.js); its standalone entry is for development.
      entry: isHost || !production ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // A remote's assets resolve relative to its manifest, so a versioned folder can move
        // between hosts (architecture.md#known-pitfalls, publicPath).
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: app.name,
        // The shell's content-addressed files of earlier builds stay: a host still serving pages of the
        // build before may be asked for them (its hosts also put them in the shared store, shell-files.ts).
        clean: isHost && production ? { keep: /\.[0-9a-f]{10}\.js/ } : true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: resolveAliases },
      module: { rules: [typeScriptRule(production), pureThemeConfig.rule] },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          shared: sharedModules(pkg),
          // 'version-first' fetches every remote entry at start-up, so one offline remote
          // would break the start (architecture.md#known-pitfalls).
          shareStrategy: 'loaded-first',
          runtimePlugins: app.runtimePlugins ?? [],
          // With the names the app imports from each shared module and its copies export (./shared-names.cjs),
          // and what its own copies load at start (./startup-shares.cjs).
          manifest: {
            fileName: 'mf-manifest.json',
            additionalData: (data) => addStartupShares({ ...data, stats: sharedNames.addToManifest(data) }),
          },
          dts: false,
          // The federation runtime without what an app never runs: Node's script loading; the
          // manifest snapshots, as remotes are loaded by their remoteEntry.js (shell/src/platform/
          // register-remote-apps.ts), ~5 KB gzipped; and in a remote that loads no other remote, remote
          // loading. A released remote has no runtime of its own at all: it runs on the shell's
          // (shell/src/platform/federation-core.ts), ~16 KB gzipped less on every route it owns.
          // Standalone, in development only, a remote brings its own.
          experiments: {
            externalRuntime: !isHost && production,
            optimization: {
              target: 'web',
              disableSnapshot: true,
              ...(isHost || (app.loadsRemotes && !production) ? {} : { disableRemote: true }),
            },
          },
        }),
        sharedNames,
        // The shell's page; a remote's standalone page, in development (a released remote has no runtime
        // of its own to run alone with).
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                ...(isHost
                  ? { template: path.join(app.dir, 'src/index.html') }
                  : { templateContent: standalonePage(app.title) }),
                chunks: ['main'],
                scriptLoading: 'defer',
                // Keep comments: the shell's host writes the runtime configuration in place of one.
                minify: production
                  ? { collapseWhitespace: true, removeComments: false, minifyCSS: true, minifyJS: true }
                  : false,
              }),
            ]
          : []),
        ...(isHost
          ? [
              new StartAfterPaintPlugin({
                startBundle: production,
                onDemandShares: app.onDemandShares,
                remotePathGroups: app.remotePathGroups,
              }),
            ]
          : []),
        ...(production
          ? [
              compileWhileStreaming(),
              // A build labelled apart (FAIRGO_BUILD_LABEL): every script says so, so each of its
              // content-addressed files has a name of its own (the topology's second shell build).
              ...(process.env.FAIRGO_BUILD_LABEL
                ? [new BannerPlugin({ banner: `build ${process.env.FAIRGO_BUILD_LABEL}`, test: /\.js$/ })]
                : []),
              // Pre-compressed copies for the static hosts (infra/hosting serves them as they are).
              new CompressionPlugin({ test: /\.(js|json|html|css)$/, algorithm: 'gzip', filename: '[path][base].gz' }),
              new CompressionPlugin({
                test: /\.(js|json|html|css)$/,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              }),
            ]
          : []),
      ],
      optimization: {
        ...(isHost
          ? {}
          : {
              runtimeChunk: false,
              // An exposed module keeps the modules it needs to start in its own file: a remote's page is
              // asked for as a handful of files, not ten (each a request on a phone's slow network and a
              // task of its own). The chunks loaded on demand are still split as webpack's defaults have it.
              splitChunks: {
                chunks: (chunk) => !chunk.canBeInitial() && !chunk.name?.startsWith('__federation_expose_'),
              },
            }),
        // swc's minifier rather than webpack's default (terser): each app's production build ~15–25% faster,
        // its output a little smaller (shell 290.9 → 289.5 KB of gzipped JS).
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      },
      performance: { hints: false },
      ignoreWarnings: UNSHARED_WARNINGS,
      devServer: {
        port: Number(process.env[`PORT_${app.name.toUpperCase()}`] ?? app.port),
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://localhost:${API_PORT}` }],
        client: { overlay: { runtimeErrors: false } },
      },
    };
  };
}

module.exports = { compileWhileStreaming, createAppConfig, resolveAliases, typeScriptRule };
