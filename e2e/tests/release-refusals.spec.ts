import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { copyOfRemote, npmRun } from '../support/releases';

// What `npm run release` refuses (infra/release/src/shared-contract.ts), from a built copy of mf-admin whose
// manifest is changed as a build against other shared code would make it; nothing is built or released.
const OLD_TEXT = 'We read every message.';

test('a release whose shared singletons the shell cannot satisfy is refused, and the site keeps what it had', async ({
  site,
}) => {
  test.setTimeout(2 * 60_000);
  const current = (await npmRun('releases', ['mf-admin'])).stdout;

  // A build of mf-admin made for a React the shell does not provide.
  const copy = copyOfRemote('mf-admin');
  const manifestFile = join(copy, 'dist/mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    shared: { name: string; requiredVersion: string }[];
  };
  for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^20.0.0';
  writeFileSync(manifestFile, JSON.stringify(manifest));

  const refused = await npmRun('release', ['mf-admin', '--source', copy, '--no-build']);
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toContain('mf-admin cannot be released: the shell cannot satisfy its shared singletons.');
  expect(refused.stderr).toContain('react: needs ^20.0.0, the shell provides 19.');
  expect((await npmRun('releases', ['mf-admin'])).stdout).toBe(current);

  await site.goto('/feedback');
  await expect(site.getByText(OLD_TEXT)).toBeVisible();
});

test('a release importing a name the shell’s copy of a shared module lacks is refused, and the site keeps what it had', async ({
  site,
}) => {
  const current = (await npmRun('releases', ['mf-admin'])).stdout;

  // The build lists the names its code imports from each shared module: mf-admin's pages take useSession.
  const copy = copyOfRemote('mf-admin');
  const manifestFile = join(copy, 'dist/mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData: { sharedNames: { imports: Record<string, string[]> } };
  };
  const imports = manifest.metaData.sharedNames.imports;
  expect(imports['@fairgo/shared/platform']).toContain('useSession');
  // As if built against a newer @fairgo/shared (its version is the same), with a hook the shell's copy lacks.
  imports['@fairgo/shared/platform']!.push('useSomethingNew');
  writeFileSync(manifestFile, JSON.stringify(manifest));

  const refused = await npmRun('release', ['mf-admin', '--source', copy, '--no-build']);
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toContain(
    "mf-admin cannot be released: it imports names the shell's shared modules do not export.\n" +
      "  - @fairgo/shared/platform: the shell's copy has no useSomethingNew\n",
  );
  expect((await npmRun('releases', ['mf-admin'])).stdout).toBe(current);

  await site.goto('/feedback');
  await expect(site.getByText(OLD_TEXT)).toBeVisible();
});
