// Which stored requests belong to a signed-in visitor: those recorded with their account (`account_uid`,
// set when they sent them signed in), and those sent with their e-mail address once Firebase has
// verified they own it. Built from the verified session only, never from what a browser sends.
import type { SignedInUser } from './session.server';

/** A Directus filter matching the rows (demo requests, form submissions) that belong to `user`. */
export function ownedBy(user: SignedInUser): Record<string, unknown> {
  const mine: Record<string, unknown>[] = [{ account_uid: { _eq: user.uid } }];
  if (user.email && user.emailVerified) mine.push({ email: { _eq: user.email.toLowerCase() } });
  return { _or: mine };
}
