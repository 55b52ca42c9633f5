import { QueryRoot, useQuery } from '@fairgo/shared/queries';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { failureCodes } from '../log-failure';
import { useAction } from '../use-action';

const TASKS = failureCodes('TASKS', { save: [99, 'saving'], acceptOffer: [1, 'accepting an offer'] });
const ADMIN = failureCodes('ADMIN', { loadFeedback: [3, 'loading feedback'] });

describe('useAction', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('is busy while the action runs and answers that it succeeded, logging nothing', async () => {
    let finish!: () => void;
    const failed = jest.fn();
    const { result } = renderHook(() =>
      useAction({ log: TASKS.save, run: () => new Promise<void>((done) => (finish = done)), failed }),
    );
    let outcome!: Promise<boolean>;
    act(() => {
      outcome = result.current.run();
    });
    expect(result.current.busy).toBe(true);
    await act(async () => finish());
    await expect(outcome).resolves.toBe(true);
    expect(result.current.busy).toBe(false);
    expect(failed).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs one coded line for a failure and hands the error and the arguments to `failed`', async () => {
    const error = new Error('offline');
    const failed = jest.fn();
    const { result } = renderHook(() =>
      useAction({
        log: TASKS.acceptOffer,
        run: async (_offerId: string) => {
          throw error;
        },
        failed,
      }),
    );
    let succeeded = true;
    await act(async () => {
      succeeded = await result.current.run('offer-1');
    });
    expect(succeeded).toBe(false);
    expect(result.current.busy).toBe(false);
    expect(failed).toHaveBeenCalledWith(error, 'offer-1');
    expect(logged.mock.calls).toEqual([['[tasks] TASKS-001 accepting an offer failed', error]]);
  });

  it('keeps the message `failed` answers as its failure until the next run', async () => {
    let attempt = 0;
    const { result } = renderHook(() =>
      useAction({
        log: TASKS.save,
        run: async () => {
          attempt += 1;
          if (attempt === 1) throw new Error('offline');
        },
        failed: () => 'It did not save.',
      }),
    );
    expect(result.current.failure).toBeNull();
    await act(async () => void (await result.current.run()));
    expect(result.current.failure).toBe('It did not save.');
    await act(async () => void (await result.current.run()));
    expect(result.current.failure).toBeNull();
  });
});

describe('QueryRoot', () => {
  it("logs a failed load once, after its retry, with the code of the query's meta", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('down');
    function Feedback() {
      const query = useQuery({
        queryKey: ['feedback'],
        queryFn: () => Promise.reject(error),
        retryDelay: 0,
        meta: { log: ADMIN.loadFeedback },
      });
      return <p>{query.isError ? 'failed' : 'loading'}</p>;
    }
    render(
      <QueryRoot>
        <Feedback />
      </QueryRoot>,
    );
    await waitFor(() => expect(screen.getByText('failed')).toBeInTheDocument());
    expect(logged.mock.calls).toEqual([['[admin] ADMIN-003 loading feedback failed', error]]);
    logged.mockRestore();
  });

  it('logs a failed load that names no code under QUERY-001, without throwing from the cache', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('down');
    function Unnamed() {
      const query = useQuery({ queryKey: ['unnamed'], queryFn: () => Promise.reject(error), retry: false });
      return <p>{query.isError ? 'failed' : 'loading'}</p>;
    }
    render(
      <QueryRoot>
        <Unnamed />
      </QueryRoot>,
    );
    await waitFor(() => expect(screen.getByText('failed')).toBeInTheDocument());
    expect(logged.mock.calls).toEqual([['[query] QUERY-001 loading data failed', error]]);
    logged.mockRestore();
  });

  it('makes each code of a table once, from its number and what was being done, and refuses a number used twice', () => {
    expect(failureCodes('MARKET', { load: [2, 'loading the listings'] })).toEqual({
      load: 'MARKET-002 loading the listings',
    });
    expect(() => failureCodes('MARKET', { load: [2, 'loading'], count: [2, 'counting'] })).toThrow(
      'MARKET-002 names two failures: "MARKET-002 loading" and "MARKET-002 counting"',
    );
    const shared = failureCodes('SHELL', { report: [14, 'reporting content'] });
    expect(() => failureCodes('SHELL', { news: [14, 'loading the news'] }, Object.values(shared))).toThrow(
      'SHELL-014 names two failures',
    );
  });
});
