import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { designSystemEntries } from '../../../shell/src/platform/design-system-entries';

const ROOT = join(__dirname, '../../..');
const SHARED = join(ROOT, 'shared');

/** Each entry of `@fairgo/shared` and where its code is: a pattern (`./ui/*`) is an entry per name it matches. */
function sharedEntries(): { entry: string; path: string }[] {
  const { exports } = JSON.parse(readFileSync(join(SHARED, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return Object.entries(exports).flatMap(([entry, file]) => {
    if (!entry.includes('*')) return [{ entry: entry.slice(2), path: join(SHARED, dirname(file)) }];
    const [before, after] = file.split('*') as [string, string];
    return readdirSync(join(SHARED, before))
      .filter((name) => !name.startsWith('__') && existsSync(join(SHARED, before, name + after)))
      .map((name) => ({
        entry: entry.slice(2).replace('*', name),
        // `./src/ui/*/index.ts` is a folder per entry; a pattern ending in a file name would be a file.
        path: join(SHARED, before, after.startsWith('/') ? name : name + after),
      }));
  });
}

/** The source files of an entry, tests and the folders of other entries left out. */
function sources(path: string, others: Set<string>): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || others.has(child) ? [] : sources(child, others);
    return /\.tsx?$/.test(entry.name) ? [child] : [];
  });
}

/** `@fairgo/shared` entries whose code imports Chakra itself (rather than through another entry). */
function entriesRenderingChakra(): string[] {
  const entries = sharedEntries();
  const folders = new Set(entries.map(({ path }) => path));
  return entries
    .filter(({ path }) =>
      sources(path, new Set([...folders].filter((folder) => folder !== path))).some((file) =>
        /from '@chakra-ui\/react(\/[a-z-]+)?'/.test(readFileSync(file, 'utf8')),
      ),
    )
    .map(({ entry }) => `@fairgo/shared/${entry}`)
    .sort();
}

describe("the design system's shared entries (architecture.md#shared-modules)", () => {
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
      (plugin) => plugin.constructor.name === 'StartAfterPaintPlugin',
    );
    // The query client too: the shell's own pages write only from the footer, which loads it near the screen.
    expect([...(preload?.onDemandShares ?? [])].sort()).toEqual(
      [...Object.keys(designSystemEntries), '@fairgo/shared/queries'].sort(),
    );
  });
});
