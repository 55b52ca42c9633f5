import type { HTMLAttributes } from 'react';
import { Center } from './chakra';
import { Spinner } from './spinner';

/**
 * The spinner in the place of a page, or of a part of one, while it loads: centred, brand-coloured,
 * named for assistive technology by what is loading.
 */
export function PageSpinner({ label, ...attributes }: { label: string } & HTMLAttributes<HTMLDivElement>) {
  return (
    <Center py={16} {...attributes}>
      <Spinner size="lg" color="brand.500" aria-label={label} />
    </Center>
  );
}
