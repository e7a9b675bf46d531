// Where page content comes from, so that one `queryOptions` factory serves the server loader and
// the browser: the server entry provides a source that reads Directus (entry.server.tsx); the
// browser's default asks the site's own /api/page, never Directus.
import type { Locale } from '../../schemas/locale';
import type { PageLookup } from './types';

export type PageRequest = { locale: Locale; slug: string; previewToken: string | null };

export type ContentSource = {
  page(req: PageRequest, signal?: AbortSignal): Promise<PageLookup>;
};

// The site's own API answers with the PageLookup that the server built from zod-parsed CMS data;
// the browser only checks its envelope (zod itself stays out of the browser bundle).
function isPageLookup(body: unknown): body is PageLookup {
  return typeof body === 'object' && body !== null && 'status' in body && (body.status === 'not-found' || (body.status === 'found' && 'view' in body));
}

const httpSource: ContentSource = {
  async page({ locale, slug, previewToken }, signal) {
    const params = new URLSearchParams({ locale, slug });
    if (previewToken) params.set('preview', previewToken);
    const res = await fetch(`/api/page?${params}`, { signal });
    if (res.status === 404) return { status: 'not-found' };
    if (!res.ok) throw new Error(`The page could not be loaded (${res.status})`);
    const body: unknown = await res.json();
    if (!isPageLookup(body)) throw new Error('The page could not be read');
    return body;
  },
};

let current: ContentSource = httpSource;

export function provideContentSource(source: ContentSource): void {
  current = source;
}

export function contentSource(): ContentSource {
  return current;
}
