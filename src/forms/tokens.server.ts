// The secrets in mailed links (manage a booking, confirm or leave the newsletter): 256 random bits,
// kept in Directus only as their SHA-256, so that reading the database does not give the power the
// link gives. Looked up by hash: the hash column is unique and indexed.
import { createHash, randomBytes } from 'node:crypto';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The shape of a token we made (43 base64url characters): anything else is refused before a lookup. */
export const isToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);
