import type { HealthStats } from '@fairgo/shared/contract';
import type { ApiConfig } from '../config';

const percentText = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * The automatic rollback's rule: why a canary is worse than the stable version it runs
 * beside, over the same window, or null while it is not (or has too few loads to tell).
 * - Failures: at least `minLoads` canary loads, and a failure rate more than `maxFailureRateIncrease`
 *   percentage points above the stable version's.
 * - Speed: at least `minLoads` loads on each side, and a p75 load time more than
 *   `maxLoadP75IncreasePercent` % above the stable version's.
 */
export function canaryVerdict(canary: HealthStats, stable: HealthStats, rules: ApiConfig['canary']): string | null {
  if (canary.loads < rules.minLoads) return null;
  const canaryRate = canary.failures / canary.loads;
  const stableRate = stable.loads > 0 ? stable.failures / stable.loads : 0;
  if ((canaryRate - stableRate) * 100 > rules.maxFailureRateIncrease) {
    return (
      `${canary.failures} of ${canary.loads} loads failed (${percentText(canaryRate)}), against ` +
      (stable.loads > 0
        ? `${percentText(stableRate)} of ${stable.loads} on the stable version`
        : 'no failure on the stable version (no loads of it yet)') +
      `: more than ${rules.maxFailureRateIncrease} percentage points worse.`
    );
  }
  if (stable.loads >= rules.minLoads && canary.p75LoadMs !== null && stable.p75LoadMs !== null) {
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
