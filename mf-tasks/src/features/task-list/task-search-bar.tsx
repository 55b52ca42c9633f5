import type { RemoteChoice, TaskSearchFilters } from '@fairgo/shared/contract';
import { activeTaskFilters, FilterPanel, NO_TASK_FILTERS, SaveSearchButton } from '@fairgo/shared/filters';
import { DISTANCES_KM, MAX_TASK_BUDGET } from '@fairgo/shared/rules';
import { NearSuburbField } from '@fairgo/shared/ui/type-ahead';
import { Button, HStack, SelectField, SimpleGrid, TextField } from '@fairgo/shared/ui';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';

export const BAD_AMOUNT = `Enter an amount in dollars from 0 to ${MAX_TASK_BUDGET}, such as 50.`;
export const MAX_BELOW_MIN = 'The maximum must be at least the minimum.';

const REMOTE_LABELS: { value: RemoteChoice; label: string }[] = [
  { value: 'any', label: 'Remote or in person' },
  { value: 'remote', label: 'Remote only' },
  { value: 'inPerson', label: 'In person only' },
];

/** A typed amount: null when empty, undefined when it is not an amount. */
function amountOf(text: string): number | null | undefined {
  if (!text.trim()) return null;
  const amount = Number(text.trim().replace(/^\$/, ''));
  return Number.isFinite(amount) && amount >= 0 && amount <= MAX_TASK_BUDGET ? amount : undefined;
}

interface Draft {
  keywords: string;
  /** The suburb chosen from 'Near suburb''s suggestions ('' while none is). */
  near: string;
  withinKm: string;
  minBudget: string;
  maxBudget: string;
  remote: RemoteChoice;
}
/** The form as the applied filters fill it (none for a fresh page). */
const draftOf = (filters: TaskSearchFilters): Draft => ({
  keywords: filters.keywords,
  near: filters.near,
  withinKm: filters.withinKm === null ? '' : String(filters.withinKm),
  minBudget: filters.minBudget === null ? '' : String(filters.minBudget),
  maxBudget: filters.maxBudget === null ? '' : String(filters.maxBudget),
  remote: filters.remote,
});

/**
 * All Tasks' search: words, a distance from a suburb, a budget range, remote or not,
 * applied on Search; Reset clears them; 'Save this search' keeps the applied ones as an alert. It
 * opens filled with the applied filters (the page's address keeps them).
 * What is typed stays when an amount is refused, with the reason under its field.
 */
export function TaskSearchBar({
  filters,
  onSearch,
}: {
  filters: TaskSearchFilters;
  onSearch: (filters: TaskSearchFilters) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(filters));
  const [resets, setResets] = useState(0);
  const [errors, setErrors] = useState<{ minBudget?: string; maxBudget?: string }>({});
  const change = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const minBudget = amountOf(draft.minBudget);
    const maxBudget = amountOf(draft.maxBudget);
    const found = {
      ...(minBudget === undefined ? { minBudget: BAD_AMOUNT } : {}),
      ...(maxBudget === undefined
        ? { maxBudget: BAD_AMOUNT }
        : minBudget != null && maxBudget !== null && maxBudget < minBudget
          ? { maxBudget: MAX_BELOW_MIN }
          : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const placed = draft.near && draft.withinKm && draft.remote !== 'remote';
    onSearch({
      keywords: draft.keywords.trim(),
      near: placed ? draft.near : '',
      withinKm: placed ? Number(draft.withinKm) : null,
      minBudget: minBudget ?? null,
      maxBudget: maxBudget ?? null,
      remote: draft.remote,
    });
  };
  const reset = () => {
    setDraft(draftOf(NO_TASK_FILTERS));
    setErrors({});
    setResets((count) => count + 1);
    onSearch(NO_TASK_FILTERS);
  };

  return (
    <FilterPanel label="Search tasks" activeCount={activeTaskFilters(filters)} onSubmit={search}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={4} key={resets}>
        <TextField
          label="Keywords"
          value={draft.keywords}
          maxLength={100}
          placeholder="e.g. furniture assembly"
          onChange={(event) => change({ keywords: event.target.value })}
        />
        <NearSuburbField near={draft.near} onChange={(near) => change({ near })} />
        <SelectField
          label="Within"
          value={draft.withinKm}
          placeholder="Any distance"
          options={DISTANCES_KM.map((km) => ({ value: String(km), label: `${km} km` }))}
          onChange={(event) => change({ withinKm: event.target.value })}
        />
        <TextField
          label="Budget from ($)"
          inputMode="decimal"
          value={draft.minBudget}
          error={errors.minBudget}
          onChange={(event) => change({ minBudget: event.target.value })}
        />
        <TextField
          label="Budget up to ($)"
          inputMode="decimal"
          value={draft.maxBudget}
          error={errors.maxBudget}
          onChange={(event) => change({ maxBudget: event.target.value })}
        />
        <SelectField
          label="Where"
          value={draft.remote}
          options={REMOTE_LABELS}
          onChange={(event) => change({ remote: event.target.value as RemoteChoice })}
        />
      </SimpleGrid>
      <HStack gap={3} wrap="wrap">
        <Button type="submit" colorPalette="brand">
          <Search aria-hidden /> Search
        </Button>
        <Button variant="outline" onClick={reset}>
          Reset
        </Button>
        <SaveSearchButton search={{ kind: 'task', filters }} />
      </HStack>
    </FilterPanel>
  );
}
