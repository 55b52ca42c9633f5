import { installMemoryStorage, testRegistryEntry } from '@fairgo/testing';
import { applyOverrides, clearOverrides, isAllowedOverride, OVERRIDES_KEY, readOverrides } from '../overrides';

const LOCAL = 'http://localhost:3104/mf-manifest.json';

describe('developer overrides', () => {
  installMemoryStorage();
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  const visit = (path: string) => {
    window.history.replaceState(null, '', path);
    return readOverrides(window.location, window.history, localStorage);
  };

  it('takes an override from the query, keeps it, and tidies the address bar', () => {
    expect(visit(`/feedback?tab=1&override.mf_admin=${encodeURIComponent(LOCAL)}#top`)).toEqual({ mf_admin: LOCAL });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/feedback?tab=1#top');
    // Still in force on the next load, with no query.
    expect(visit('/tasks')).toEqual({ mf_admin: LOCAL });
    expect(JSON.parse(localStorage.getItem(OVERRIDES_KEY)!)).toEqual({ mf_admin: LOCAL });
  });

  it('clears one override with an empty value, or all of them', () => {
    visit(`/?override.mf_admin=${encodeURIComponent(LOCAL)}&override.mf_tasks=${encodeURIComponent(LOCAL)}`);
    expect(visit('/?override.mf_admin=')).toEqual({ mf_tasks: LOCAL });
    clearOverrides(localStorage);
    expect(visit('/')).toEqual({});
    expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
  });

  it('accepts only a local build: a link cannot point the site at code elsewhere', () => {
    expect(isAllowedOverride(LOCAL)).toBe(true);
    expect(isAllowedOverride('http://127.0.0.1:3004/v/0.1.0-abc/mf-manifest.json')).toBe(true);
    expect(isAllowedOverride('https://evil.example/mf-manifest.json')).toBe(false);
    expect(isAllowedOverride('http://localhost.evil.example/mf-manifest.json')).toBe(false);
    expect(isAllowedOverride('http://localhost:3104/remoteEntry.js')).toBe(false);
    expect(isAllowedOverride('javascript:alert(1)')).toBe(false);

    expect(visit(`/?override.mf_admin=${encodeURIComponent('https://evil.example/mf-manifest.json')}`)).toEqual({});
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('SHELL-004 an override was ignored: mf_admin'));
    localStorage.setItem(OVERRIDES_KEY, 'not json');
    expect(visit('/')).toEqual({});
  });

  it('replaces only the overridden remote, and reports only overrides of known remotes', () => {
    const tasks = testRegistryEntry();
    const admin = testRegistryEntry({ name: 'mf_admin', routes: ['/feedback'] });
    const { entries, applied } = applyOverrides([tasks, admin], { mf_admin: LOCAL, mf_unknown: LOCAL });
    expect(entries).toEqual([tasks, { ...admin, version: 'local override', manifestUrl: LOCAL }]);
    expect(applied).toEqual({ mf_admin: LOCAL });
  });
});
