// Where page content comes from, so that one `queryOptions` factory serves the route loader and the
// component that reads the query: the server entry provides a source that reads Directus
// (entry.server.tsx). The module stays free of server code, since route modules import it.
import type { Locale } from '../../schemas/locale';
import type { PageLookup } from './types';

export type PageRequest = { locale: Locale; slug: string; previewToken: string | null };

export type ContentSource = {
  page(req: PageRequest, signal?: AbortSignal): Promise<PageLookup>;
};

// Pages are documents: nothing in the browser reads page content (decision 0008).
const noSource: ContentSource = {
  page: () => Promise.reject(new Error('Page content is read on the server only')),
};

let current: ContentSource = noSource;

export function provideContentSource(source: ContentSource): void {
  current = source;
}

export function contentSource(): ContentSource {
  return current;
}
