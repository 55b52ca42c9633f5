import { createTestPlatform, testRegistryEntry } from '@fairgo/testing';
import { act, render, screen } from '@testing-library/react';
import { registryStore } from '../../platform/registry-store';
import { ShellRoutes } from '../shell-routes';

const tasks = testRegistryEntry();

function renderAt(path: string) {
  window.history.pushState(null, '', path);
  const { Harness } = createTestPlatform();
  render(<ShellRoutes />, { wrapper: Harness });
}

describe('the shell routes', () => {
  beforeEach(() => registryStore.setState({ status: 'loading', entries: [] }));

  it('renders the landing page at /, loaded on demand as the other pages are', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: /a fair go for everyone/ })).toBeInTheDocument();
  });

  it('renders /how-it-works with its four steps', async () => {
    renderAt('/how-it-works');
    expect(await screen.findByRole('heading', { level: 1, name: 'How FairGo works' })).toBeInTheDocument();
    for (const step of ['Sign Up', 'Browse Jobs or Workers', 'Get Instant Matches', 'Connect via Email or Phone']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
  });

  it('leaves a remote’s path to its slot, and shows not-found where no app owns the path', () => {
    renderAt('/tasks/view/allTasks');
    act(() => registryStore.getState().ready([tasks]));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    act(() => window.history.pushState(null, '', '/no-such-page'));
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('waits for the registry before calling a path unknown', () => {
    renderAt('/no-such-page');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    act(() => registryStore.getState().ready([tasks]));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
