import { filtersFromSearch, filtersToSearch, NO_FILTERS, type ListingFilters } from '../rules';

const verifiable = (value: string) => value === 'policeCheck';

describe('listing filters in the address', () => {
  it('writes every filter and reads it back the same', () => {
    const filters: ListingFilters = {
      jobs: ['Barista', 'Chef'],
      days: ['Monday', 'Saturday'],
      locations: ['Newtown, New South Wales'],
      certificates: ['RSA'],
      near: 'Newtown, New South Wales',
      withinKm: 10,
      sort: 'distance',
      verified: ['policeCheck'],
      minPay: 33.05,
    };
    const search = filtersToSearch(filters);
    expect(search).toContain('role=Barista&role=Chef');
    expect(search).toContain('minPay=33.05');
    expect(filtersFromSearch(search, verifiable)).toEqual(filters);
    expect(filtersToSearch(NO_FILTERS)).toBe('');
  });

  it('leaves out what is not a filter or not a value one takes', () => {
    expect(
      filtersFromSearch(
        'role=%20Barista%20&role=Barista&day=Funday&within=7&sort=drop&verified=admin&minPay=-3&x=1',
        verifiable,
      ),
    ).toEqual({ ...NO_FILTERS, jobs: ['Barista'] });
    expect(filtersFromSearch('minPay=abc', verifiable).minPay).toBeNull();
    expect(filtersFromSearch('minPay=9999', verifiable).minPay).toBeNull();
    expect(filtersFromSearch('sort=pay&minPay=40', verifiable)).toMatchObject({ sort: 'pay', minPay: 40 });
  });
});
