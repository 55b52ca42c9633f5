import { ApiError } from '@fairgo/shared/api';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { failureCodes, theirWords, toldOf } from '../../actions/log-failure';
import { QueryRoot, useQuery } from '../index';
import { useWrite } from '../use-write';

const TASKS = failureCodes('TASKS', {
  save: [99, 'saving', 'It did not save.'],
  acceptOffer: [1, 'accepting an offer', { failed: 'Error accepting offer.', answers: { 409: theirWords } }],
  declineOffer: [13, 'declining an offer', 'Error declining offer.'],
});
const ADMIN = failureCodes('ADMIN', { loadFeedback: [3, 'loading feedback'] });

const underRoot = ({ children }: { children: ReactNode }) => <QueryRoot>{children}</QueryRoot>;

describe('useWrite', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('is busy while the write runs and answers that it succeeded, logging nothing', async () => {
    let finish!: () => void;
    const { result } = renderHook(
      () => useWrite({ failure: TASKS.save, write: () => new Promise<void>((done) => (finish = done)) }),
      { wrapper: underRoot },
    );
    let outcome!: Promise<boolean>;
    act(() => {
      outcome = result.current.run();
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    await act(async () => finish());
    await expect(outcome).resolves.toBe(true);
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.failure).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs one coded line for a failure, of the failure its arguments pick, and tells that failure's text", async () => {
    const error = new Error('offline');
    const { result } = renderHook(
      () =>
        useWrite({
          failure: (offerId: string) => (offerId === 'offer-1' ? TASKS.acceptOffer : TASKS.declineOffer),
          write: async (_offerId: string) => {
            throw error;
          },
        }),
      { wrapper: underRoot },
    );
    let succeeded = true;
    await act(async () => {
      succeeded = await result.current.run('offer-1');
    });
    expect(succeeded).toBe(false);
    await waitFor(() => expect(result.current.failure).toBe('Error accepting offer.'));
    expect(result.current.busy).toBe(false);
    expect(logged.mock.calls).toEqual([['[tasks] TASKS-001 accepting an offer failed', error]]);
  });

  it('keeps the failure until the next write, and works where no QueryRoot is', async () => {
    let attempt = 0;
    const { result } = renderHook(() =>
      useWrite({
        failure: TASKS.save,
        write: async () => {
          attempt += 1;
          if (attempt === 1) throw new Error('offline');
        },
      }),
    );
    expect(result.current.failure).toBeNull();
    await act(async () => void (await result.current.run()));
    await waitFor(() => expect(result.current.failure).toBe('It did not save.'));
    await act(async () => void (await result.current.run()));
    await waitFor(() => expect(result.current.failure).toBeNull());
  });

  it('hands the text to `tell` instead, with the error and the arguments, and says nothing of a session the server refused', async () => {
    const tell = jest.fn();
    let error: unknown = new ApiError(409, 'Someone else took this task.');
    const { result } = renderHook(
      () =>
        useWrite({
          failure: TASKS.acceptOffer,
          write: async (_offerId: string) => {
            throw error;
          },
          tell,
        }),
      { wrapper: underRoot },
    );
    await act(async () => void (await result.current.run('offer-1')));
    expect(tell).toHaveBeenCalledWith('Someone else took this task.', error, 'offer-1');
    expect(result.current.failure).toBeNull();

    tell.mockClear();
    error = new ApiError(401, 'Please log in.', undefined, true);
    await act(async () => void (await result.current.run('offer-1')));
    expect(tell).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledTimes(2);
  });
});

describe('toldOf', () => {
  const said = failureCodes('ACCOUNT', {
    register: [
      7,
      'registering',
      {
        failed: 'Registration failed.',
        answers: { alreadyRegistered: 'Already registered.', 404: 'Not found.', 403: (words) => `Suspended: ${words}` },
        refused: (words) => `Refused: ${words}`,
        unreached: 'Offline.',
      },
    ],
    plain: [8, 'plain', 'Plain failure.'],
    silent: [9, 'loading'],
  });

  it("tells an answer by the server's code first, then by its status, then a refusal, then the unreached, then the rest", () => {
    const reply = (status: number, message: string, code?: string) =>
      new ApiError(status, message, code ? { message, code } : undefined);
    expect(toldOf(said.register, reply(400, 'You are registered', 'alreadyRegistered'))).toBe('Already registered.');
    expect(toldOf(said.register, reply(404, 'gone'))).toBe('Not found.');
    expect(toldOf(said.register, reply(403, 'spam'))).toBe('Suspended: spam');
    expect(toldOf(said.register, reply(400, 'email: bad'))).toBe('Refused: email: bad');
    expect(toldOf(said.register, reply(0, 'unreachable'))).toBe('Offline.');
    expect(toldOf(said.register, reply(500, 'boom'))).toBe('Registration failed.');
    expect(toldOf(said.register, new Error('thrown'))).toBe('Registration failed.');
    expect(toldOf(said.plain, reply(409, 'their words'))).toBe('Plain failure.');
    expect(toldOf(said.silent, new Error('x'))).toBeNull();
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

  it('makes each failure of a table once, from its number, what was being done and what it tells, and refuses a number used twice', () => {
    expect(failureCodes('MARKET', { load: [2, 'loading the listings'], post: [1, 'posting', 'No.'] })).toEqual({
      load: { code: 'MARKET-002 loading the listings' },
      post: { code: 'MARKET-001 posting', said: 'No.' },
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
