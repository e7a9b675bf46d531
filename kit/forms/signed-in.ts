// Who is signed in, as the site says (GET /api/session): asked by a form, through its island's query
// client, only when the `signed_in` cookie is there (./prefill.ts), in a chunk of its own that other
// visitors never load.
import { queryOptions } from '@tanstack/react-query';

export type Visitor = { name: string | null; email: string | null };

/** The signed-in visitor, or null (nobody, or the site cannot say). */
export async function signedInVisitor(signal?: AbortSignal): Promise<Visitor | null> {
  try {
    const res = await fetch('/api/session', { headers: { accept: 'application/json' }, signal });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    if (typeof body !== 'object' || body === null || !('signedIn' in body) || body.signedIn !== true) return null;
    const text = (key: string): string | null => {
      const value: unknown = Reflect.get(body, key);
      return typeof value === 'string' ? value : null;
    };
    return { name: text('name'), email: text('email') };
  } catch {
    return null;
  }
}

/** The session, read once per island: it does not change while the page is open (signing in or out reloads it). */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) => signedInVisitor(signal),
  staleTime: Infinity,
  retry: false,
});
