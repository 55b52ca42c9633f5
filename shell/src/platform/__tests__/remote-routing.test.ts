import { createTestPlatform, testRegistryEntry } from '@fairgo/testing';
import { navigate } from '../navigate';
import { routeRemotesWhenNeeded } from '../remote-routing';

const startRemoteApps = jest.fn();
jest.mock('../register-remote-apps', () => ({ startRemoteApps: (...args: unknown[]) => startRemoteApps(...args) }));

const entries = [testRegistryEntry({ name: 'mf_admin', routes: ['/feedback'] })];
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('routeRemotesWhenNeeded', () => {
  beforeEach(() => startRemoteApps.mockClear());

  it('starts the remotes at once on a path a remote owns', async () => {
    window.history.replaceState(null, '', '/feedback');
    await routeRemotesWhenNeeded(entries, createTestPlatform().platform);
    expect(startRemoteApps).toHaveBeenCalledTimes(1);
  });

  it("loads nothing on the shell's own pages, and starts the remotes on the first move to a remote's path", async () => {
    window.history.replaceState(null, '', '/');
    await routeRemotesWhenNeeded(entries, createTestPlatform().platform);
    navigate('/how-it-works');
    await settle();
    expect(startRemoteApps).not.toHaveBeenCalled();

    navigate('/feedback');
    await settle();
    navigate('/');
    navigate('/feedback');
    await settle();
    expect(startRemoteApps).toHaveBeenCalledTimes(1);
    expect(startRemoteApps).toHaveBeenCalledWith(entries, expect.anything());
  });
});
