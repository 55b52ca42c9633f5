import type { HealthStats } from '@fairgo/shared/contract';
import type { ApiConfig } from '../config';

const percentText = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const browsers = (count: number) => `in ${count} ${count === 1 ? 'browser' : 'browsers'}`;

/**
 * The automatic rollback's rule: why a canary is worse than the stable version it runs
 * beside, over the same window, or null while it is not (or too few browsers loaded it to tell). Both
 * sides' figures weigh browsers, not samples (health-store.ts), so one browser cannot outvote the others.
 * - Failures: at least `minClients` browsers loaded the canary, its failure rate is more than
 *   `maxFailureRateIncrease` percentage points above the stable version's, and (the several-networks
 *   rule) the failing browsers are on at least `minFailingNetworks` networks (IPv6 /48, IPv4 /24), so
 *   that one allocation, however many browsers it holds, cannot end a release by itself.
 * - Speed: at least `minClients` browsers on each side, and a p75 load time more than
 *   `maxLoadP75IncreasePercent` % above the stable version's.
 */
export function canaryVerdict(canary: HealthStats, stable: HealthStats, rules: ApiConfig['canary']): string | null {
  if (canary.clients < rules.minClients) return null;
  const canaryRate = canary.failureRate ?? 0;
  const stableRate = stable.failureRate ?? 0;
  if (
    (canaryRate - stableRate) * 100 > rules.maxFailureRateIncrease &&
    canary.failingNetworks >= rules.minFailingNetworks
  ) {
    return (
      `${canary.failures} of ${canary.loads} loads failed (${percentText(canaryRate)} ${browsers(canary.clients)}, ` +
      `on ${canary.failingNetworks} ${canary.failingNetworks === 1 ? 'network' : 'networks'}), against ` +
      (stable.clients > 0
        ? `${percentText(stableRate)} ${browsers(stable.clients)} on the stable version`
        : 'no failure on the stable version (no loads of it yet)') +
      `: more than ${rules.maxFailureRateIncrease} percentage points worse.`
    );
  }
  if (stable.clients >= rules.minClients && canary.p75LoadMs !== null && stable.p75LoadMs !== null) {
    const limit = stable.p75LoadMs * (1 + rules.maxLoadP75IncreasePercent / 100);
    if (canary.p75LoadMs > limit) {
      return (
        `p75 load time ${Math.round(canary.p75LoadMs)} ms against ${Math.round(stable.p75LoadMs)} ms on the ` +
        `stable version: more than ${rules.maxLoadP75IncreasePercent}% slower.`
      );
    }
  }
  return null;
}
