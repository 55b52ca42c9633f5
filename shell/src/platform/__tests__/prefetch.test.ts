import { testRegistryEntry } from '@fairgo/shared/testing';
import { prefetchRemotes, remoteEntryUrl } from '../prefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

const tasks = testRegistryEntry();
const admin = testRegistryEntry({ name: 'mf_admin', routes: ['/feedback', '/feedbacklist'] });

function setUp(path: string) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <a href="/tasks/view/allTasks">Tasks</a>
    <a href="/feedback">Feedback</a>
    <a href="/how-it-works">How it works</a>
    <a href="https://elsewhere.example/tasks">Elsewhere</a>`;
  const preload = jest.fn().mockResolvedValue(undefined);
  let idleTask: (() => void) | undefined;
  const stop = prefetchRemotes([tasks, admin], { preload, whenIdle: (task) => (idleTask = task) });
  const link = (name: string) => document.querySelector(`a[href${name.startsWith('http') ? '' : '^'}="${name}"]`)!;
  return { preload, runIdle: () => idleTask!(), stop, link };
}

const hover = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));

describe('prefetching remotes', () => {
  it("prefetches every other remote's manifest and entry, and nothing else, once the browser is idle", () => {
    const { preload, runIdle } = setUp('/feedback');
    const prefetched = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
        link.href,
        link.crossOrigin,
      ]);
    expect(prefetched()).toEqual([]);
    runIdle();
    expect(prefetched()).toEqual([
      [tasks.manifestUrl, 'anonymous'],
      [remoteEntryUrl(tasks.manifestUrl), null],
    ]);
    expect(remoteEntryUrl('http://localhost:3002/v/0.1.0-abc/mf-manifest.json')).toBe(
      'http://localhost:3002/v/0.1.0-abc/remoteEntry.js',
    );
    runIdle();
    expect(prefetched()).toHaveLength(2);
    expect(preload).not.toHaveBeenCalled();
  });

  it("fetches a remote's start-up chunks when a link into it is hovered or focused, once", () => {
    const { preload, link } = setUp('/');
    hover(link('/tasks'));
    expect(preload).toHaveBeenCalledWith([{ nameOrAlias: 'mf_tasks', exposes: ['./spa'], resourceCategory: 'sync' }]);
    hover(link('/tasks'));
    (link('/feedback') as HTMLElement).focus();
    link('/feedback').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload.mock.calls.map(([args]) => (args as { nameOrAlias: string }[])[0]!.nameOrAlias)).toEqual([
      'mf_tasks',
      'mf_admin',
    ]);
  });

  it("ignores links to the shell's own pages, to other sites and to the remote already shown", () => {
    const { preload, link, stop } = setUp('/feedback');
    hover(link('/how-it-works'));
    hover(link('https://elsewhere.example/tasks'));
    hover(link('/feedback'));
    expect(preload).not.toHaveBeenCalled();
    stop();
    hover(link('/tasks'));
    expect(preload).not.toHaveBeenCalled();
  });

  it('leaves a failed prefetch to the slot of the remote, which reports it if visited', async () => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '<a href="/tasks">Tasks</a>';
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const preload = jest.fn().mockRejectedValue(new Error('offline'));
    prefetchRemotes([tasks], { preload, whenIdle: () => {} });
    hover(document.querySelector('a')!);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    error.mockRestore();
  });
});
