import {
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { toldOf, type Failure } from '../actions/log-failure';

export type Load<Data> = UseQueryResult<Data> & {
  /** What its failure tells the person (its table's text) once it failed; null while it has not. */
  failure: string | null;
};

/**
 * Data a page loads, as a TanStack Query query named by its failure in its app's table
 * (`FAILURES.loadTask`): a failure is logged once with that code (the query client's cache) and told with
 * the table's text, so the component that shows it picks no text of its own. Each app's loads call it
 * from their feature's `api/` folder, as writes call `useWrite`.
 */
export function useLoad<QueryFnData, Data = QueryFnData, Key extends QueryKey = QueryKey>({
  failure,
  ...options
}: Omit<UseQueryOptions<QueryFnData, DefaultError, Data, Key>, 'meta'> & { failure: Failure }): Load<Data> {
  const query = useQuery({ ...options, meta: { log: failure } });
  // The result is TanStack's own object, made anew each render, which tracks the fields read.
  return Object.assign(query, { failure: query.isError ? toldOf(failure, query.error) : null });
}
