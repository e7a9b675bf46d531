import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { blockRegistry, type BlockCollection, type BlockProps } from '../../blocks';
import type { PageBlockEntry } from '../cms/blocks';
import styles from './BlockList.module.css';

/** The block's own component with its props; the registry's mapped type ties props to schema. */
export function BlockContent<K extends BlockCollection>({ collection, block }: { collection: K; block: BlockProps<K> }) {
  const def = blockRegistry[collection];
  // Loaded at the server's start; in the browser, hydrating blocks are loaded before hydration
  // (entry.client.tsx) or, after a client navigation, here (suspending until the chunk arrives).
  const Block = def.loadedComponent() ?? use(def.loadComponent());
  // The key is harmless here (one child); it also keeps TypeScript's weak-type check from failing
  // on a props type with no `key` when it is generic.
  return <Block key={collection} {...block} />;
}

/**
 * A block without behaviour ships no JavaScript: the server renders it; the browser keeps the HTML
 * it was given, from the document on first load, or from the loader (`staticHtml`) after a client
 * navigation. Its links still navigate on the client (see PageBody).
 */
function StaticBlock({ id, html, children }: { id: string; html: string | undefined; children: () => ReactNode }) {
  const [fromDocument] = useState(() =>
    typeof document === 'undefined' ? null : (document.querySelector(`[data-static-block="${id.replace(/["\\]/g, '')}"]`)?.innerHTML ?? null),
  );
  const given = html ?? fromDocument;
  if (given === null) {
    // On the server (and wherever the block's component is at hand with no HTML to keep, as in tests).
    return (
      <div className="block-slot" data-static-block={id}>
        {children()}
      </div>
    );
  }
  return <div className="block-slot" data-static-block={id} dangerouslySetInnerHTML={{ __html: given }} />;
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

export function BlockList({ blocks, staticHtml }: { blocks: PageBlockEntry[]; staticHtml?: Record<string, string> | null }) {
  return blocks.map((entry) => {
    if (entry.kind === 'invalid') return <InvalidBlock key={entry.id} collection={entry.collection} problems={entry.problems} />;
    const { collection } = entry.block;
    const content = <BlockContent collection={collection} block={entry.block} />;
    return (
      <BlockBoundary key={entry.id} name={collection}>
        {blockRegistry[collection].hydrate ? (
          <div className="block-slot" data-hydrate-block={collection}>
            {content}
          </div>
        ) : (
          <StaticBlock id={entry.id} html={staticHtml?.[entry.id]}>
            {() => content}
          </StaticBlock>
        )}
      </BlockBoundary>
    );
  });
}
