import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { followEarlyLinks, replayEarlyClicks, shellIsStarting } from '../early-clicks';

/** The page's inline script that keeps clicks till the shell starts, run as the page runs it. */
function runInlineScript() {
  const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].find(([, body]) =>
    body!.includes('__fairgoEarlyClicks'),
  );
  new Function(script![1]!)();
}

describe('clicks before the shell has started', () => {
  let root: HTMLElement;
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<div id="root"><a href="/find-work">Find Work</a><button>Menu</button></div><a href="/out">Outside</a>';
    root = document.getElementById('root')!;
    runInlineScript();
  });
  afterEach(() => jest.useRealTimers());

  const click = (element: Element, init: MouseEventInit = {}) =>
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

  it('keeps a plain click on a link or button of the page, not followed, and replays it on the same element', () => {
    const link = root.querySelector('a')!;
    const button = root.querySelector('button')!;
    expect(click(link)).toBe(false);
    expect(click(button)).toBe(false);

    const replayed: string[] = [];
    link.addEventListener('click', (event) => {
      event.preventDefault();
      replayed.push('link');
    });
    button.addEventListener('click', () => replayed.push('button'));
    replayEarlyClicks(() => undefined);
    expect(replayed).toEqual(['link', 'button']);
  });

  it('hands clicks over to the app once started: nothing more is kept', () => {
    replayEarlyClicks(() => undefined);
    const link = root.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    const seen: boolean[] = [];
    document.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    click(link);
    expect(seen).toEqual([true]);
    expect((window as { __fairgoEarlyClicks?: unknown }).__fairgoEarlyClicks).toBeUndefined();
  });

  it('leaves a click that opens a new tab, or outside the app, to the browser', () => {
    expect(click(root.querySelector('a')!, { ctrlKey: true })).toBe(true);
    expect(click(document.querySelector('a[href="/out"]')!)).toBe(true);
  });

  it('navigates to a kept link whose element the first render replaced', () => {
    const link = root.querySelector('a')!;
    click(link);
    link.remove();
    const navigations: string[] = [];
    replayEarlyClicks((to) => navigations.push(to));
    expect(navigations).toEqual(['/find-work']);
  });

  it('follows the last link kept as a plain link when the shell cannot start', () => {
    const link = root.querySelector('a')!;
    click(root.querySelector('button')!);
    click(link);
    const assign = jest.fn();
    const win = {
      __fairgoEarlyClicks: (window as { __fairgoEarlyClicks?: unknown }).__fairgoEarlyClicks,
      location: { assign },
    };
    followEarlyLinks(win as unknown as Window);
    expect(assign).toHaveBeenCalledWith(link.href);
  });

  it('tells the page the shell runs, so the page no longer follows a kept link on its own', () => {
    shellIsStarting();
    expect((window as { __fairgoEarlyClicks?: { starting?: boolean } }).__fairgoEarlyClicks?.starting).toBe(true);
  });
});
