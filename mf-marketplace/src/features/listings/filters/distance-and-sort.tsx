import type { ListingFilters, ListingSort } from '@fairgo/shared/contract';
import { DISTANCES_KM } from '@fairgo/shared/rules';
import { SelectField, SimpleGrid } from '@fairgo/shared/ui';
import { NearSuburbField } from '@fairgo/shared/ui/type-ahead';

/**
 * Beyond the spec: listings within some kilometres of a suburb (from the suburbs' coordinates),
 * and a sort by the days a listing covers, by distance, or (jobs, `byPay`) by pay.
 */
export function DistanceAndSort({
  filters,
  onChange,
  byPay = false,
}: {
  filters: ListingFilters;
  onChange: (changes: Partial<ListingFilters>) => void;
  byPay?: boolean;
}) {
  const sorts: { value: ListingSort; label: string }[] = [
    { value: 'newest', label: 'Newest first' },
    ...(filters.days.length ? [{ value: 'days' as const, label: 'Most of my days first' }] : []),
    ...(filters.near ? [{ value: 'distance' as const, label: 'Nearest first' }] : []),
    ...(byPay ? [{ value: 'pay' as const, label: 'Highest pay first' }] : []),
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
      <NearSuburbField near={filters.near} onChange={(near) => onChange({ near })} />
      <SelectField
        label="Within"
        value={filters.withinKm ? String(filters.withinKm) : ''}
        placeholder="Any distance"
        options={DISTANCES_KM.map((km) => ({ value: String(km), label: `${km} km` }))}
        onChange={(event) => onChange({ withinKm: event.target.value ? Number(event.target.value) : null })}
      />
      <SelectField
        label="Sort by"
        value={sorts.some((sort) => sort.value === filters.sort) ? filters.sort : 'newest'}
        options={sorts}
        onChange={(event) => onChange({ sort: event.target.value as ListingSort })}
      />
    </SimpleGrid>
  );
}
