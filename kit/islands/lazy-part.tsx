// A part of an island in a chunk of its own, fetched when the part is first shown (a later step of a
// form), not with the island (decision 0008). On the server, which renders islands synchronously, the
// part is loaded beforehand (`preload`, when the island's code is) and renders at once; an island that
// starts on that part in the browser keeps the server's HTML until the chunk is there, then hydrates it.
import { Component, createElement, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { reloadAfterChunkError } from './reload';

export type LazyPart<P extends object> = {
  /** Renders the part; suspends (its Suspense boundary's fallback shows) until its chunk is there. */
  Part: (props: P) => ReactNode;
  /** Fetches the part's chunk (once). */
  preload: () => Promise<ComponentType<P>>;
  /** After a failed fetch: the part's next render fetches it again. */
  forget: () => void;
};

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let failed = false;
  const preload = () => {
    if (!loading) {
      const started = load();
      // Marked as React marks the promises it has seen settle (ReactPromise): `use` then reads it at
      // once, so a part loaded beforehand (on the server, always) renders without suspending, and a
      // failed fetch is thrown to the boundary instead of being fetched again on every render.
      void started.then(
        (part) => void Object.assign(started, { status: 'fulfilled', value: part }),
        (reason: unknown) => {
          failed = true;
          void Object.assign(started, { status: 'rejected', reason });
        },
      );
      loading = started;
    }
    return loading;
  };
  const forget = () => {
    if (failed) loading = undefined;
    failed = false;
  };
  return { Part: (props) => createElement(use(preload()), props), preload, forget };
}

/**
 * Where a lazy part shows: its fallback while its chunk loads, `failed` if it cannot be fetched (a new
 * build replaced it: the page reloads once unless the visitor has begun on a form, kit/islands/reload.ts).
 * `onFailed` lets the part be fetched again when it is next shown (`forget`).
 */
export class PartBoundary extends Component<{ children: ReactNode; loading: ReactNode; failed: ReactNode; onFailed?: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailed?.();
    reloadAfterChunkError(error);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.failed;
    return <Suspense fallback={this.props.loading}>{this.props.children}</Suspense>;
  }
}
