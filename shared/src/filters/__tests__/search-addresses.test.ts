import { NO_TASK_FILTERS } from '../../saved-searches/rules';
import { savedSearchAddress, taskFiltersFromSearch, taskFiltersToSearch } from '../search-addresses';

describe("a search's address", () => {
  it("keeps All Tasks' filters and reads them back", () => {
    const filters = {
      keywords: 'garden shed',
      near: 'Newtown, New South Wales',
      withinKm: 10,
      minBudget: 20,
      maxBudget: 100,
      remote: 'inPerson' as const,
    };
    expect(taskFiltersFromSearch(taskFiltersToSearch(filters))).toEqual(filters);
    expect(taskFiltersToSearch(NO_TASK_FILTERS)).toBe('');
  });

  it('leaves out what is not a filter, or not a value it takes', () => {
    expect(
      taskFiltersFromSearch('keywords=%20&near=Newtown&withinKm=7&minBudget=-5&maxBudget=1e9&remote=moon&post=2'),
    ).toEqual(NO_TASK_FILTERS);
    expect(taskFiltersFromSearch('minBudget=50&maxBudget=10')).toMatchObject({ minBudget: 50, maxBudget: null });
    expect(taskFiltersFromSearch(`keywords=${'a'.repeat(500)}`).keywords).toHaveLength(100);
  });

  it('opens a saved search on its page, a search saved before pay could be filtered too', () => {
    expect(savedSearchAddress({ kind: 'worker', filters: { jobs: ['Barista'], days: ['Monday'] } })).toBe(
      '/find-worker?role=Barista&day=Monday',
    );
    expect(savedSearchAddress({ kind: 'job', filters: {} })).toBe('/find-work');
    expect(savedSearchAddress({ kind: 'task', filters: { remote: 'remote' } })).toBe(
      '/tasks/view/allTasks?remote=remote',
    );
  });
});
