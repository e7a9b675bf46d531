// A signed-in visitor's name and e-mail, filled into a form's empty fields. Pages are cached and the
// same for everyone, so this happens in the browser: only when the readable `signed_in` cookie says
// someone may be signed in (src/auth/session.server.ts) does the form fetch the code that asks the
// site who (GET /api/session, private: ./signed-in.ts). Whatever the visitor already typed is kept.
import { useEffect, useEffectEvent } from 'react';
import type { Visitor } from './signed-in';

/** Once, after the form hydrates: `fill` receives the signed-in visitor, if any. */
export function usePrefill(fill: (visitor: Visitor) => void): void {
  const onVisitor = useEffectEvent(fill);
  useEffect(() => {
    if (!/(?:^|; )signed_in=1(?:;|$)/.test(document.cookie)) return;
    const controller = new AbortController();
    void import('./signed-in')
      .then((m) => m.signedInVisitor(controller.signal))
      .then((visitor) => {
        if (visitor && !controller.signal.aborted) onVisitor(visitor);
      });
    return () => controller.abort();
    // Once per form (`fill` only writes into fields that are still empty).
  }, []);
}
