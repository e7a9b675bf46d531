// Where page content comes from, so that one `queryOptions` factory serves the server loader and
// the browser: the server entry provides a source that reads Directus (entry.server.tsx); the
// browser's default asks the site's own /api/page, never Directus.
import { z } from 'zod';
import type { Locale } from '../../schemas/locale';
import type { PageLookup } from './types';

export type PageRequest = { locale: Locale; slug: string; previewToken: string | null };

export type ContentSource = {
  page(req: PageRequest, signal?: AbortSignal): Promise<PageLookup>;
};

const lookupEnvelope = z.object({ status: z.enum(['found', 'not-found']) }).passthrough();

const httpSource: ContentSource = {
  async page({ locale, slug, previewToken }, signal) {
    const params = new URLSearchParams({ locale, slug });
    if (previewToken) params.set('preview', previewToken);
    const res = await fetch(`/api/page?${params}`, { signal });
    if (res.status === 404) return { status: 'not-found' };
    if (!res.ok) throw new Error(`The page could not be loaded (${res.status})`);
    const body: unknown = await res.json();
    lookupEnvelope.parse(body);
    // The site's own API answers with the PageLookup the server built from zod-parsed CMS data.
    return body as PageLookup;
  },
};

let current: ContentSource = httpSource;

export function provideContentSource(source: ContentSource): void {
  current = source;
}

export function contentSource(): ContentSource {
  return current;
}
