import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

/** Lints `code` as if it stood at `filePath`, with the repo's own ESLint and config. */
async function restrictedImports(filePath: string, code: string) {
  const run = spawnSync(
    join(ROOT, 'node_modules/.bin/eslint'),
    ['--stdin', '--stdin-filename', filePath, '--format', 'json'],
    {
      cwd: ROOT,
      input: code,
      encoding: 'utf8',
    },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  return (result?.messages ?? []).filter((message) =>
    ['no-restricted-imports', '@typescript-eslint/no-restricted-imports', 'import-x/no-restricted-paths'].includes(
      message.ruleId ?? '',
    ),
  );
}

describe('the import boundaries (ARCHITECTURE §1), as `npm run lint` enforces them', () => {
  it('refuses a remote importing another remote', async () => {
    expect(
      await restrictedImports('mf-admin/src/probe.ts', "export { App } from '../../mf-tasks/src/app/app';\n"),
    ).toHaveLength(1);
  });

  it('refuses a remote importing the shell', async () => {
    expect(
      await restrictedImports(
        'mf-tasks/src/probe.ts',
        "export { navigate } from '../../shell/src/platform/navigate';\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses Chakra imported around @fairgo/shared/ui', async () => {
    expect(await restrictedImports('shell/src/probe.ts', "export { Box } from '@chakra-ui/react';\n")).toHaveLength(1);
  });

  it('refuses Chakra imported directly by a shared entry other than ui and overlays', async () => {
    expect(
      await restrictedImports('shared/src/spa/probe.tsx', "export { Spinner } from '@chakra-ui/react';\n"),
    ).toHaveLength(1);
    expect(
      await restrictedImports('shared/src/ui/probe.tsx', "export { Spinner } from '@chakra-ui/react';\n"),
    ).toHaveLength(0);
  });

  it('refuses shared depending on an app', async () => {
    expect(
      await restrictedImports('shared/src/probe.ts', "export { App } from '../../mf-tasks/src/app/app';\n"),
    ).toHaveLength(1);
  });

  it("allows another remote's exposed modules as types only: they load at runtime", async () => {
    expect(
      await restrictedImports(
        'mf-account/src/probe.ts',
        "export type { PostFormProps } from 'mf_marketplace/post-form';\n",
      ),
    ).toHaveLength(0);
    expect(
      await restrictedImports('mf-account/src/probe.ts', "export { PostForm } from 'mf_marketplace/post-form';\n"),
    ).toHaveLength(1);
  });

  it('allows what a remote may use: shared, its own files', async () => {
    const code = "export { PageFrame } from '@fairgo/shared/ui';\nexport { App } from './app/app';\n";
    expect(await restrictedImports('mf-tasks/src/probe.ts', code)).toHaveLength(0);
  });

  it('keeps the schema library out of the browser: contract types only, values from rules', async () => {
    const allowed =
      "export type { Task } from '@fairgo/shared/contract';\nexport { DAYS } from '@fairgo/shared/rules';\n";
    expect(await restrictedImports('mf-tasks/src/probe.ts', allowed)).toHaveLength(0);
    expect(
      await restrictedImports('mf-tasks/src/probe.ts', "export { DAYS } from '@fairgo/shared/contract';\n"),
    ).toHaveLength(1);
    expect(await restrictedImports('shell/src/probe.ts', "export { Type } from 'typebox';\n")).toHaveLength(1);
    expect(await restrictedImports('shared/src/api/probe.ts', "export { Task } from '../contract';\n")).toHaveLength(1);
    expect(
      await restrictedImports('shared/src/api/probe.ts', "export type { Task } from '../contract';\n"),
    ).toHaveLength(0);
  });

  describe('inside a remote, one way: lib → features → app (bulletproof-react)', () => {
    it('refuses a feature importing another feature', async () => {
      expect(
        await restrictedImports(
          'mf-tasks/src/features/task-detail/probe.ts',
          "export { TaskCard } from '../task-list/task-card';\n",
        ),
      ).toHaveLength(1);
      expect(
        await restrictedImports(
          'mf-marketplace/src/features/listings/filters/probe.ts',
          "export { PostForm } from '../../post-form/post-form';\n",
        ),
      ).toHaveLength(1);
    });

    it("allows a feature its own files and the remote's lib", async () => {
      const code = "export { TaskCard } from './task-card';\nexport { StatusBadge } from '../../lib/task-facts';\n";
      expect(await restrictedImports('mf-tasks/src/features/task-list/probe.ts', code)).toHaveLength(0);
    });

    it('refuses a feature importing the app, and lib importing a feature', async () => {
      expect(
        await restrictedImports('mf-tasks/src/features/task-list/probe.ts', "export { App } from '../../app/app';\n"),
      ).toHaveLength(1);
      expect(
        await restrictedImports(
          'mf-tasks/src/lib/probe.ts',
          "export { TaskCard } from '../features/task-list/task-card';\n",
        ),
      ).toHaveLength(1);
    });

    it('allows the pages of app/routes/ to compose features', async () => {
      expect(
        await restrictedImports(
          'mf-marketplace/src/app/routes/probe.ts',
          "export { useListings } from '../../features/listings/use-listings';\n",
        ),
      ).toHaveLength(0);
    });
  });
});
