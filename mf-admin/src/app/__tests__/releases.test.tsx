import type { ReleaseHealth } from '@fairgo/shared/contract';
import { fakeApiForEachTest, renderAppAt, testUser } from '@fairgo/testing';
import { screen, within } from '@testing-library/react';
import { App } from '../app';
import { RELEASES_NO_ACCESS } from '../../features/releases/release-texts';

const stats = (loads: number, failures: number) => ({
  loads,
  failures,
  failureRate: loads ? failures / loads : null,
  clients: loads / 2,
  failingNetworks: failures,
  renderErrors: 1,
  p75LoadMs: 412,
  p75Lcp: 1830,
  p75Inp: 96,
  p75Cls: 0.012,
});
const empty = { ...stats(0, 0), renderErrors: 0, p75LoadMs: null, p75Lcp: null, p75Inp: null, p75Cls: null };

const health: ReleaseHealth = {
  remotes: [
    {
      remote: 'mf_admin',
      current: '0.1.0-aaaa0001',
      canary: null,
      versions: [
        { version: '0.1.0-aaaa0001', role: 'current', hour: stats(40, 0), day: stats(400, 2) },
        { version: '0.1.0-bbbb0002', role: null, hour: empty, day: stats(20, 20) },
      ],
    },
    {
      remote: 'mf_tasks',
      current: '0.1.0-cccc0001',
      canary: { version: '0.2.0-dddd0002', percent: 10, since: '2026-11-25T03:00:00.000Z' },
      versions: [
        { version: '0.1.0-cccc0001', role: 'current', hour: empty, day: empty },
        { version: '0.2.0-dddd0002', role: 'canary', hour: empty, day: empty },
      ],
    },
  ],
  events: [
    {
      remote: 'mf_admin',
      action: 'auto-rollback',
      from: '0.1.0-bbbb0002',
      to: '0.1.0-aaaa0001',
      percent: null,
      actor: 'canary watch',
      reason: '20 of 20 loads failed (100.0% in 10 browsers), against 0.5% in 200 browsers on the stable version.',
      at: '2026-11-25T02:00:00.000Z',
    },
  ],
};

describe('/releases', () => {
  const api = fakeApiForEachTest((api) => api.answer('GET /api/registry/health', { status: 200, body: health }));

  it('is for administrators only', () => {
    renderAppAt(App, '/releases', { user: testUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
    expect(screen.getByText(RELEASES_NO_ACCESS)).toBeInTheDocument();
    expect(api.requestsTo('GET /api/registry/health')).toHaveLength(0);
  });

  it('shows each remote’s versions with loads, failure rate and p75s over the hour and day, its canary, and why a canary was rolled back', async () => {
    renderAppAt(App, '/releases', { user: testUser({ isAdmin: true }) });
    const admin = await screen.findByRole('region', { name: 'mf_admin' });
    const [hour, day] = within(admin).getAllByRole('table');
    expect(within(hour!).getByRole('columnheader', { name: 'Failure rate' })).toBeInTheDocument();
    const dayRow = within(day!).getByRole('row', { name: /0\.1\.0-aaaa0001/ });
    expect(
      within(dayRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['400', '200', '0.5%', '2', '1', '412 ms', '1830 ms', '96 ms', '0.012']);
    expect(within(dayRow).getByText('current')).toBeInTheDocument();
    expect(within(day!).getByRole('row', { name: /0\.1\.0-bbbb0002/ })).toHaveTextContent('100.0%');

    const tasks = screen.getByRole('region', { name: 'mf_tasks' });
    expect(tasks).toHaveTextContent(/Canary: 0\.2\.0-dddd0002 for 10% of browsers since 25 Nov 2026/);
    expect(within(tasks).getAllByRole('table')[0]).toHaveTextContent('Last hour: No reports from browsers yet.');

    const moves = screen.getByRole('list', { name: 'Latest moves' });
    expect(moves).toHaveTextContent('mf_admin: Canary 0.1.0-bbbb0002 rolled back automatically to 0.1.0-aaaa0001');
    expect(moves).toHaveTextContent('by canary watch');
    expect(moves).toHaveTextContent(
      'Why: 20 of 20 loads failed (100.0% in 10 browsers), against 0.5% in 200 browsers on the stable version.',
    );
  });
});
