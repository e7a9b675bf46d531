import { HydrationBoundary, useSuspenseQuery, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../schemas/locale';
import { pageQueries } from '../cms/queries';
import { BlockList } from './BlockList';

type PageBodyProps = { locale: Locale; slug: string; previewToken: string | null; children?: ReactNode; childrenAfter?: number };

function PageBody({ locale, slug, previewToken, children, childrenAfter }: PageBodyProps) {
  const { data: lookup } = useSuspenseQuery(pageQueries.bySlug(locale, slug, previewToken));
  if (lookup.status !== 'found') return null;
  const { page, blocks, preview } = lookup.view;
  return (
    <main id="main" data-page={page.translation_key} data-layout={page.layout}>
      {preview && (
        <p role="status" className="preview-notice">
          <FormattedMessage id="preview.notice" />
        </p>
      )}
      <BlockList blocks={childrenAfter === undefined ? blocks : blocks.slice(0, childrenAfter)} />
      {children}
      {childrenAfter !== undefined && <BlockList blocks={blocks.slice(childrenAfter)} />}
    </main>
  );
}

type CmsPageProps = {
  locale: Locale;
  slug: string;
  previewToken: string | null;
  dehydratedState: DehydratedState;
  /** What a route adds to the CMS blocks (the blog's list): after them all, or after the first `childrenAfter`. */
  children?: ReactNode;
  childrenAfter?: number;
};

export function CmsPage({ dehydratedState, ...body }: CmsPageProps) {
  return (
    <HydrationBoundary state={dehydratedState}>
      <PageBody {...body} />
    </HydrationBoundary>
  );
}

