// The browser's way to a page's content (see src/cms/source.ts): the same published content the
// HTML shows, through the site, never Directus itself.
import { data } from 'react-router';
import { localeSchema } from '../../schemas/locale';
import { slugSchema } from '../../schemas/page';
import { serverContentSource } from '../cms/server-source.server';
import { ContentUnavailableError } from '../cms/types';
import type { Route } from './+types/api.page';

export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const locale = localeSchema.safeParse(params.get('locale'));
  const slug = slugSchema.safeParse(params.get('slug') ?? '');
  if (!locale.success || !slug.success) return data({ status: 'not-found' as const }, { status: 404 });
  try {
    const lookup = await serverContentSource.page({ locale: locale.data, slug: slug.data, previewToken: params.get('preview') });
    const preview = lookup.status === 'found' && lookup.view.preview;
    return data(lookup, {
      status: lookup.status === 'found' ? 200 : 404,
      headers: { 'Cache-Control': preview ? 'private, no-store' : 'public, max-age=0, s-maxage=60' },
    });
  } catch (error) {
    if (error instanceof ContentUnavailableError) return data({ status: 'unavailable' as const }, { status: 503 });
    throw error;
  }
}
