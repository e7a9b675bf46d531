import { HydrationBoundary, useSuspenseQuery, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../schemas/locale';
import { pageQueries } from '../cms/queries';
import { BlockList } from './BlockList';
import { StaticLinkPrefetch, useStaticLinkNavigation } from './StaticLinks';

type PageBodyProps = { locale: Locale; slug: string; previewToken: string | null; staticHtml: Record<string, string> | null; children?: ReactNode };

function PageBody({ locale, slug, previewToken, staticHtml, children }: PageBodyProps) {
  const { data: lookup } = useSuspenseQuery(pageQueries.bySlug(locale, slug, previewToken));
  const onClick = useStaticLinkNavigation();
  if (lookup.status !== 'found') return null;
  const { page, blocks, preview } = lookup.view;
  return (
    <main id="main" data-page={page.translation_key} data-layout={page.layout} onClick={onClick}>
      <StaticLinkPrefetch blocksKey={blocks.map((b) => b.id).join(',')} />
      {preview && (
        <p role="status" className="preview-notice">
          <FormattedMessage id="preview.notice" />
        </p>
      )}
      <BlockList blocks={blocks} staticHtml={staticHtml} />
      {children}
    </main>
  );
}

type CmsPageProps = {
  locale: Locale;
  slug: string;
  previewToken: string | null;
  dehydratedState: DehydratedState;
  staticHtml: Record<string, string> | null;
  /** What a route adds under the CMS blocks (the blog's list). */
  children?: ReactNode;
};

export function CmsPage({ dehydratedState, ...body }: CmsPageProps) {
  return (
    <HydrationBoundary state={dehydratedState}>
      <PageBody {...body} />
    </HydrationBoundary>
  );
}

