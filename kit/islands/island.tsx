// Islands (decision 0008): a block with behaviour in the browser renders on the server like any
// other, inside an element that names it (`data-island`) and carries its props and the messages it
// uses as escaped JSON. The site's browser script (src/browser/islands.ts) fetches each island's code
// when it nears the viewport and hydrates it on its own when the visitor reaches for it; the rest of
// the page is HTML that no JavaScript touches.
import { parse } from '@formatjs/icu-messageformat-parser';
import { Suspense, useId } from 'react';
import { useIntl, type MessageFormatElement } from 'react-intl';
import { HTML_LANG, LOCALES, type Locale } from '#schemas/locale';
import { messages } from '../i18n/messages';
import type { IslandDefinition, IslandProps, IslandState } from './island-definition';
import { Styles } from '../styles';
import { IslandQueryProvider } from '../query/island-query';

type ParsedMessages = Record<string, MessageFormatElement[]>;
const parsed = new WeakMap<IslandDefinition, Partial<Record<Locale, ParsedMessages>>>();

/**
 * The messages of the site's catalogue that an island uses, in one language, already parsed (the
 * browser gets react-intl without its message parser, vite.config.ts). Worked out once per island
 * and language, not on every render.
 */
export function islandMessages(definition: IslandDefinition, locale: Locale): ParsedMessages {
  const byLocale = parsed.get(definition) ?? {};
  const cached = byLocale[locale];
  if (cached) return cached;
  const out: ParsedMessages = {};
  for (const [id, text] of Object.entries(messages[locale])) {
    if (definition.messages.some((prefix) => id.startsWith(prefix))) out[id] = parse(text);
  }
  parsed.set(definition, { ...byLocale, [locale]: out });
  return out;
}

export function localeOfIntl(intlLocale: string): Locale {
  return LOCALES.find((l) => HTML_LANG[l] === intlLocale) ?? 'en';
}

/**
 * Renders an island's HTML on the server, in a React root of its own, so that the ids it makes
 * (useId) are the ones its hydration will make. Provided by src/entry.server.tsx.
 */
export type IslandRenderer = (definition: IslandDefinition, state: IslandState) => string;

let renderer: IslandRenderer | null = null;

export function provideIslandRenderer(next: IslandRenderer): void {
  renderer = next;
}

/**
 * The files the browser needs to hydrate an island (the hydrating code and the island's own chunks),
 * from the build's manifest: the browser fetches them when the island nears the viewport and runs
 * them when the visitor reaches for it. Provided by src/entry.server.tsx; none under Vite's dev server.
 */
export type IslandCode = (definition: IslandDefinition) => readonly string[];

let code: IslandCode = () => [];

export function provideIslandCode(next: IslandCode): void {
  code = next;
}

/**
 * An island in a page. On the server: its HTML, its state for hydration, and its stylesheet. In
 * Storybook and unit tests (no server renderer): the component itself, loaded lazily.
 */
export function Island({ name, definition, props }: { name: string; definition: IslandDefinition; props: IslandProps }) {
  const intl = useIntl();
  const id = useId();
  if (!renderer)
    return (
      <IslandQueryProvider>
        <Suspense fallback={<div data-loading="" />}>{definition.lazy(props)}</Suspense>
      </IslandQueryProvider>
    );
  const locale = localeOfIntl(intl.locale);
  const state: IslandState = { locale, props, messages: islandMessages(definition, locale), prefix: `i${id.replace(/[^A-Za-z0-9]/g, '')}-` };
  return (
    <>
      <Styles of={definition.styles} />
      <div
        data-island={name}
        data-island-state={JSON.stringify(state)}
        data-island-code={code(definition).join(' ') || undefined}
        dangerouslySetInnerHTML={{ __html: renderer(definition, state) }}
      />
    </>
  );
}
