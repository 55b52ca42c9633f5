import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, HOST, readAppPackage, REMOTES, ROOT } from '../apps';

const source = (folder: string, file: string) => readFileSync(join(ROOT, folder, file), 'utf8');
const packageOf = (folder: string) => JSON.parse(source(folder, 'package.json')) as Record<string, unknown>;

// An app's identity is its package.json's "fairgo" block: nothing else declares it.
describe("an app's identity", () => {
  it('is read from the package.json of every workspace that has a "fairgo" block, the shell first', () => {
    // The server parts import each app's package.json (so that their builds carry them): a workspace
    // with a "fairgo" block that apps.ts does not import would be missing from the site.
    const workspaces = (packageOf('.') as { workspaces: string[] }).workspaces;
    expect(APPS.map((app) => app.folder)).toEqual(workspaces.filter((folder) => packageOf(folder).fairgo));
    expect(APPS.map((app) => app.folder)).toEqual(['shell', 'mf-marketplace', 'mf-tasks', 'mf-account', 'mf-admin']);
    for (const app of APPS) expect(readAppPackage(app.folder)).toEqual(packageOf(app.folder));
    expect(HOST).toMatchObject({ folder: 'shell', name: 'shell', kind: 'host', port: 3000 });
    expect(REMOTES.map(({ name, port }) => [name, port])).toEqual([
      ['mf_marketplace', 3001],
      ['mf_tasks', 3002],
      ['mf_account', 3003],
      ['mf_admin', 3004],
    ]);
  });

  it.each(APPS.map((app) => app.folder))("%s's webpack config names no identity of its own", (folder) => {
    expect(source(folder, 'webpack.config.cjs')).not.toMatch(/\b(name|port|kind):/);
  });

  it.each(REMOTES.map((app) => app.folder))(
    "%s's lifecycles and standalone page go by its package.json's federation name",
    (folder) => {
      const { federationName } = readAppPackage(folder).fairgo!;
      expect(source(folder, 'src/spa.tsx')).toContain(`createRemoteLifecycles('${federationName}',`);
      expect(source(folder, 'src/bootstrap.tsx')).toContain(`mountStandalone('${federationName}',`);
    },
  );
});
