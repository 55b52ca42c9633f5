import { ownsPath } from '..';

describe('ownsPath', () => {
  const marketplace = { routes: ['/find-work', '/find-worker'] };
  const tasks = { routes: ['/tasks'] };

  it('matches a route and the paths below it', () => {
    expect(ownsPath(tasks, '/tasks')).toBe(true);
    expect(ownsPath(tasks, '/tasks/view/allTasks')).toBe(true);
  });

  it('matches whole segments only', () => {
    expect(ownsPath(tasks, '/tasksx')).toBe(false);
    expect(ownsPath({ routes: ['/find-work'] }, '/find-worker')).toBe(false);
    expect(ownsPath(marketplace, '/find-worker')).toBe(true);
  });
});
