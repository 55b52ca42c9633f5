import { Button } from '@fairgo/shared/ui';
import { RefreshCw } from 'lucide-react';
import type { useListings } from './api/use-listings';

/** Refresh (product.md#listings): fetches the page's listings again. */
export function RefreshButton({ results }: { results: ReturnType<typeof useListings> }) {
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      onClick={() => void results.refetch()}
      loading={results.isRefetching}
    >
      <RefreshCw aria-hidden /> Refresh
    </Button>
  );
}
