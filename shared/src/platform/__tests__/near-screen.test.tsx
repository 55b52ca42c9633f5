import { installManualIntersectionObserver } from '@fairgo/testing';
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createConcurrentRoot } from '../concurrent-root';
import { AdoptNearScreen, AdoptWhenShown, forScreenWidth, useNearScreen } from '../near-screen';

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
  let observer: ReturnType<typeof installManualIntersectionObserver>;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    observer = installManualIntersectionObserver();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    effects.length = 0;
  });
  afterEach(() => {
    observer.restore();
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

    await observer.comeNearScreen();
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
    expect(observer.watching()).toBe(0);
  });

  it('renders its content in the prerender, as the browser then finds it', () => {
    expect(renderToString(<Page />)).toContain('pricing 0');
  });
});

describe('content adopted where the screen shows it', () => {
  const matchMedia = window.matchMedia;
  const changes = new Set<() => void>();
  let wide = false;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    effects.length = 0;
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query === '(min-width: 48em)' && wide;
      },
      addEventListener: (_: string, change: () => void) => changes.add(change),
      removeEventListener: (_: string, change: () => void) => changes.delete(change),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
    changes.clear();
    errors.mockRestore();
  });
  const widen = async () => {
    wide = true;
    await act(async () => changes.forEach((change) => change()));
  };
  const Filters = ({ name }: { name: string }) => (
    <main>
      <Counter name="results" />
      <AdoptWhenShown minWidth="48em">
        <Counter name={name} />
      </AdoptWhenShown>
    </main>
  );
  async function serve(page: ReactElement) {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page, { identifierPrefix: 'mf-' });
    const root = createConcurrentRoot(container, 'mf');
    await act(async () => void root.render(page));
    return { container, root };
  }

  it('is not adopted on a narrow screen; rendered anew once the screen widens', async () => {
    wide = false;
    const { container } = await serve(<Filters name="filters" />);
    const served = container.querySelectorAll('button')[1]!;
    expect(effects).toEqual(['results']);
    await act(async () => served.click());
    expect(served).toHaveTextContent('filters 0');

    await widen();
    expect(effects).toEqual(['results', 'filters']);
    const rendered = container.querySelectorAll('button')[1]!;
    await act(async () => rendered.click());
    expect(rendered).toHaveTextContent('filters 1');
    expect(container.querySelectorAll('button')).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows what changed while it waited, once the screen widens', async () => {
    wide = false;
    const { container, root } = await serve(<Filters name="filters" />);
    await act(async () => void root.render(<Filters name="chosen in the dialog" />));
    await widen();
    expect(container.querySelectorAll('button')[1]).toHaveTextContent('chosen in the dialog 0');
    expect(errors).not.toHaveBeenCalled();
  });

  it('is adopted at once where the screen shows it', async () => {
    wide = true;
    const { container } = await serve(<Filters name="filters" />);
    expect(effects).toEqual(['results', 'filters']);
    const served = container.querySelectorAll('button')[1]!;
    await act(async () => served.click());
    expect(served).toHaveTextContent('filters 1');
    expect(changes.size).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });
});

function Drawn({ name, now = false }: { name: string; now?: boolean }) {
  const [near, ref] = useNearScreen<HTMLParagraphElement>(now);
  return <p ref={ref}>{near ? `${name} in full` : name}</p>;
}

describe('content rendered near the screen', () => {
  let observer: ReturnType<typeof installManualIntersectionObserver>;
  beforeEach(() => (observer = installManualIntersectionObserver()));
  afterEach(() => observer.restore());

  it('is drawn in full once it comes near the screen, and stays so', async () => {
    render(
      <>
        <Drawn name="first" now />
        <Drawn name="second" />
        <Drawn name="third" />
      </>,
    );
    expect(screen.getByText('first in full')).toBeInTheDocument();
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(observer.watching()).toBe(2);

    await observer.comeNearScreen((target) => target.textContent === 'second');
    expect(screen.getByText('second in full')).toBeInTheDocument();
    expect(screen.getByText('third')).toBeInTheDocument();
    expect(observer.watching()).toBe(1);
  });
});

describe('a count by the screen’s width', () => {
  const matchMedia = window.matchMedia;
  /** A screen `em` wide: a `(min-width: …em)` query matches up to it. */
  const screenOf = (em: number) => {
    window.matchMedia = ((query: string) => ({
      matches: Number(/min-width: ([\d.]+)em/.exec(query)?.[1] ?? Infinity) <= em,
    })) as unknown as typeof window.matchMedia;
  };
  afterEach(() => void (window.matchMedia = matchMedia));

  it('is the widest breakpoint’s the screen reaches, as a grid’s columns', () => {
    const count = { base: 1, md: 2, xl: 3 };
    for (const [em, expected] of [
      [20, 1],
      [48, 2],
      [79, 2],
      [80, 3],
      [120, 3],
    ] as const) {
      screenOf(em);
      expect(forScreenWidth(count)).toBe(expected);
    }
    screenOf(120);
    expect(forScreenWidth({ base: 1, md: 2 })).toBe(2);
    expect(forScreenWidth({ base: 4 })).toBe(4);
  });
});
