import { Component, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { blockTypeByCollection, blockTypes } from '../../blocks/catalog';
import { blockRegistry, isBlockCollection, type BlockCollection, type BlockProps } from '../../blocks';
import { blockStyleGroup, Styles } from '#kit/styles';
import { EditScope, editAttr } from '#kit/cms/editable';
import type { TwinChangedBlock } from '#schemas/translation-state';
import type { Audience } from '#schemas/audience';
import type { PageBlockEntry } from '../cms/blocks';
import styles from './staff/BlockList.module.css';

/** The block's own component with its props; the registry's mapped type ties props to schema. */
export function BlockContent<K extends BlockCollection>({ collection, block }: { collection: K; block: BlockProps<K> }) {
  const Block = blockRegistry[collection].Component;
  // The key is harmless here (one child); it also keeps TypeScript's weak-type check from failing
  // on a props type with no `key` when it is generic.
  return <Block key={collection} {...block} />;
}

/**
 * A block that throws while rendering is left out; the rest of the page stands. On the server, the
 * Suspense boundary turns the error into an empty slot (the error is logged by entry.server.tsx);
 * where React renders in the browser (Storybook, tests), the error boundary catches it.
 */
export class BlockBoundary extends Component<{ children: ReactNode; name: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`[site] the ${this.props.name} block failed to render and is left out`, error);
  }
  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

