import { createTestPlatform, testRegistryEntry } from '@fairgo/testing';
import { act, render, screen } from '@testing-library/react';
import { readServedFrames, REMOTE_OUTLET_ID, servedSlotHtml, slotId } from '@fairgo/shared/page';
import { renderToString } from 'react-dom/server';
import { registryStore } from '../../platform/registry-store';
import { remoteStatusStore } from '../../platform/remote-status-store';
import { RemoteSlots } from '../remote-slots';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

const tasks = testRegistryEntry();
const admin = testRegistryEntry({ name: 'mf_admin', title: 'Feedback', routes: ['/feedback'] });

beforeEach(() => {
  registryStore.setState(registryStore.getInitialState(), true);
  remoteStatusStore.setState({ statuses: {} });
  window.history.pushState(null, '', '/tasks/view/allTasks');
});

describe('the remote slots', () => {
  beforeEach(() => {
    registryStore.getState().ready([tasks, admin]);
    render(<RemoteSlots />, { wrapper: createTestPlatform().Harness });
  });

  it('gives every remote its own slot for single-spa to mount into, in the remote outlet', () => {
    const outlet = document.getElementById(REMOTE_OUTLET_ID)!;
    expect(outlet).toContainElement(document.getElementById(slotId('mf_tasks')));
    expect(outlet).toContainElement(document.getElementById(slotId('mf_admin')));
  });

  it('shows only the slot of the remote that owns the path', () => {
    expect(document.getElementById(slotId('mf_tasks'))).toBeVisible();
    expect(document.getElementById(slotId('mf_admin'))).not.toBeVisible();
  });

  it('shows a spinner while the active remote loads', () => {
    act(() => remoteStatusStore.getState().set('mf_tasks', { state: 'loading' }));
    expect(screen.getByLabelText('Loading Tasks')).toBeInTheDocument();
  });

  it('shows a fallback with a retry in place of the failed remote’s slot only', () => {
    act(() => remoteStatusStore.getState().set('mf_tasks', { state: 'failed', error: new Error('offline') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tasks is not available right now');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.getElementById(slotId('mf_tasks'))).not.toBeVisible();
  });

  it('shows nothing for a failed remote that is not on the current route', () => {
    act(() => remoteStatusStore.getState().set('mf_admin', { state: 'failed', error: new Error('offline') }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a remote slot served with its prerendered frame', () => {
  const frameHtml = '<section><h1>Your tasks</h1></section>';
  let recoverableErrors: unknown[];

  beforeEach(() => {
    // The page as the host serves it: the shell's prerender, the slot with its frame in the outlet.
    const { Harness } = createTestPlatform();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <Harness>
        <RemoteSlots />
      </Harness>,
    ).replace(`<div id="${REMOTE_OUTLET_ID}">`, (outlet) => outlet + servedSlotHtml('mf_tasks', frameHtml));
    registryStore.setState({ servedFrames: readServedFrames(document) });
    recoverableErrors = [];
    render(<RemoteSlots />, {
      container,
      hydrate: true,
      wrapper: Harness,
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
    act(() => registryStore.getState().ready([tasks, admin]));
  });

  it('is adopted as served: the frame stays the same element, and the shell hydrates with no mismatch', () => {
    expect(screen.getByText('Your tasks')).toBeVisible();
    expect(recoverableErrors).toEqual([]);
  });

  it('keeps showing the frame, not a spinner, while the remote loads, taking no input till it mounts', () => {
    const heading = screen.getByText('Your tasks');
    act(() => remoteStatusStore.getState().set('mf_tasks', { state: 'loading' }));
    expect(screen.getByText('Your tasks')).toBe(heading);
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
    act(() => window.history.pushState(null, '', '/feedback'));
    expect(slot).toHaveTextContent('the remote’s own content');
  });

  it('shows the fallback in place of the frame when the remote fails', () => {
    act(() => remoteStatusStore.getState().set('mf_tasks', { state: 'failed', error: new Error('offline') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tasks is not available right now');
    expect(screen.getByText('Your tasks')).not.toBeVisible();
  });
});
