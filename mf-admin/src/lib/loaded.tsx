import { PageSpinner, Text } from '@fairgo/shared/ui';
import type { ReactNode } from 'react';

/**
 * An admin page's data as it loads (Reports, Credentials, All Feedback, Releases): the spinner named by
 * what loads, what its failure tells (its table's text) when it could not be loaded, then what
 * `children` makes of the data.
 */
export function Loaded<T>({
  query: { data, failure },
  loading,
  children,
}: {
  query: { data: T | undefined; failure: string | null };
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (failure) return <Text role="alert">{failure}</Text>;
  if (data === undefined) return <PageSpinner label={loading} />;
  return children(data);
}
