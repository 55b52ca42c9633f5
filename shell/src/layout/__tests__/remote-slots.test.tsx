import { createTestPlatform, testRegistryEntry } from '@fairgo/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { slotId } from '@fairgo/shared/page';
import { registryStore } from '../../platform/registry-store';
import { remoteStatusStore } from '../../platform/remote-status-store';
import { RemoteSlots } from '../remote-slots';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

const tasks = testRegistryEntry();
const admin = testRegistryEntry({ name: 'mf_admin', title: 'Feedback', routes: ['/feedback'] });

describe('the remote slots', () => {
  beforeEach(() => {
    registryStore.getState().ready([tasks, admin]);
    remoteStatusStore.setState({ statuses: {} });
    window.history.pushState(null, '', '/tasks/view/allTasks');
    render(<RemoteSlots />, { wrapper: createTestPlatform().Harness });
  });

  it('gives every remote its own slot for single-spa to mount into', () => {
    expect(document.getElementById(slotId('mf_tasks'))).toBeInTheDocument();
    expect(document.getElementById(slotId('mf_admin'))).toBeInTheDocument();
  });

  it('shows a spinner while the active remote loads', () => {
    act(() => remoteStatusStore.getState().set('mf_tasks', { state: 'loading' }));
    expect(screen.getByLabelText('Loading Tasks')).toBeInTheDocument();
  });

  it('shows a fallback with a retry in the failed remote’s own slot only', () => {
    act(() => remoteStatusStore.getState().set('mf_tasks', { state: 'failed', error: new Error('offline') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tasks is not available right now');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows nothing for a failed remote that is not on the current route', () => {
    act(() => remoteStatusStore.getState().set('mf_admin', { state: 'failed', error: new Error('offline') }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a remote slot served with its prerendered frame', () => {
  const frameHtml = '<section><h1>Your tasks</h1></section>';
  beforeEach(() => {
    registryStore.setState({ frames: { mf_tasks: frameHtml } });
    registryStore.getState().ready([tasks, admin]);
    remoteStatusStore.setState({ statuses: {} });
    window.history.pushState(null, '', '/tasks/view/allTasks');
    render(<RemoteSlots />, { wrapper: createTestPlatform().Harness });
  });
  afterEach(() => act(() => registryStore.setState({ frames: {} })));

  it('keeps showing the frame, not a spinner, while the remote loads, taking no input till it mounts', () => {
    act(() => remoteStatusStore.getState().set('mf_tasks', { state: 'loading' }));
    expect(screen.getByText('Your tasks')).toBeVisible();
    expect(screen.queryByLabelText('Loading Tasks')).not.toBeInTheDocument();
    const slot = document.getElementById(slotId('mf_tasks'))!;
    expect(slot).toHaveAttribute('inert');
    act(() => remoteStatusStore.getState().set('mf_tasks', { state: 'mounted' }));
    expect(slot).not.toHaveAttribute('inert');
  });

  it('leaves what the remote rendered alone when the shell renders again', () => {
    const slot = document.getElementById(slotId('mf_tasks'))!;
    slot.innerHTML = '<p>the remote’s own content</p>';
    act(() => remoteStatusStore.getState().set('mf_tasks', { state: 'mounted' }));
    expect(slot).toHaveTextContent('the remote’s own content');
  });

  it('shows the fallback in place of the frame when the remote fails', () => {
    act(() => remoteStatusStore.getState().set('mf_tasks', { state: 'failed', error: new Error('offline') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tasks is not available right now');
    expect(screen.getByText('Your tasks')).not.toBeVisible();
  });
});
