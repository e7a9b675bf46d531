// A signed-in visitor's name and e-mail, filled into a form's empty fields. Pages are cached and the
// same for everyone, so this happens in the browser: only when the readable `signed_in` cookie says
// someone may be signed in (src/auth/session.server.ts) does the form ask the site who (GET
// /api/session, private). Whatever the visitor already typed is kept.
import { useEffect } from 'react';

export type Visitor = { name: string | null; email: string | null };

const SIGNED_IN = /(?:^|;\s*)signed_in=1(?:;|$)/;

/** The signed-in visitor, or null (nobody, or the site cannot say). */
export async function signedInVisitor(signal?: AbortSignal): Promise<Visitor | null> {
  if (!SIGNED_IN.test(document.cookie)) return null;
  try {
    const res = await fetch('/api/session', { headers: { accept: 'application/json' }, signal });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    if (typeof body !== 'object' || body === null || !('signedIn' in body) || body.signedIn !== true) return null;
    const text = (key: string) => (key in body ? Reflect.get(body, key) : null);
    const [name, email] = [text('name'), text('email')];
    return { name: typeof name === 'string' ? name : null, email: typeof email === 'string' ? email : null };
  } catch {
    return null;
  }
}

/** Once, after the form hydrates: `fill` receives the signed-in visitor, if any. */
export function usePrefill(fill: (visitor: Visitor) => void): void {
  useEffect(() => {
    const controller = new AbortController();
    void signedInVisitor(controller.signal).then((visitor) => {
      if (visitor && !controller.signal.aborted) fill(visitor);
    });
    return () => controller.abort();
    // Once per form (`fill` only writes into fields that are still empty).
  }, []);
}
