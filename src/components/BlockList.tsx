import { Component, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { blockRegistry, type BlockCollection, type BlockProps } from '../../blocks';
import type { PageBlockEntry } from '../cms/blocks';
import styles from './BlockList.module.css';

/** Renders one block with its registered component; the registry's mapped type ties props to schema. */
function BlockView<K extends BlockCollection>({ collection, block }: { collection: K; block: BlockProps<K> }) {
  const { Component } = blockRegistry[collection];
  // The key is harmless here (one child); it also keeps TypeScript's weak-type check from failing
  // on a props type with no `key` when it is generic.
  return <Component key={collection} {...block} />;
}

/** Shown only in preview: the marketer sees where a block is invalid and why. */
function InvalidBlock({ collection, problems }: { collection: string; problems: string[] }) {
  return (
    <section className={styles.invalid} data-block="invalid" aria-label={collection}>
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
 * A block that throws while rendering is left out; the rest of the page stands. On the server, the
 * Suspense boundary turns the error into an empty slot (React retries the block in the browser);
 * in the browser, the error boundary catches the retry.
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

export function BlockList({ blocks }: { blocks: PageBlockEntry[] }) {
  return blocks.map((entry) =>
    entry.kind === 'block' ? (
      <BlockBoundary key={entry.id} name={entry.block.collection}>
        <BlockView collection={entry.block.collection} block={entry.block} />
      </BlockBoundary>
    ) : (
      <InvalidBlock key={entry.id} collection={entry.collection} problems={entry.problems} />
    ),
  );
}