/** Shown only in preview: the marketer sees where a block is invalid and why. */
function InvalidBlock({ collection, problems }: { collection: string; problems: string[] }) {
  return (
    <section className={styles.invalid} data-block="invalid" aria-label={collection}>
      <Styles of="staff" />
      <p className={styles.invalidTitle}>
        <FormattedMessage id="preview.invalidBlock" values={{ collection }} />
      </p>
      <p>
        <FormattedMessage id="preview.invalidBlockFix" />
      </p>
      <ul>
        {problems.map((p) => (
          <li key={p}>
            <code>{p}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * In the Visual Editor only: the block in a frame the editor outlines (a click opens the whole block in
 * the Data Studio's drawer), its fields marked by the block itself (kit/cms/editable.tsx).
 */
type Place = { row: string; first: boolean; last: boolean; hidden: boolean; twinChanged: boolean; audience?: Audience | undefined };

/** Whom a targeted block names, as its badge lists them: campaigns, sources, then keyword matches. */
const audienceNames = (a: Audience) => [...a.audience_campaigns, ...a.audience_sources, ...a.audience_matches];

function EditableBlock({ collection, itemId, place, children }: { collection: string; itemId: string | null | undefined; place: Place; children: ReactNode }) {
  const intl = useIntl();
  if (!itemId) return children;
  const target = { collection, item: itemId };
  const type = isBlockCollection(collection) ? blockTypeByCollection[collection] : null;
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const name = type ? type.name[locale] : collection;
  return (
    <EditScope target={target}>
      <Styles of="staff" />
      <div
        className={`${styles.editable} ${place.hidden ? styles.hiddenBlock : ''}`}
        data-directus={editAttr(target, [], 'drawer')}
        data-edit-block={collection}
        data-edit-row={place.row}
        data-edit-hidden={place.hidden ? '' : undefined}
        data-edit-twin-changed={place.twinChanged ? '' : undefined}
      >
        {(place.hidden || place.twinChanged || place.audience) && (
          <div className={styles.badges}>
            {place.hidden && (
              <p className={styles.hiddenBadge}>
                <FormattedMessage id="edit.hiddenBadge" />
              </p>
            )}
            {/* Shown to some visitors only (issue 43): the preview shows it; the badge says to whom. */}
            {place.audience && (
              <p className={styles.audienceBadge} data-edit-audience={place.audience.audience}>
                <FormattedMessage
                  id={place.audience.audience === 'only' ? 'edit.audience.only' : 'edit.audience.except'}
                  values={{ who: intl.formatList(audienceNames(place.audience), { type: 'disjunction' }) }}
                />
              </p>
            )}
            {/* The other language's block at this place changed since this page was in step (decision 0024). */}
            {place.twinChanged && (
              <p className={styles.twinBadge}>
                <FormattedMessage id={locale === 'fr' ? 'edit.twinChanged.en' : 'edit.twinChanged.fr'} />
              </p>
            )}
          </div>
        )}
        {/* Moves go to the Directus API as the signed-in editor (src/browser/visual-editing.ts). */}
        <div className={styles.controls} role="toolbar" aria-label={intl.formatMessage({ id: 'edit.blockControls' }, { name })}>
          <button type="button" className={styles.control} data-edit-move="up" disabled={place.first}>
            <span aria-hidden="true">↑ </span>
            <FormattedMessage id="edit.moveUp" />
          </button>
          <button type="button" className={styles.control} data-edit-move="down" disabled={place.last}>
            <span aria-hidden="true">↓ </span>
            <FormattedMessage id="edit.moveDown" />
          </button>
          <button type="button" className={styles.control} data-edit-visibility={place.hidden ? 'show' : 'hide'}>
            <FormattedMessage id={place.hidden ? 'edit.show' : 'edit.hide'} />
          </button>
          <details className={styles.add}>
            <summary className={styles.control}>
              <span aria-hidden="true">+ </span>
              <FormattedMessage id="edit.addAfter" />
            </summary>
            <ul className={styles.types}>
              {blockTypes.map((t) => (
                <li key={t.collection}>
                  <button type="button" className={styles.type} data-edit-add={t.collection}>
                    <strong>{t.name[locale]}</strong>
                    <span>{t.description[locale]}</span>
                  </button>
                </li>
              ))}
            </ul>
          </details>
        </div>
        {children}
      </div>
    </EditScope>
  );
}

/**
 * The page's blocks, in order, as server-rendered HTML. Each block brings its stylesheet, which React
 * puts in <head> once however many blocks of that type the page has. `editing`: the Visual Editor's
 * page, where each block and its fields are marked for the editor (decision 0016).
 */
export function BlockList({
  blocks: all,
  editing = false,
  twinChanged = [],
  offset = 0,
}: {
  blocks: PageBlockEntry[];
  editing?: boolean;
  /** In the editor: the other language's blocks changed since this page was in step, by place (from 0) and type. */
  twinChanged?: TwinChangedBlock[];
  /** Where this list starts in the page's (when a route splits it). */
  offset?: number;
}) {
  // A hidden block is the editor's only: a preview shows the page as visitors will see it.
  const blocks = editing ? all : all.filter((b) => !b.hidden);
  return blocks.map((entry, index) => {
    // The block at the same place in the other language, of the same type: its counterpart.
    const type = entry.kind === 'invalid' ? entry.collection : entry.block.collection;
    const changed = twinChanged.some((c) => c.position === offset + index && c.collection === type);
    const place = {
      row: entry.id,
      first: index === 0,
      last: index === blocks.length - 1,
      hidden: entry.hidden === true,
      twinChanged: changed,
      audience: entry.kind === 'block' ? entry.audience : undefined,
    };
    if (entry.kind === 'invalid') {
      const invalid = <InvalidBlock key={entry.id} collection={entry.collection} problems={entry.problems} />;
      return editing ? (
        <EditableBlock key={entry.id} collection={entry.collection} itemId={entry.itemId} place={place}>
          {invalid}
        </EditableBlock>
      ) : (
        invalid
      );
    }
    const { collection } = entry.block;
    const content = <BlockContent collection={collection} block={entry.block} />;
    return (
      <BlockBoundary key={entry.id} name={collection}>
        <Styles of={blockStyleGroup(collection)} />
        {editing ? (
          <EditableBlock collection={collection} itemId={entry.itemId} place={place}>
            {content}
          </EditableBlock>
        ) : (
          content
        )}
      </BlockBoundary>
    );
  });
}
