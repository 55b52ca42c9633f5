// The monolith `npm run bench` compares the composed site with (src/index.tsx): the same source,
// one ordinary webpack app, no Module Federation. Built into monolith/dist; served by the bench.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { compileWhileStreaming, resolveAliases, typeScriptRule } = require('../create-app-config.cjs');
const pureThemeConfig = require('../loaders/pure-theme-config.cjs');

const ROOT = path.join(__dirname, '../../..');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: { main: './src/index.tsx' },
  output: {
    path: path.join(__dirname, 'dist'),
    publicPath: '/',
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    // Only the composed shell reaches for the federation runtime (a remote's Try again); the monolith has no remotes.
    alias: { ...resolveAliases, '@module-federation/enhanced/runtime': false },
  },
  module: { rules: [typeScriptRule(true), pureThemeConfig.rule] },
  plugins: [
    new HtmlWebpackPlugin({
      template: path.join(ROOT, 'shell/src/index.html'),
      scriptLoading: 'defer',
      minify: { collapseWhitespace: true, removeComments: false, minifyCSS: true, minifyJS: true },
    }),
    compileWhileStreaming(),
  ],
  performance: { hints: false },
};
