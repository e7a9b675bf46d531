// /api/session: the server's side of signing in (src/auth/session.server.ts).
//   POST   {"idToken": "…"}  a sign-in that just happened becomes a session cookie: 204, or 401
//          (`auth.invalid`: not a valid token; `auth.notRecent`: sign in again), 503 Firebase unreachable;
//   DELETE                    signs out everywhere and clears the cookie: 204;
//   GET                       who is signed in: {"signedIn": false} or {"signedIn": true, "email", "name"}
//                             (the account's name, else the one on their latest demo request; forms prefill them).
// Every answer is private and never stored; POST and DELETE refuse other sites' pages (403).
import { data } from 'react-router';
import { z } from 'zod';
import { endSession, readSession, sameOrigin, sessionCookies, startSession } from '../auth/session.server';
import { latestName } from '../account/leads.server';
import { readBody } from '../forms/request.server';
import type { Route } from './+types/api.session';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const reply = (status: number, body: Record<string, unknown> | null, headers: [string, string][] = []) => {
  const all = new Headers([...Object.entries(PRIVATE), ...headers]);
  return body === null ? new Response(null, { status, headers: all }) : data(body, { status, headers: all });
};

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST' && request.method !== 'DELETE') return reply(405, { error: 'auth.method' }, [['Allow', 'GET, POST, DELETE']]);
  if (!sameOrigin(request)) return reply(403, { error: 'auth.crossSite' });
  if (request.method === 'DELETE') {
    await endSession(request);
    return reply(204, null, sessionCookies(request, null));
  }
  const read = await readBody(request, ['application/json']);
  if (!read.ok) return reply(read.status, { error: 'auth.invalid' });
  const body = z.object({ idToken: z.string().min(1).max(8192) }).safeParse(read.body);
  if (!body.success) return reply(400, { error: 'auth.invalid' });
  const started = await startSession(body.data.idToken);
  if (started.ok) return reply(204, null, sessionCookies(request, started.cookie));
  if (started.reason === 'unavailable') return reply(503, { error: 'auth.unavailable' }, [['Retry-After', '30']]);
  return reply(401, { error: started.reason === 'not-recent' ? 'auth.notRecent' : 'auth.invalid' });
}

export async function loader({ request }: Route.LoaderArgs) {
  const { user, stale } = await readSession(request);
  if (!user) return reply(200, { signedIn: false }, stale ? sessionCookies(request, null) : []);
  return reply(200, { signedIn: true, email: user.email, name: user.name ?? (await latestName(user)) });
}
