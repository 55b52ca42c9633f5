import { PageSpinner, Text } from '@fairgo/shared/ui';
import type { ReactNode } from 'react';

/**
 * An admin page's data as it loads (Reports, Credentials, All Feedback, Releases): the spinner named by
 * what loads, the page's message when it could not be loaded, then what `children` makes of the data.
 */
export function Loaded<T>({
  query: { data, isError },
  failed,
  loading,
  children,
}: {
  query: { data: T | undefined; isError: boolean };
  failed: string;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (isError) return <Text role="alert">{failed}</Text>;
  if (data === undefined) return <PageSpinner label={loading} />;
  return children(data);
}
