import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../schemas/locale';
import { contentSource } from './source';

/** Query factories shared by loaders (ensureQueryData) and components (useSuspenseQuery). */
export const pageQueries = {
  all: ['page'] as const,
  bySlug: (locale: Locale, slug: string, previewToken: string | null = null) =>
    queryOptions({
      queryKey: [...pageQueries.all, locale, slug, { preview: previewToken !== null }] as const,
      queryFn: ({ signal }) => contentSource().page({ locale, slug, previewToken }, signal),
      // Loaders refresh the page on every navigation; the browser never needs to refetch on its own.
      staleTime: Infinity,
    }),
};
