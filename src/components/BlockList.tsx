import { Component, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { blockRegistry, type BlockCollection, type BlockProps } from '../../blocks';
import { blockStyleGroup, Styles } from '#kit/styles';
import type { PageBlockEntry } from '../cms/blocks';
import styles from './BlockList.module.css';

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
 * The page's blocks, in order, as server-rendered HTML. Each block brings its stylesheet, which React
 * puts in <head> once however many blocks of that type the page has.
 */
export function BlockList({ blocks }: { blocks: PageBlockEntry[] }) {
  return blocks.map((entry) => {
    if (entry.kind === 'invalid') return <InvalidBlock key={entry.id} collection={entry.collection} problems={entry.problems} />;
    const { collection } = entry.block;
    return (
      <BlockBoundary key={entry.id} name={collection}>
        <Styles of={blockStyleGroup(collection)} />
        <BlockContent collection={collection} block={entry.block} />
      </BlockBoundary>
    );
  });
}
