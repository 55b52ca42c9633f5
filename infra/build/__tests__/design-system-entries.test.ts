import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { designSystemEntries } from '../../../shell/src/platform/design-system-entries';

const ROOT = join(__dirname, '../../..');
const SHARED = join(ROOT, 'shared');

/** The source files of a shared entry's folder, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `@fairgo/shared` entries whose code imports Chakra itself (rather than through another entry). */
function entriesRenderingChakra(): string[] {
  const { exports } = JSON.parse(readFileSync(join(SHARED, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return Object.entries(exports)
    .filter(([, file]) => file.startsWith('./src/'))
    .filter(([, file]) =>
      sources(join(SHARED, file.split('/').slice(0, 3).join('/'))).some((path) =>
        /from '@chakra-ui\/react(\/[a-z-]+)?'/.test(readFileSync(path, 'utf8')),
      ),
    )
    .map(([entry]) => `@fairgo/shared/${entry.slice(2)}`)
    .sort();
}

describe("the design system's shared entries (ARCHITECTURE §2.7)", () => {
  it('come from the shell: every entry that renders Chakra is the one it renders or one it provides', () => {
    // A remote that provided one from its own build would bring a second Chakra without the provider.
    expect(entriesRenderingChakra()).toEqual(['@fairgo/shared/ui', ...Object.keys(designSystemEntries)].sort());
  });

  it('are not preloaded by the shell: the ones it provides load when a page first uses them', () => {
    const createConfig = createRequire(__filename)(join(ROOT, 'shell/webpack.config.cjs')) as (
      env: unknown,
      argv: { mode: string },
    ) => { plugins: { constructor: { name: string }; onDemandShares?: Set<string> }[] };
    const preload = createConfig({}, { mode: 'production' }).plugins.find(
      (plugin) => plugin.constructor.name === 'PreloadStartupChunksPlugin',
    );
    expect([...(preload?.onDemandShares ?? [])].sort()).toEqual(Object.keys(designSystemEntries).sort());
  });
});
