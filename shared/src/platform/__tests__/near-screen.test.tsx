import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createConcurrentRoot } from '../concurrent-root';
import { AdoptNearScreen } from '../near-screen';

/** An IntersectionObserver whose targets come near the screen when the test says so. */
const observed = new Set<{ callback: IntersectionObserverCallback; target: Element }>();
class ManualObserver {
  private readonly watched: { callback: IntersectionObserverCallback; target: Element }[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { callback: this.callback, target };
    this.watched.push(entry);
    observed.add(entry);
  }
  disconnect() {
    for (const entry of this.watched) observed.delete(entry);
  }
}
const comeNearScreen = () =>
  act(async () => {
    for (const { callback, target } of [...observed]) {
      callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });

const effects: string[] = [];
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => void effects.push(name), [name]);
  return <button onClick={() => setCount(count + 1)}>{`${name} ${count}`}</button>;
}
const Page = () => (
  <main>
    <Counter name="hero" />
    <AdoptNearScreen>
      <Counter name="pricing" />
    </AdoptNearScreen>
  </main>
);

describe('content adopted near the screen', () => {
  const original = window.IntersectionObserver;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    window.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    effects.length = 0;
    observed.clear();
  });
  afterEach(() => {
    window.IntersectionObserver = original;
    errors.mockRestore();
  });

  it('keeps the served elements, without handlers, until they come near the screen; then adopts them', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Page />, { identifierPrefix: 'shell-' });
    const [hero, pricing] = [...container.querySelectorAll('button')];
    await act(async () => {
      void createConcurrentRoot(container, 'shell').render(<Page />);
    });
    expect(effects).toEqual(['hero']);
    await act(async () => pricing!.click());
    expect(pricing).toHaveTextContent('pricing 0');

    await comeNearScreen();
    expect(effects).toEqual(['hero', 'pricing']);
    expect([...container.querySelectorAll('button')]).toEqual([hero, pricing]);
    await act(async () => pricing!.click());
    expect(pricing).toHaveTextContent('pricing 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders at once in a root that renders in the browser (a page opened by navigation)', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      void createConcurrentRoot(container, 'shell').render(<Page />);
    });
    expect(effects).toEqual(['hero', 'pricing']);
    expect(container.querySelectorAll('button')).toHaveLength(2);
    expect(observed.size).toBe(0);
  });

  it('renders its content in the prerender, as the browser then finds it', () => {
    expect(renderToString(<Page />)).toContain('pricing 0');
  });
});
