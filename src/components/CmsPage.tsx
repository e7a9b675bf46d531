import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { editAttr } from '#kit/cms/editable';
import { scriptJson } from '#kit/html/script-json';
import { Styles } from '#kit/styles';
import { blockTypes } from '../../blocks/catalog';
import type { PageView, ViewAs } from '../cms/types';
import { BlockList } from './BlockList';
import editBar from './staff/EditBar.module.css';

type CmsPageProps = {
  /** The page as the route's loader read it from the CMS (src/pages/page-loader.server.ts). */
  view: PageView;
  /** What a route adds to the CMS blocks (the blog's list): after them all, or after the first `childrenAfter`. */
  children?: ReactNode;
  childrenAfter?: number;
};

/** A CMS page's <main>: its blocks in order, with what the route adds, and the preview's notice. */
export function CmsPage({ view, children, childrenAfter }: CmsPageProps) {
  const { page, blocks, preview, editing = false, variant = null, match = null, viewAs } = view;
  // In the Visual Editor: the blocks whose counterpart in the other language changed since this page was in step.
  const twinChanged = editing ? page.twin_changed_blocks : [];
  return (
    // data-variant: the A/B test version shown, which the consent script reports to GA4 once measurement is allowed;
    // data-match: the message-match entry shown (issue 43).
    <main id="main" data-page={page.translation_key} data-layout={page.layout} data-variant={variant ?? undefined} data-match={match ?? undefined}>
      {editing ? (
        <EditBar pageId={page.id} locale={page.locale} outdated={page.translation_state === 'outdated'} viewAs={viewAs} match={match} />
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
function EditBar({
  pageId,
  locale,
  outdated,
  viewAs,
  match,
}: {
  pageId: number;
  locale: 'en' | 'fr';
  outdated: boolean;
  viewAs: ViewAs | undefined;
  match: string | null;
}) {
  const target = { collection: 'pages', item: pageId };
  // What a block added from the editor starts with, by type, in the page's language (kit/cms/starter.ts).
  const starters = Object.fromEntries(blockTypes.map((t) => [t.collection, t.starter[locale]]));
  return (
    <div className={editBar.bar} data-edit-bar="" data-edit-page={pageId}>
      <Styles of="staff" />
      <p className={editBar.notice}>
        <FormattedMessage id="edit.notice" />
      </p>
      {outdated && (
        <p className={editBar.twin} data-edit-twin-outdated="">
          <FormattedMessage id={locale === 'fr' ? 'edit.twinOutdated.en' : 'edit.twinOutdated.fr'} />
        </p>
      )}
      <p className={editBar.error} role="alert" data-edit-error="" hidden>
        <FormattedMessage id="edit.failed" />
      </p>
      <script type="application/json" data-edit-starters="" dangerouslySetInnerHTML={{ __html: scriptJson(starters) }} />
      <ul className={editBar.actions}>
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
        {/* The words of the keyword match shown (issue 43): the page's entries, where the marketer wrote them. */}
        {match && (
          <li data-directus={editAttr(target, ['match_param', 'matches'], 'drawer')} data-edit-match={match}>
            <FormattedMessage id="edit.matchWords" />
          </li>
        )}
      </ul>
      {viewAs && <ViewAsForm viewAs={viewAs} match={match} />}
    </div>
  );
}

/**
 * "View as" (issue 43): the page as a keyword's or a campaign's visitor sees it, its words and its
 * blocks for some campaigns only; a plain GET of the page's own address, so it works without script.
 */
function ViewAsForm({ viewAs, match }: { viewAs: ViewAs; match: string | null }) {
  const chosen = viewAs.entries.find((e) => e.key === match)?.phrase ?? '';
  return (
    <form method="get" className={editBar.viewAs} data-edit-view-as="">
      <input type="hidden" name="edit" value={viewAs.token} />
      <span className={editBar.viewAsTitle}>
        <FormattedMessage id="edit.viewAs" />
      </span>
      {viewAs.entries.length > 0 && (
        <label>
          <FormattedMessage id="edit.viewAs.keyword" />{' '}
          <select name={viewAs.param} defaultValue={chosen}>
            <FormattedMessage id="edit.viewAs.noKeyword">{(text) => <option value="">{text}</option>}</FormattedMessage>
            {viewAs.entries.map((e) => (
              <option key={e.key} value={e.phrase}>
                {e.key}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        <FormattedMessage id="edit.viewAs.campaign" />{' '}
        <input name="utm_campaign" defaultValue={viewAs.campaign ?? ''} size={16} maxLength={80} autoComplete="off" />
      </label>
      <button type="submit">
        <FormattedMessage id="edit.viewAs.submit" />
      </button>
      {viewAs.active && (
        <a href={`?edit=${encodeURIComponent(viewAs.token)}`}>
          <FormattedMessage id="edit.viewAs.every" />
        </a>
      )}
    </form>
  );
}
