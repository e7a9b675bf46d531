// A signed-in visitor's name and e-mail, filled into a form's empty fields. Pages are cached and the
// same for everyone, so this happens in the browser: only when the readable `signed_in` cookie says
// someone may be signed in (src/auth/session.server.ts) does the form fetch the island's query client
// and the session query (GET /api/session, private: ./signed-in.ts), each a chunk other visitors never
// load. Whatever the visitor already typed is kept.
import { useEffect, useEffectEvent } from 'react';
import { useIslandQuery } from '../query/island-query';
import type { Visitor } from './signed-in';

/** Once, after the form hydrates: `fill` receives the signed-in visitor, if any. */
export function usePrefill(fill: (visitor: Visitor) => void): void {
  const onVisitor = useEffectEvent(fill);
  const query = useIslandQuery();
  useEffect(() => {
    if (!/(?:^|; )signed_in=1(?:;|$)/.test(document.cookie)) return;
    let active = true;
    void Promise.all([query.client(), import('./signed-in')])
      .then(([client, m]) => client.fetchQuery(m.sessionQuery))
      .then(
        (visitor) => {
          if (visitor && active) onVisitor(visitor);
        },
        // Without its code (a new build replaced it) the form is simply not filled in.
        () => undefined,
      );
    return () => {
      active = false;
    };
    // Once per form (`fill` only writes into fields that are still empty).
  }, [query]);
}
