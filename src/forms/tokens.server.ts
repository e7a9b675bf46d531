// The secrets in mailed links (manage a booking, confirm or leave the newsletter): 256 random bits,
// kept in Directus only as their SHA-256, so that reading the database does not give the power the
// link gives. Looked up by hash: the hash column is unique and indexed.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { serverConfig } from '../config.server';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The shape of a token we made (43 base64url characters): anything else is refused before a lookup. */
export const isToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * The newsletter's unsubscribe token for an address: derived (HMAC with LINK_SECRET), so that every
 * e-mail to that address, before and after confirmation and after a second sign-up, carries a link
 * that keeps working (Canada's anti-spam law asks for at least 60 days), and only its hash is stored.
 * Without LINK_SECRET it is derived from the Directus token, which must then never change.
 */
export function unsubscribeToken(email: string): { token: string; hash: string } {
  const { linkSecret, directusToken } = serverConfig();
  const secret = linkSecret ?? (directusToken ? `directus-token:${directusToken}` : null);
  if (!secret) throw new Error('LINK_SECRET (or DIRECTUS_TOKEN) must be set to sign unsubscribe links');
  const token = createHmac('sha256', secret).update(`unsubscribe:${email.toLowerCase()}`).digest('base64url');
  return { token, hash: hashToken(token) };
}
