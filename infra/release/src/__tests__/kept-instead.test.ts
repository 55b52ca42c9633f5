import { keptInstead } from '../release';

const BUILT = Date.parse('2026-11-22T10:00:00Z');

describe('what npm start keeps instead of releasing the checkout’s build', () => {
  it('releases when nothing is current yet, or the pointer last moved before the build', () => {
    expect(keptInstead({ current: null, currentSince: null }, '0.1.0-bbbb', BUILT)).toBeNull();
    expect(
      keptInstead({ current: '0.1.0-aaaa', currentSince: '2026-11-22T09:00:00Z' }, '0.1.0-bbbb', BUILT),
    ).toBeNull();
  });

  it('keeps the current version when it is this build', () => {
    expect(keptInstead({ current: '0.1.0-bbbb', currentSince: '2026-11-22T09:00:00Z' }, '0.1.0-bbbb', BUILT)).toBe(
      '0.1.0-bbbb, this very build',
    );
  });

  it('keeps a rollback made after the build, until the code changes again', () => {
    expect(keptInstead({ current: '0.1.0-aaaa', currentSince: '2026-11-22T11:00:00Z' }, '0.1.0-bbbb', BUILT)).toBe(
      '0.1.0-aaaa, chosen after this build was made',
    );
  });
});
