// /account and /fr/compte: a visitor's account. Signed out: sign in with e-mail and password, or ask
// for a password-reset link. Signed in: who they are, their demos (each upcoming one with a link to
// move or cancel it) and their report requests, and signing out. Every form is a plain post that
// works without JavaScript (the server signs in through the Identity Toolkit, src/auth/password.server.ts)
// and answers with post/redirect/get. Private: rendered per request, never cached, never indexed.
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { messages } from '#kit/i18n/messages';
import { alternatesOf, localeFromPathname } from '#schemas/paths';
import { leadsOf, type Leads } from '../account/leads.server';
import { authConfig } from '../auth/config.server';
import { FORM_PROBLEMS, PROBLEM_MESSAGES, PROBLEM_STATUS, type AccountMessage, type AuthProblem } from '../auth/errors';
import { sendPasswordReset, signInWithPassword } from '../auth/password.server';
import { endSession, readSession, sameOrigin, startSession, withSessionCookies } from '../auth/session.server';
import { claimMail } from '../forms/mail-cap.server';
import { formRateLimit, readBody } from '../forms/request.server';
import { AccountView, type AccountProps } from './account-view';
import { PRIVATE_HEADERS, privateHeaders, privateMeta } from './private-page';
import type { Route } from './+types/account';

export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const { user, stale } = await readSession(request);
  const firebase = authConfig().browser;
  // What they sent (null: Directus could not say, and the page says so).
  const leads: Leads | null = user ? await leadsOf(user) : null;
  const done = url.searchParams.get('done');
  const notice: AccountProps['notice'] = done === 'signedOut' || done === 'resetSent' || done === 'deleted' || done === 'deletedLater' ? done : null;
  return data(
    {
      layout: 'default' as const,
      alternates: alternatesOf('account'),
      locale,
      user: user ? { email: user.email ?? '', name: user.name, emailVerified: user.emailVerified, leads } : null,
      notice,
      reset: url.searchParams.has('reset'),
      // The Firebase project's public settings, for the sign-in island.
      firebase: { ...firebase, emulatorUrl: firebase.emulatorUrl ?? null },
    },
    { headers: stale ? withSessionCookies(request, null, PRIVATE_HEADERS) : PRIVATE_HEADERS },
  );
}

type FormProblem = (typeof FORM_PROBLEMS)[number];
const isFormProblem = (p: string): p is FormProblem => FORM_PROBLEMS.some((f) => f === p);
/** The page again, with the message the sign-in island shows and what was typed. */
const refuse = (status: number, problem: AuthProblem | FormProblem, email: string, reset: boolean) => {
  const message: AccountMessage = isFormProblem(problem) ? problem : PROBLEM_MESSAGES[problem];
  return data({ message, email, reset }, { status, headers: PRIVATE_HEADERS });
};

export async function action({ request, url }: Route.ActionArgs) {
  const here = url.pathname;
  // Only this site's own pages post here (a sign-in forced from elsewhere would sign a visitor into someone else's account).
  if (!sameOrigin(request)) throw data(null, { status: 403, headers: PRIVATE_HEADERS });
  const read = await readBody(request, ['application/x-www-form-urlencoded']);
  if (!read.ok) return refuse(read.status, read.status === 413 ? 'form.tooLarge' : 'form.unsupported', '', false);
  const body = z.record(z.string(), z.string()).catch({}).parse(read.body);
  const email = (body['email'] ?? '').trim();
  const intent = body['intent'];

  if (intent === 'signout') {
    await endSession(request);
    return redirect(`${here}?done=signedOut`, { status: 303, headers: withSessionCookies(request, null, PRIVATE_HEADERS) });
  }
  const reset = intent === 'reset';
  if (await formRateLimit('account', request)) return refuse(429, 'form.rateLimited', email, reset);
  if (reset) {
    // The reset link goes to the address typed: it counts against the address's cap (forms/mail-cap.server.ts).
    // Over it, nothing is sent and the page says what it says for any address ("if it has an account,
    // a link is on its way"), so a capped address looks like every other one.
    const mail = await claimMail(email.toLowerCase());
    if (!mail.allowed) return redirect(`${here}?done=resetSent`, { status: 303, headers: PRIVATE_HEADERS });
    const sent = await sendPasswordReset(email);
    if (sent.ok) return redirect(`${here}?done=resetSent`, { status: 303, headers: PRIVATE_HEADERS });
    await mail.release();
    return refuse(PROBLEM_STATUS[sent.problem], sent.problem, email, reset);
  }
  const signedIn = await signInWithPassword(email, body['password'] ?? '');
  if (!signedIn.ok) return refuse(PROBLEM_STATUS[signedIn.problem], signedIn.problem, email, reset);
  const session = await startSession(signedIn.idToken);
  if (!session.ok) return refuse(session.reason === 'unavailable' ? 503 : 401, session.reason === 'unavailable' ? 'network' : 'sessionEnded', email, reset);
  return redirect(here, { status: 303, headers: withSessionCookies(request, session.cookie, PRIVATE_HEADERS) });
}

export const headers = privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privateMeta(messages[loaderData?.locale ?? 'en']['account.title']);

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountView
      locale={loaderData.locale}
      user={loaderData.user}
      notice={loaderData.notice}
      reset={actionData?.reset ?? loaderData.reset}
      firebase={loaderData.firebase}
      typed={{ email: actionData?.email ?? '', message: actionData?.message ?? null }}
    />
  );
}
