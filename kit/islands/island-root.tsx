// The root an island renders in, the same on the server and in the browser (so that the ids it makes
// with useId match): react-intl with the island's own messages, then the island (decision 0008).
import { useEffect, useMemo, type ReactElement } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { HTML_LANG } from '#schemas/locale';
import { IslandQueryProvider } from '../query/island-query';
import type { IslandProps, IslandState } from './island-definition';

const intlCache = createIntlCache();

/**
 * The root of an island, the same on the server and in the browser (so that its ids, from useId,
 * are the same): react-intl with the island's messages, its own query client (made in the browser
 * when the island first needs it: kit/query/island-query.tsx), then the island. `onCommit` runs once
 * the browser has hydrated it.
 */
export function IslandRoot({ state, render, onCommit }: { state: IslandState; render: (json: IslandProps) => ReactElement; onCommit?: () => void }) {
  const intl = useMemo(() => createIntl({ locale: HTML_LANG[state.locale], defaultLocale: 'en', messages: state.messages }, intlCache), [state]);
  useEffect(() => onCommit?.(), [onCommit]);
  return (
    <RawIntlProvider value={intl}>
      <IslandQueryProvider>{render(state.props)}</IslandQueryProvider>
    </RawIntlProvider>
  );
}
