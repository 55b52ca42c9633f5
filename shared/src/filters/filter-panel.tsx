import { AdoptWhenShown } from '@fairgo/shared/platform';
import { Badge, Box, Button, Stack } from '@fairgo/shared/ui';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';

// The dialog (and Chakra's dialog machinery) loads when a phone first opens the filters.
const FilterDialog = lazy(() => import('./filter-dialog').then((module) => ({ default: module.FilterDialog })));

export interface FilterPanelProps {
  /** The filters' accessible name: 'Filters', 'Search workers'. */
  label: string;
  /** How many filters are set, shown on the phone's button. */
  activeCount: number;
  /** When the filters apply on a button (Search), the panel is that form; otherwise they apply as chosen. */
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}

/** Where the panel shows (Chakra's `md`, as `hideBelow` has it); a narrower screen opens the filters in a dialog. */
const PANEL_SHOWN_FROM = '48em';

/**
 * A page's filters (phone-first): from the tablet breakpoint up, a panel above the results;
 * below it, a 'Filters' button with the count of filters set, which opens them in a full-screen dialog
 * (focus kept inside, Escape closes), so that the results come first on a phone. CSS decides which
 * shows, so the prerendered page lays out alike before and after its script runs; a phone does not
 * adopt the hidden panel's served filters at start (`AdoptWhenShown`).
 */
export function FilterPanel({ label, activeCount, onSubmit, children }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  // The dialog leaves the page as it closes (it is not kept mounted), before Chakra could give focus
  // back: the Filters button takes it once the dialog and its focus trap are gone.
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const submit = (event: FormEvent) => {
    onSubmit?.(event);
    setOpen(false);
  };
  return (
    <>
      <Box hideFrom="md">
        <Button
          ref={trigger}
          variant="outline"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <SlidersHorizontal aria-hidden /> Filters
          {activeCount > 0 ? (
            <Badge colorPalette="brand" variant="solid" rounded="full" aria-label={`${activeCount} set`}>
              {activeCount}
            </Badge>
          ) : null}
        </Button>
      </Box>
      <Stack
        as={onSubmit ? 'form' : 'section'}
        aria-label={label}
        onSubmit={onSubmit}
        hideBelow="md"
        gap={4}
        p={{ base: 4, md: 5 }}
        borderWidth="1px"
        borderRadius="xl"
        bg="bg.subtle"
      >
        <AdoptWhenShown minWidth={PANEL_SHOWN_FROM}>{children}</AdoptWhenShown>
      </Stack>
      {open ? (
        <Suspense fallback={null}>
          <FilterDialog label={label} onClose={() => setOpen(false)} {...(onSubmit ? { onSubmit: submit } : {})}>
            {children}
          </FilterDialog>
        </Suspense>
      ) : null}
    </>
  );
}
