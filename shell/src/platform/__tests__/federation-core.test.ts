import { provideFederationCore } from '../federation-core';

describe('the federation runtime the shell lends to remotes', () => {
  afterEach(() => {
    delete globalThis._FEDERATION_RUNTIME_CORE;
  });

  it('is provided with what a remote built without a runtime of its own calls', () => {
    provideFederationCore();
    const core = globalThis._FEDERATION_RUNTIME_CORE!;
    // What a remoteEntry.js built with `experiments.externalRuntime` reads from it (webpack-bundler-runtime).
    expect(core.CurrentGlobal).toBe(globalThis);
    for (const name of [
      'ModuleFederation',
      'getRemoteEntry',
      'getGlobalFederationConstructor',
      'setGlobalFederationConstructor',
      'setGlobalFederationInstance',
    ] as const) {
      expect(typeof core[name]).toBe('function');
    }
    expect(core.helpers).toEqual(expect.objectContaining({ global: expect.any(Object) }));
  });

  it('keeps a runtime that is already there, so one page never runs two', () => {
    const existing = {} as NonNullable<typeof globalThis._FEDERATION_RUNTIME_CORE>;
    globalThis._FEDERATION_RUNTIME_CORE = existing;
    provideFederationCore();
    expect(globalThis._FEDERATION_RUNTIME_CORE).toBe(existing);
  });
});
