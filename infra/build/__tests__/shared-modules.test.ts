import { createRequire } from 'node:module';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const require = createRequire(__filename);

type Config = { plugins: { constructor: { name: string }; _options?: { shared?: Record<string, SharedRule> } }[] };
type SharedRule = { singleton: boolean; exclude?: { request: string } };

/** The Module Federation `shared` an app's production build is made with. */
function sharedOf(app: string) {
  const createConfig = require(join(ROOT, app, 'webpack.config.cjs')) as (
    env: unknown,
    argv: { mode: string },
  ) => Config;
  const federation = createConfig({}, { mode: 'production' }).plugins.find(
    (plugin) => plugin.constructor.name === 'ModuleFederationPlugin',
  );
  return federation!._options!.shared!;
}

describe('the shared modules (architecture.md#shared-modules)', () => {
  it.each(['shell', 'mf-account', 'mf-admin', 'mf-marketplace', 'mf-tasks'])(
    '%s shares every entry of @fairgo/shared as a singleton but the form validators, which each page bundles',
    (app) => {
      const shared = sharedOf(app);
      expect(shared['@fairgo/shared']).toMatchObject({ singleton: true });
      // A remote's page then holds its own form's validator only, not the 50 KB of every form's.
      expect(shared['@fairgo/shared/']).toMatchObject({ singleton: true, exclude: { request: 'forms/validators' } });
    },
  );
});
