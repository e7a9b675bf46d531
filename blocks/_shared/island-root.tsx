// What an island is, and its root: the part of islands the browser loads (src/browser/islands.tsx).
// No message catalogue and no server code here; the <Island> element that pages render is in
// island.tsx (decision 0008).
import { lazy, useEffect, useMemo, type ComponentType, type ReactElement } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type MessageFormatElement } from 'react-intl';
import { HTML_LANG, type Locale } from '../../schemas/locale';
import type { StyleGroup } from './styles';

/** Props an island receives: plain JSON, never a client, a function or the page's data. */
export type IslandProps = Record<string, string | number | boolean | null>;

type IslandSpec<P> = {
  /** The island's component, in a chunk of its own. */
  load: () => Promise<ComponentType<P>>;
  /** Its props, read back from the JSON on its element. */
  props: (json: IslandProps) => P;
  /** The message ids it uses, by prefix ("form."): only those reach the browser. */
  messages: readonly string[];
  /** The folder of its stylesheets, inlined in the page with the island's server HTML. */
  styles: StyleGroup;
};

/** An island, its props' type hidden behind render functions that read them from JSON. */
export type IslandDefinition = {
  messages: readonly string[];
  styles: StyleGroup;
  /** Loads the island's chunk; then renders it from its JSON props. */
  load: () => Promise<(json: IslandProps) => ReactElement>;
  /** The render function once `load` has resolved (the server loads every island at start). */
  loaded: () => ((json: IslandProps) => ReactElement) | undefined;
  /** The island loaded lazily (Storybook, unit tests): suspends until its chunk is there. */
  lazy: (json: IslandProps) => ReactElement;
};

export function defineIsland<P extends object>(spec: IslandSpec<P>): IslandDefinition {
  const Lazy = lazy(() => spec.load().then((component) => ({ default: component })));
  let render: ((json: IslandProps) => ReactElement) | undefined;
  return {
    messages: spec.messages,
    styles: spec.styles,
    load: async () => {
      const Component = await spec.load();
      render ??= (json) => <Component {...spec.props(json)} />;
      return render;
    },
    loaded: () => render,
    lazy: (json) => <Lazy {...spec.props(json)} />,
  };
}

/** What the browser needs to hydrate an island, serialized on its element. */
export type IslandState = { locale: Locale; props: IslandProps; messages: Record<string, MessageFormatElement[]>; prefix: string };

const intlCache = createIntlCache();

/**
 * The root of an island, the same on the server and in the browser (so that its ids, from useId,
 * are the same): react-intl with the island's messages, then the island. `onCommit` runs once the
 * browser has hydrated it.
 */
export function IslandRoot({ state, render, onCommit }: { state: IslandState; render: (json: IslandProps) => ReactElement; onCommit?: () => void }) {
  const intl = useMemo(() => createIntl({ locale: HTML_LANG[state.locale], defaultLocale: 'en', messages: state.messages }, intlCache), [state]);
  useEffect(() => onCommit?.(), [onCommit]);
  return <RawIntlProvider value={intl}>{render(state.props)}</RawIntlProvider>;
}
