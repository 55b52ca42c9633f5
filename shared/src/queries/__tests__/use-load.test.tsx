import { ApiError } from '@fairgo/shared/api';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { failureCodes } from '../../actions/log-failure';
import { QueryRoot, useLoad } from '../index';

const TASKS = failureCodes('TASKS', {
  loadTask: [
    11,
    'loading a task',
    { failed: 'This task could not be loaded.', answers: { 404: 'There is no task here.' } },
  ],
});

const underRoot = ({ children }: { children: ReactNode }) => <QueryRoot>{children}</QueryRoot>;

describe('useLoad', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('loads the data and tells no failure while none happened', async () => {
    const { result } = renderHook(
      () =>
        useLoad({
          queryKey: ['task', 't1'],
          queryFn: async () => ({ title: 'Mow the lawn' }),
          failure: TASKS.loadTask,
        }),
      { wrapper: underRoot },
    );
    expect(result.current.failure).toBeNull();
    await waitFor(() => expect(result.current.data).toEqual({ title: 'Mow the lawn' }));
    expect(result.current.failure).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs one coded line for a failure and tells its table's text, by what the server answered", async () => {
    const { result } = renderHook(
      () =>
        useLoad({
          queryKey: ['task', 'gone'],
          queryFn: async (): Promise<{ title: string }> => {
            throw new ApiError(404, 'Task not found');
          },
          failure: TASKS.loadTask,
        }),
      { wrapper: underRoot },
    );
    await waitFor(() => expect(result.current.failure).toBe('There is no task here.'));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toBe('[tasks] TASKS-011 loading a task failed');
  });

  it("tells the table's failed text when the server gave no answer it names", async () => {
    const { result } = renderHook(
      () =>
        useLoad({
          queryKey: ['task', 'offline'],
          queryFn: async (): Promise<{ title: string }> => {
            throw new ApiError(400, 'Bad id');
          },
          failure: TASKS.loadTask,
        }),
      { wrapper: underRoot },
    );
    await waitFor(() => expect(result.current.failure).toBe('This task could not be loaded.'));
  });
});
