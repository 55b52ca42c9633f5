import { renderAppAt, testUser } from '@fairgo/shared/testing';
import { screen } from '@testing-library/react';
import { App } from '../app';

const renderAt = (path: string, options?: Parameters<typeof renderAppAt>[2]) => renderAppAt(App, path, options);

describe('mf-tasks routes', () => {
  it('sends a logged-out visitor to /login (spec §2)', () => {
    const { navigations } = renderAt('/tasks/view/allTasks');
    expect(navigations).toEqual([{ to: '/login', replace: true }]);
    expect(screen.queryByRole('heading', { name: 'Tasks' })).not.toBeInTheDocument();
  });

  it('redirects /tasks to /tasks/view/allTasks', () => {
    renderAt('/tasks', { user: testUser() });
    expect(window.location.pathname).toBe('/tasks/view/allTasks');
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
  });

  it.each(['allTasks', 'postedTasks', 'tasksAssigned', 'completedTasks', 'OffersPending'])(
    'shows the list for the filter %s',
    (filter) => {
      renderAt(`/tasks/view/${filter}`, { user: testUser() });
      expect(window.location.pathname).toBe(`/tasks/view/${filter}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    },
  );

  it('sends an unknown filter to allTasks', () => {
    renderAt('/tasks/view/everything', { user: testUser() });
    expect(window.location.pathname).toBe('/tasks/view/allTasks');
  });

  it('opens a task by its id', () => {
    renderAt('/tasks/task/abc123', { user: testUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Task' })).toBeInTheDocument();
  });
});
