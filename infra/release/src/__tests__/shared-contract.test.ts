import { assertFitsShell, missingSharedNames, unmetSharedModules, type FederationManifest } from '../shared-contract';

const shell: FederationManifest = {
  name: 'shell',
  exposes: [],
  metaData: { pluginVersion: '2.9.2' },
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0' },
    { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.1' },
    { name: '@fairgo/shared/ui', version: '0.1.0', requiredVersion: '^0.1.0' },
  ],
};

const remote = (
  shared: FederationManifest['shared'],
  exposes = [{ path: './spa' }],
  pluginVersion = '2.9.0',
): FederationManifest => ({
  name: 'mf_admin',
  exposes,
  shared,
  metaData: { pluginVersion },
});

describe("the shell's shared-dependency contract", () => {
  it('accepts a remote whose ranges the shell satisfies, and modules the shell does not share', () => {
    const fits = remote([
      { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
      { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.0.0' },
      { name: '@tanstack/react-query', version: '5.0.0', requiredVersion: '^5.0.0' },
      { name: '@fairgo/shared/ui', version: '0.1.0', requiredVersion: false },
    ]);
    expect(unmetSharedModules(fits, shell)).toEqual([]);
    expect(() => assertFitsShell('mf-admin', fits, shell)).not.toThrow();
  });

  it('refuses a remote built for another major of a shared singleton, naming each one', () => {
    const unfit = remote([
      { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' },
      { name: '@fairgo/shared/ui', version: '0.2.0', requiredVersion: '^0.2.0' },
      { name: 'react-dom/client', version: '19.3.1', requiredVersion: 'not a range' },
    ]);
    expect(unmetSharedModules(unfit, shell)).toEqual([
      'react: needs ^20.0.0, the shell provides 19.3.1',
      '@fairgo/shared/ui: needs ^0.2.0, the shell provides 0.1.0',
      'react-dom/client: "not a range" is not a version range',
    ]);
    expect(() => assertFitsShell('mf-admin', unfit, shell)).toThrow(
      'mf-admin cannot be released: the shell cannot satisfy its shared singletons.\n' +
        '  - react: needs ^20.0.0, the shell provides 19.3.1\n',
    );
  });

  it('refuses a remote that exposes no ./spa', () => {
    expect(() => assertFitsShell('mf-admin', remote([], [{ path: './post-form' }]), shell)).toThrow(
      'mf-admin cannot be released: it exposes no ./spa lifecycles for the shell to mount.',
    );
  });

  it("refuses a remote built for another minor of the federation runtime it runs on (the shell's)", () => {
    expect(() => assertFitsShell('mf-admin', remote([], undefined, '2.10.0'), shell)).toThrow(
      "mf-admin cannot be released: it was built with @module-federation/enhanced 2.10.0, and runs on the shell's " +
        'federation runtime, 2.9.2: build it with 2.9.x, or release a shell built with its version first.',
    );
  });

  describe('the names a remote imports from what the shell shares', () => {
    const shellWith = (exports: Record<string, string[] | true>): FederationManifest => ({
      ...shell,
      metaData: { ...shell.metaData, sharedNames: { imports: {}, exports } },
    });
    const importing = (imports: Record<string, string[]>): FederationManifest => ({
      ...remote([]),
      metaData: { pluginVersion: '2.9.0', sharedNames: { imports, exports: {} } },
    });

    it("refuses a remote importing a name the shell's copy lacks, naming each", () => {
      const newer = importing({
        '@fairgo/shared/platform': ['useCardsNearScreen', 'useNearScreen', 'useSoon'],
        '@fairgo/shared/ui': ['Box'],
      });
      const older = shellWith({ '@fairgo/shared/platform': ['useNearScreen'], '@fairgo/shared/ui': ['Box', 'Text'] });
      expect(missingSharedNames(newer, older)).toEqual([
        "@fairgo/shared/platform: the shell's copy has no useCardsNearScreen, useSoon",
      ]);
      expect(() => assertFitsShell('mf-tasks', newer, older)).toThrow(
        "mf-tasks cannot be released: it imports names the shell's shared modules do not export.\n" +
          "  - @fairgo/shared/platform: the shell's copy has no useCardsNearScreen, useSoon\n" +
          'Release a shell built with the shared code mf-tasks was built with first.',
      );
    });

    it('accepts modules the shell does not share, exports it could not list, whole-module imports and older builds', () => {
      const shellNames = shellWith({ react: true, '@fairgo/shared/ui': ['Box'] });
      const fits = importing({
        react: ['use'],
        '@fairgo/shared/ui': ['*', 'Box'],
        '@fairgo/shared/forms': ['useForm'],
      });
      expect(missingSharedNames(fits, shellNames)).toEqual([]);
      expect(missingSharedNames(remote([]), shellNames)).toEqual([]);
      expect(missingSharedNames(importing({ '@fairgo/shared/ui': ['Gone'] }), shell)).toEqual([]);
    });
  });
});
