// The time chooser in the browser: the day's free times through TanStack Query (retried, fresh for
// 30 s, read again when the visitor comes back to the tab), with the island root's client. This
// module, TimeChooser.tsx and @tanstack/react-query are the chunk the island fetches when the visitor
// reaches the time step, or when it starts on it (a plain post answered with that step: its times
// are the query's initial data, shown at once, without a fetch).
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { createQueryClient } from '#kit/query/client';
import { useIslandQuery } from '#kit/query/island-query';
import { availabilityQuery, type Day } from './availability-query';
import { TimeChooser, tomorrow, type TimeChooserProps, type TimesState } from './TimeChooser';

function timesOf(request: TimeChooserProps['request'], query: UseQueryResult<Day>): TimesState {
  if (!request) return { status: 'idle' };
  // Times already shown stay while they are read again (coming back to the tab), and if that fails.
  if (query.data) return { status: 'ready', data: query.data };
  const day = request.day ?? tomorrow();
  return query.isError && !query.isFetching ? { status: 'failed', day } : { status: 'loading', day };
}

export function LiveTimeChooser(props: TimeChooserProps) {
  const client = useIslandQuery().clientFrom(createQueryClient);
  const day = props.request?.day ?? null;
  const initialData = props.initialTimes?.day === day ? props.initialTimes : undefined;
  const query = useQuery({ ...availabilityQuery(day), enabled: props.request !== null, initialData }, client);
  return <TimeChooser {...props} times={timesOf(props.request, query)} />;
}

/**
 * The visitor asked for a day (again): one whose times could not be read, or are no longer fresh, is
 * read again now (a day asked for the first time is read as the chooser shows it).
 */
export function askForDay(client: QueryClient, day: string | null): Promise<void> {
  return client.refetchQueries(
    { queryKey: availabilityQuery(day).queryKey, predicate: (query) => query.state.status === 'error' || query.isStale() },
    { cancelRefetch: false },
  );
}

/** A booking lost the race for its time: the day's times, as the server now knows them. */
export function slotsLeft(client: QueryClient, day: string | null, slots: string[]): void {
  client.setQueryData(availabilityQuery(day).queryKey, (old) => old && { ...old, slots });
}
