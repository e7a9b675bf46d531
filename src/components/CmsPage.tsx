import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { editAttr } from '#kit/cms/editable';
import { scriptJson } from '#kit/html/script-json';
import { blockTypes } from '../../blocks/catalog';
import type { PageView } from '../cms/types';
import { BlockList } from './BlockList';

type CmsPageProps = {
  /** The page as the route's loader read it from the CMS (src/pages/page-loader.server.ts). */
  view: PageView;
  /** What a route adds to the CMS blocks (the blog's list): after them all, or after the first `childrenAfter`. */
  children?: ReactNode;
  childrenAfter?: number;
};

/** A CMS page's <main>: its blocks in order, with what the route adds, and the preview's notice. */
export function CmsPage({ view, children, childrenAfter }: CmsPageProps) {
  const { page, blocks, preview, editing = false, variant = null, match = null } = view;
  // In the Visual Editor: the blocks whose counterpart in the other language changed since this page was in step.
  const twinChanged = editing ? page.twin_changed_blocks : [];
  return (
    // data-variant: the A/B test version shown, which the consent script reports to GA4 once measurement is allowed;
    // data-match: the message-match entry shown (issue 43).
    <main id="main" data-page={page.translation_key} data-layout={page.layout} data-variant={variant ?? undefined} data-match={match ?? undefined}>
      {editing ? (
        <EditBar pageId={page.id} locale={page.locale} outdated={page.translation_state === 'outdated'} />
      ) : (
        preview && (
          <p role="status" className="preview-notice">
            <FormattedMessage id="preview.notice" />
          </p>
        )
      )}
      <BlockList editing={editing} twinChanged={twinChanged} blocks={childrenAfter === undefined ? blocks : blocks.slice(0, childrenAfter)} />
      {children}
      {childrenAfter !== undefined && <BlockList editing={editing} twinChanged={twinChanged} offset={childrenAfter} blocks={blocks.slice(childrenAfter)} />}
    </main>
  );
}

/** The page's own controls in the Visual Editor: its settings, and its list of blocks (add, reorder, remove). */
function EditBar({ pageId, locale, outdated }: { pageId: number; locale: 'en' | 'fr'; outdated: boolean }) {
  const target = { collection: 'pages', item: pageId };
  // What a block added from the editor starts with, by type, in the page's language (kit/cms/starter.ts).
  const starters = Object.fromEntries(blockTypes.map((t) => [t.collection, t.starter[locale]]));
  return (
    <div className="edit-bar" data-edit-bar="" data-edit-page={pageId}>
      <p className="edit-bar__notice">
        <FormattedMessage id="edit.notice" />
      </p>
      {outdated && (
        <p className="edit-bar__twin" data-edit-twin-outdated="">
          <FormattedMessage id={locale === 'fr' ? 'edit.twinOutdated.en' : 'edit.twinOutdated.fr'} />
        </p>
      )}
      <p className="edit-bar__error" role="alert" data-edit-error="" hidden>
        <FormattedMessage id="edit.failed" />
      </p>
      <script type="application/json" data-edit-starters="" dangerouslySetInnerHTML={{ __html: scriptJson(starters) }} />
      <ul className="edit-bar__actions">
        <li
          data-directus={editAttr(
            target,
            [
              'status',
              'title',
              'slug',
              'translation_key',
              'layout',
              'publish_at',
              'unpublish_at',
              'seo_title',
              'seo_description',
              'seo_image',
              'noindex',
              // French first (decision 0024): marking it checked, and what publishing asks.
              'translation_state',
              'mark_reviewed',
              'one_language',
              'one_language_note',
              'confirm_outdated_twin',
            ],
            'drawer',
          )}
        >
          <FormattedMessage id="edit.pageSettings" />
        </li>
        <li data-directus={editAttr(target, ['blocks'], 'modal')}>
          <FormattedMessage id="edit.blocks" />
        </li>
      </ul>
    </div>
  );
}
