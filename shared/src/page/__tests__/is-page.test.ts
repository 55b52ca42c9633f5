import { isPage } from '../frames';

describe('a release’s pages', () => {
  it('matches whole segments, a :name segment standing for any one', () => {
    expect(isPage('/find-work', '/find-work')).toBe(true);
    expect(isPage('/find-work', '/find-work/')).toBe(true);
    expect(isPage('/find-work', '/find-work/nope')).toBe(false);
    expect(isPage('/tasks/task/:taskId', '/tasks/task/abc')).toBe(true);
    expect(isPage('/tasks/task/:taskId', '/tasks/task/')).toBe(false);
    expect(isPage('/tasks/view/:filter', '/tasks/nope/deeper')).toBe(false);
    expect(isPage('/profile', '/profile/nope')).toBe(false);
  });
});
