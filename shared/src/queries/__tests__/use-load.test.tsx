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

  it.each([
    ['by what the server answered (404)', new ApiError(404, 'Task not found'), 'There is no task here.'],
    ['its failed text for an answer it does not name', new ApiError(400, 'Bad id'), 'This task could not be loaded.'],
  ])("logs one coded line for a failure and tells its table's text: %s", async (_case, error, told) => {
    const { result } = renderHook(
      () =>
        useLoad({
          queryKey: ['task', told],
          queryFn: async (): Promise<{ title: string }> => {
            throw error;
          },
          failure: TASKS.loadTask,
        }),
      { wrapper: underRoot },
    );
    await waitFor(() => expect(result.current.failure).toBe(told));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toBe('[tasks] TASKS-011 loading a task failed');
  });
});
