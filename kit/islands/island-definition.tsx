// What an island is (decision 0008): its loader, props, messages and styles. The browser's island
// loader reads these to hydrate one, so they hold React core and nothing heavier: the root an island
// renders in is island-root.tsx, the <Island> element pages render is island.tsx.
import { lazy, type ComponentType, type ReactElement } from 'react';
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '#schemas/locale';
import type { StyleGroup } from '../styles';

/** Props an island receives: plain JSON, never a client, a function or the page's data. */
export type IslandProps = Record<string, string | number | boolean | null>;

type IslandSpec<P> = {
  /** The island's component, in a chunk of its own. */
  load: () => Promise<ComponentType<P>>;
  /**
   * The module `load` imports, from the repository's root ("blocks/embed/demo/DemoForm.tsx"): the
   * server finds its chunks in the build's manifest, so that the browser can fetch them before the
   * visitor reaches for the island (it refuses to start if one is missing).
   */
  source: string;
  /** Its props, read back from the JSON on its element. */
  props: (json: IslandProps) => P;
  /** The message ids it uses, by prefix ("form."): only those reach the browser. */
  messages: readonly string[];
  /** The folder of its stylesheets, inlined in the page with the island's server HTML. */
  styles: StyleGroup;
};

/** An island, its props' type hidden behind render functions that read them from JSON. */
export type IslandDefinition = {
  source: string;
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
    source: spec.source,
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
