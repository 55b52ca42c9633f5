import { testRegistryEntry } from '@fairgo/testing';
import { remoteEntryUrl } from '@fairgo/shared/page';
import { firstUse, prefetchRemotes } from '../prefetch';
import { remoteStatusStore, remotesSettled } from '../remote-status-store';

const tasks = testRegistryEntry({ manifestUrl: 'http://localhost:3002/v/1/mf-manifest.json' });
const admin = testRegistryEntry({
  name: 'mf_admin',
  routes: ['/feedback', '/feedbacklist'],
  manifestUrl: 'http://localhost:3004/v/2/mf-manifest.json',
});
const manifest = {
  exposes: [
    { path: './other', assets: { js: { sync: ['9.other.js'] } } },
    { path: './spa', assets: { js: { sync: ['262.a.js', '__federation_expose_spa.b.js'] } } },
  ],
};

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
    link.href,
    link.crossOrigin,
  ]);

function setUp(path: string, readManifest = jest.fn().mockResolvedValue(manifest)) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <a href="/tasks/view/allTasks">Tasks</a>
    <a href="/feedback">Feedback</a>
    <a href="/how-it-works">How it works</a>
    <a href="https://elsewhere.example/tasks">Elsewhere</a>`;
  let idleTask: (() => void) | undefined;
  const stop = prefetchRemotes([tasks, admin], {
    readManifest,
    whenIdle: (task) => (idleTask = task),
    whenUsed: Promise.resolve(),
  });
  const link = (href: string) => document.querySelector(`a[href="${href}"]`)!;
  return { readManifest, runIdle: () => idleTask!(), stop, link };
}

const hover = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetching remotes', () => {
  it("prefetches every other remote's manifest and entry, and nothing else, one an idle turn", async () => {
    const { runIdle, readManifest } = setUp('/feedback');
    expect(prefetched()).toEqual([]);
    await settle();
    runIdle();
    expect(prefetched()).toEqual([[tasks.manifestUrl, 'anonymous']]);
    runIdle();
    expect(prefetched()).toEqual([
      [tasks.manifestUrl, 'anonymous'],
      ['http://localhost:3002/v/1/remoteEntry.js', null],
    ]);
    runIdle();
    expect(prefetched()).toHaveLength(2);
    expect(readManifest).not.toHaveBeenCalled();
    expect(remoteEntryUrl(admin.manifestUrl)).toBe('http://localhost:3004/v/2/remoteEntry.js');
  });

  it("waits for the page's own remote to mount or fail before prefetching the others", async () => {
    window.history.replaceState(null, '', '/feedback');
    document.head.innerHTML = '';
    remoteStatusStore.getState().set(admin.name, { state: 'loading' });
    const whenIdle = jest.fn((task: () => void) => task());
    const stop = prefetchRemotes([tasks, admin], {
      whenIdle,
      afterPage: remotesSettled([admin.name]),
      whenUsed: Promise.resolve(),
    });
    await settle();
    expect(whenIdle).not.toHaveBeenCalled();
    expect(prefetched()).toEqual([]);
    remoteStatusStore.getState().set(admin.name, { state: 'failed', error: new Error('down') });
    await settle();
    expect(prefetched()).toEqual([
      [tasks.manifestUrl, 'anonymous'],
      ['http://localhost:3002/v/1/remoteEntry.js', null],
    ]);
    await expect(remotesSettled([])).resolves.toBeUndefined();
    stop();
  });

  it('fetches nothing for a next page until the visitor first touches, clicks, types or scrolls', async () => {
    window.history.replaceState(null, '', '/');
    document.head.innerHTML = '';
    const whenIdle = jest.fn((task: () => void) => task());
    const stop = prefetchRemotes([tasks, admin], { whenIdle });
    await settle();
    expect(whenIdle).not.toHaveBeenCalled();
    expect(prefetched()).toEqual([]);
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await settle();
    expect(prefetched()).toHaveLength(4);
    stop();
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll'])('takes a %s as the first use', async (type) => {
    document.body.innerHTML = '<p>Read me</p>';
    const used = jest.fn();
    void firstUse(document).then(used);
    await settle();
    expect(used).not.toHaveBeenCalled();
    // A scroll does not bubble: the first use is heard on its way down.
    document.querySelector('p')!.dispatchEvent(new Event(type));
    await settle();
    expect(used).toHaveBeenCalledTimes(1);
  });

  it("prefetches a remote's entry and start-up chunks when a link into it is hovered or focused, once", async () => {
    const { link, readManifest } = setUp('/');
    hover(link('/tasks/view/allTasks'));
    await settle();
    expect(prefetched()).toEqual([
      ['http://localhost:3002/v/1/remoteEntry.js', null],
      ['http://localhost:3002/v/1/262.a.js', null],
      ['http://localhost:3002/v/1/__federation_expose_spa.b.js', null],
    ]);
    hover(link('/tasks/view/allTasks'));
    link('/feedback').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(readManifest.mock.calls).toEqual([[tasks.manifestUrl], [admin.manifestUrl]]);
    expect(prefetched()).toHaveLength(6);
  });

  it("ignores links to the shell's own pages, to other sites and to the remote already shown", () => {
    const { link, stop, readManifest } = setUp('/feedback');
    hover(link('/how-it-works'));
    hover(link('https://elsewhere.example/tasks'));
    hover(link('/feedback'));
    expect(readManifest).not.toHaveBeenCalled();
    stop();
    hover(link('/tasks/view/allTasks'));
    expect(readManifest).not.toHaveBeenCalled();
    expect(prefetched()).toEqual([]);
  });

  it('leaves a remote that is down to its own slot, which reports it if visited', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { link } = setUp('/', jest.fn().mockRejectedValue(new Error('offline')));
    hover(link('/tasks/view/allTasks'));
    await settle();
    expect(prefetched()).toEqual([['http://localhost:3002/v/1/remoteEntry.js', null]]);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
