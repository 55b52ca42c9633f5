import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const RULES = ['no-restricted-imports', '@typescript-eslint/no-restricted-imports', 'import-x/no-restricted-paths'];

/** A file that is not in the repository: where it would stand, what it holds, how many imports the lint refuses. */
type Probe = [filePath: string, code: string, refused: number];

/**
 * How many imports of each probe the repo's own ESLint and config refuse, all probes linted in one process
 * (`ESLint#lintText`): an `eslint --stdin` per probe spent ~3 s loading the config each time.
 */
function refusedImports(probes: Probe[]): number[] {
  const script = `
    import { ESLint } from 'eslint';
    const probes = JSON.parse(process.argv[1]);
    const rules = new Set(JSON.parse(process.argv[2]));
    const eslint = new ESLint();
    const counts = [];
    for (const [filePath, code] of probes) {
      const [result] = await eslint.lintText(code, { filePath });
      counts.push((result?.messages ?? []).filter((message) => rules.has(message.ruleId ?? '')).length);
    }
    console.log(JSON.stringify(counts));
  `;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(probes), JSON.stringify(RULES)],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`linting the probes failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as number[];
}

/** What `npm run lint` allows and refuses, by why. */
const CASES: [why: string, probes: Probe[]][] = [
  [
    'refuses a remote importing another remote',
    [['mf-admin/src/probe.ts', "export { App } from '../../mf-tasks/src/app/app';\n", 1]],
  ],
  [
    'refuses a remote importing the shell',
    [['mf-tasks/src/probe.ts', "export { navigate } from '../../shell/src/platform/navigate';\n", 1]],
  ],
  [
    'refuses Chakra imported around @fairgo/shared/ui',
    [['shell/src/probe.ts', "export { Box } from '@chakra-ui/react';\n", 1]],
  ],
  [
    'refuses Chakra imported directly by a shared entry other than ui and overlays',
    [
      ['shared/src/spa/probe.tsx', "export { Spinner } from '@chakra-ui/react';\n", 1],
      ['shared/src/ui/probe.tsx', "export { Spinner } from '@chakra-ui/react';\n", 0],
    ],
  ],
  [
    'refuses shared depending on an app',
    [['shared/src/probe.ts', "export { App } from '../../mf-tasks/src/app/app';\n", 1]],
  ],
  [
    "refuses another remote's exposed modules, types included: their shapes are the shared platform contract's",
    [
      ['mf-account/src/probe.ts', "export type { PostFormProps } from 'mf_marketplace/post-form';\n", 1],
      ['mf-account/src/probe.ts', "export { PostForm } from 'mf_marketplace/post-form';\n", 1],
      ['mf-account/src/probe.ts', "export type { PostFormProps } from '@fairgo/shared/platform';\n", 0],
    ],
  ],
  [
    'allows what a remote may use: shared, its own files',
    [
      [
        'mf-tasks/src/probe.ts',
        "export { PageFrame } from '@fairgo/shared/ui';\nexport { App } from './app/app';\n",
        0,
      ],
    ],
  ],
  [
    'keeps the schema library out of the browser: contract types only, values from rules',
    [
      [
        'mf-tasks/src/probe.ts',
        "export type { Task } from '@fairgo/shared/contract';\nexport { DAYS } from '@fairgo/shared/rules';\n",
        0,
      ],
      ['mf-tasks/src/probe.ts', "export { DAYS } from '@fairgo/shared/contract';\n", 1],
      ['shell/src/probe.ts', "export { Type } from 'typebox';\n", 1],
      ['shared/src/api/probe.ts', "export { Task } from '../contract';\n", 1],
      ['shared/src/api/probe.ts', "export type { Task } from '../contract';\n", 0],
    ],
  ],
  // Inside a remote, one way: lib → features → app (bulletproof-react).
  [
    'refuses a feature importing another feature',
    [
      ['mf-tasks/src/features/task-detail/probe.ts', "export { TaskCard } from '../task-list/task-card';\n", 1],
      [
        'mf-marketplace/src/features/listings/filters/probe.ts',
        "export { PostForm } from '../../post-form/post-form';\n",
        1,
      ],
    ],
  ],
  [
    "allows a feature its own files and the remote's lib",
    [
      [
        'mf-tasks/src/features/task-list/probe.ts',
        "export { TaskCard } from './task-card';\nexport { StatusBadge } from '../../lib/task-facts';\n",
        0,
      ],
    ],
  ],
  [
    'refuses a feature importing the app, and lib importing a feature',
    [
      ['mf-tasks/src/features/task-list/probe.ts', "export { App } from '../../app/app';\n", 1],
      ['mf-tasks/src/lib/probe.ts', "export { TaskCard } from '../features/task-list/task-card';\n", 1],
    ],
  ],
  [
    'allows the pages of app/routes/ to compose features',
    [
      [
        'mf-marketplace/src/app/routes/probe.ts',
        "export { useListings } from '../../features/listings/use-listings';\n",
        0,
      ],
    ],
  ],
];

describe('the import boundaries (architecture.md#what-runs-and-who-owns-it), as `npm run lint` enforces them', () => {
  let refused: number[];
  beforeAll(() => {
    refused = refusedImports(CASES.flatMap(([, probes]) => probes));
  });

  let first = 0;
  for (const [why, probes] of CASES) {
    const start = first;
    first += probes.length;
    it(why, () => {
      // Each probe with the count the lint gave it, against the count it should give.
      expect(probes.map(([filePath, code], index) => [filePath, code, refused[start + index]])).toEqual(probes);
    });
  }
});
