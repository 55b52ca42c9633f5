import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { pagesOnDemand, partOnDemand } from '../pages-on-demand';
import { renderToString } from 'react-dom/server';

const Eager = () => <h1>Eager page</h1>;
const OnDemand = () => <h1>On-demand page</h1>;

function setup() {
  const load = jest.fn(async () => OnDemand);
  const site = pagesOnDemand({ '/later': load }, { '/': Eager });
  const renderPage = (path: string) => {
    const Page = site.pages[path]!;
    return render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
  };
  return { site, load, renderPage };
}

describe('pagesOnDemand', () => {
  it('renders an eager page at once and loads no page for it', async () => {
    const { site, load, renderPage } = setup();
    await site.preload('/');
    renderPage('/');
    expect(screen.getByRole('heading', { name: 'Eager page' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a page the first time it is shown, with the fallback in between', async () => {
    const { load, renderPage } = setup();
    renderPage('/later');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'On-demand page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded page at once, with no fallback (the mount and the prerender rely on it)', async () => {
    const { site, load, renderPage } = setup();
    await act(() => site.preload('/later/'));
    renderPage('/later');
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'On-demand page' })).toBeInTheDocument();
    expect(site.onDemand).toEqual(['/later']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a path that is not one of its pages', async () => {
    const { site, load } = setup();
    await site.preload('/elsewhere');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('partOnDemand', () => {
  const Signup = ({ label }: { label: string }) => <form aria-label={label} />;

  it('renders the part itself once preloaded, as the prerender does, with no fallback in the HTML', async () => {
    const part = partOnDemand(async () => Signup);
    const html = () =>
      renderToString(
        <Suspense fallback={<p>Loading</p>}>
          <part.Part label="Newsletter" />
        </Suspense>,
      );
    expect(html()).toContain('Loading');
    await part.preload();
    expect(html()).toBe('<!--$--><form aria-label="Newsletter"></form><!--/$-->');
  });

  it('loads the part on its first render, showing the fallback until it has come, and loads it once', async () => {
    const load = jest.fn(async () => Signup);
    const part = partOnDemand(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Part label="Newsletter" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
