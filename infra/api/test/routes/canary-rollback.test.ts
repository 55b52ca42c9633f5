// Safe releases: the automatic rollback of a canary that browsers report worse than its stable version.
import type { ReleaseHealth } from '@fairgo/shared/contract';
import { canaryVerdict } from '../../src/releases/canary-rule';
import { startTestApp } from '../helper';
import { login, register } from '../support/accounts';
import { loads, registryCalls, reportLoads, reportPage } from '../support/registry';
import { asAdmin } from '../support/tasks';

describe('the automatic rollback', () => {
  const rules = {
    checkEveryMs: 60_000,
    minClients: 200,
    maxFailureRateIncrease: 2,
    minFailingNetworks: 3,
    maxLoadP75IncreasePercent: 50,
  };
  /** Browsers that each loaded once, each on a network of its own; `failures` of them failed. */
  const stats = (browsers: number, failures: number, p75LoadMs: number | null = 300) => ({
    loads: browsers,
    failures,
    failureRate: browsers ? failures / browsers : null,
    clients: browsers,
    failingNetworks: failures,
    renderErrors: 0,
    p75LoadMs,
    p75Lcp: null,
    p75Inp: null,
    p75Cls: null,
  });

  it('judges a canary only once enough browsers loaded it, and only when it is worse by more than the margins', () => {
    expect(canaryVerdict(stats(199, 199), stats(2000, 0), rules)).toBeNull();
    // Many loads from few browsers are still few browsers.
    expect(canaryVerdict({ ...stats(5, 5), loads: 5000, failures: 5000 }, stats(2000, 0), rules)).toBeNull();
    expect(canaryVerdict(stats(200, 200), stats(0, 0), rules)).toBe(
      '200 of 200 loads failed (100.0% in 200 browsers, on 200 networks), against no failure on the stable version (no loads of it yet): more than 2 percentage points worse.',
    );
    expect(canaryVerdict(stats(200, 4), stats(2000, 0), rules)).toBeNull(); // 2.0 points: not more than 2
    expect(canaryVerdict(stats(200, 5), stats(2000, 0), rules)).toBe(
      '5 of 200 loads failed (2.5% in 200 browsers, on 5 networks), against 0.0% in 2000 browsers on the stable version: more than 2 percentage points worse.',
    );
    expect(canaryVerdict(stats(200, 0, 451), stats(2000, 0, 300), rules)).toBe(
      'p75 load time 451 ms against 300 ms on the stable version: more than 50% slower.',
    );
    expect(canaryVerdict(stats(200, 0, 450), stats(2000, 0, 300), rules)).toBeNull();
    // The several-networks rule: every browser failing, but all on two networks.
    expect(canaryVerdict({ ...stats(200, 200), failingNetworks: 2 }, stats(2000, 0), rules)).toBeNull();
    expect(canaryVerdict({ ...stats(200, 200), failingNetworks: 3 }, stats(2000, 0), rules)).not.toBeNull();
    // Too few stable browsers to compare speed with.
    expect(canaryVerdict(stats(200, 0, 900), stats(100, 0, 300), rules)).toBeNull();
  });

  async function registryWithCanaries(minClients: number, maxFailureRateIncrease = rules.maxFailureRateIncrease) {
    const app = await startTestApp({
      canary: { ...rules, minClients, maxFailureRateIncrease },
      rateLimits: { perIpPerMinute: 1000, perAccountPerMinute: 1000, beaconsPerIpPerMinute: 1000 },
    });
    const calls = registryCalls(app);
    await register(app);
    const admin = { authorization: (await login(app)).token };
    await asAdmin(app, admin.authorization);
    for (const version of ['0.1.0-aaaa0001', '0.1.0-aaaa0002', '0.1.0-aaaa0003']) await calls.publish(version);
    await calls.point('0.1.0-aaaa0001');
    const hourOf = async (version: string) =>
      (await calls.send('GET', 'health', undefined, admin))
        .json<ReleaseHealth>()
        .remotes[0]!.versions.find((row) => row.version === version)!.hour;
    return { app, calls, hourOf };
  }

  it('ends a worse canary once, records why and tells admins; keeps a healthy one; waits for enough browsers', async () => {
    const { app, calls } = await registryWithCanaries(20);
    await reportLoads(calls, '0.1.0-aaaa0001', 30);

    // A healthy canary: kept.
    await calls.canary('0.1.0-aaaa0002', 10);
    await reportLoads(calls, '0.1.0-aaaa0002', 40);
    expect(await app.watchCanaries()).toEqual([]);
    expect((await calls.list()).canary?.version).toBe('0.1.0-aaaa0002');

    // A failing canary loaded by too few browsers yet: kept; by enough: rolled back, once.
    // Judged over the canary's own window: the stable version's browsers since it began.
    await calls.canary('0.1.0-aaaa0003', 10);
    await reportLoads(calls, '0.1.0-aaaa0001', 25);
    await reportLoads(calls, '0.1.0-aaaa0003', 19, { failed: 19 });
    expect(await app.watchCanaries()).toEqual([]);
    await reportLoads(calls, '0.1.0-aaaa0003', 1, { failed: 1 });
    const reason =
      '20 of 20 loads failed (100.0% in 20 browsers, on 20 networks), against 0.0% in 25 browsers on the stable version: more than 2 percentage points worse.';
    expect(await app.watchCanaries()).toEqual([{ remote: 'mf_admin', version: '0.1.0-aaaa0003', reason }]);
    expect(await app.watchCanaries()).toEqual([]);

    const list = await calls.list();
    expect(list.current).toBe('0.1.0-aaaa0001');
    expect(list.canary).toBeNull();
    expect(list.events[0]).toMatchObject({
      action: 'auto-rollback',
      from: '0.1.0-aaaa0003',
      to: '0.1.0-aaaa0001',
      actor: 'canary watch',
      reason,
    });
    const bell = await app.db.selectFrom('notifications').select(['message', 'action_url']).execute();
    expect(bell).toEqual([
      {
        message: `The mf_admin canary 0.1.0-aaaa0003 was rolled back automatically: ${reason}`,
        action_url: '/releases',
      },
    ]);
    await app.close();
  });

  /** An attacker at `ip`: `pages` page loads of `version`, each reporting 50 failed loads (counted as one). */
  async function forgeFailures(calls: ReturnType<typeof registryCalls>, ip: string, version: string, pages: number) {
    for (let page = 0; page < pages; page += 1) await reportPage(calls, loads(version, 50, { failed: 50 }), ip);
  }

  // The probe's attack, from two addresses, against a watch that judges on 20 browsers and a
  // 10-point margin: counted by samples, its fake failures rolled back a healthy canary and kept a
  // broken one running.
  const attackers = ['203.0.113.10', '2001:db8:1:2::10'];

  it('is not forced by fake failures from two addresses: a healthy canary stays', async () => {
    const { app, calls, hourOf } = await registryWithCanaries(20, 10);
    await calls.canary('0.1.0-aaaa0002', 10);
    await reportLoads(calls, '0.1.0-aaaa0001', 25);
    await reportLoads(calls, '0.1.0-aaaa0002', 25);
    for (const ip of attackers) await forgeFailures(calls, ip, '0.1.0-aaaa0002', 4);
    // Another address inside the same /64 is the same browser.
    await forgeFailures(calls, '2001:db8:1:2:ffff::1', '0.1.0-aaaa0002', 1);
    // Each page load counted once: 9 fake loads, from 2 browsers of 27 (7.4%, under the margin).
    expect(await hourOf('0.1.0-aaaa0002')).toMatchObject({ loads: 34, failures: 9, clients: 27 });
    expect((await hourOf('0.1.0-aaaa0002')).failureRate).toBeCloseTo(2 / 27);
    expect(await app.watchCanaries()).toEqual([]);
    await app.close();
  });

  it('is not blocked by fake failures of the stable version from two addresses: a broken canary goes', async () => {
    const { app, calls, hourOf } = await registryWithCanaries(20, 10);
    await calls.canary('0.1.0-aaaa0002', 10);
    await reportLoads(calls, '0.1.0-aaaa0001', 25);
    await reportLoads(calls, '0.1.0-aaaa0002', 25, { failed: 25 });
    for (const ip of attackers) await forgeFailures(calls, ip, '0.1.0-aaaa0001', 5);
    expect(await hourOf('0.1.0-aaaa0001')).toMatchObject({ loads: 35, failures: 10, clients: 27 });
    expect(await app.watchCanaries()).toEqual([
      {
        remote: 'mf_admin',
        version: '0.1.0-aaaa0002',
        reason:
          '25 of 25 loads failed (100.0% in 25 browsers, on 25 networks), against 7.4% in 27 browsers on the stable version: more than 10 percentage points worse.',
      },
    ]);
    await app.close();
  });

  // The second probe: 110 browsers, each its own /64, all inside one customer's /56, each reporting
  // a failed load of the canary. Counted by /64 they were 110 browsers and rolled it back in 45 s.
  it('is not rolled back by failures from one IPv6 /56, however many /64 browsers it holds', async () => {
    const { app, calls, hourOf } = await registryWithCanaries(20);
    await calls.canary('0.1.0-aaaa0002', 10);
    await reportLoads(calls, '0.1.0-aaaa0001', 25);
    await reportLoads(calls, '0.1.0-aaaa0002', 25);
    for (let browser = 0; browser < 110; browser += 1)
      await reportPage(calls, loads('0.1.0-aaaa0002', 1, { failed: 1 }), `2001:db8:77:${browser.toString(16)}::1`);
    expect(await hourOf('0.1.0-aaaa0002')).toMatchObject({
      loads: 135,
      failures: 110,
      clients: 135,
      failingNetworks: 1,
    });
    expect(await app.watchCanaries()).toEqual([]);
    expect((await calls.list()).canary?.version).toBe('0.1.0-aaaa0002');

    // The same failures from three networks are a release that fails for real: it goes.
    for (const ip of ['2001:db8:78::1', '203.0.113.9'])
      await reportPage(calls, loads('0.1.0-aaaa0002', 1, { failed: 1 }), ip);
    expect((await hourOf('0.1.0-aaaa0002')).failingNetworks).toBe(3);
    expect(await app.watchCanaries()).toEqual([expect.objectContaining({ version: '0.1.0-aaaa0002' })]);
    await app.close();
  });
});
