import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PageView } from '../cms/types';
import { BlockList } from './BlockList';

type CmsPageProps = {
  /** The page as the route's loader read it from the CMS (src/cms/page-loader.server.ts). */
  view: PageView;
  /** What a route adds to the CMS blocks (the blog's list): after them all, or after the first `childrenAfter`. */
  children?: ReactNode;
  childrenAfter?: number;
};

/** A CMS page's <main>: its blocks in order, with what the route adds, and the preview's notice. */
export function CmsPage({ view, children, childrenAfter }: CmsPageProps) {
  const { page, blocks, preview } = view;
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
