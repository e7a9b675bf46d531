// Signed, expiring tokens: `<expiry ms>.<hmac>`, signed with the site's preview secret by the Data
// Studio's endpoint (directus/extensions/site-preview) for a signed-in user. Two purposes, never
// interchangeable: `preview` shows drafts and invalid blocks (as placeholders); `edit` does that too
// and marks what a marketer may change for the Visual Editor (decision 0016). Neither carries or
// reveals a Directus token.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'preview' | 'edit';

const sign = (secret: string, purpose: TokenPurpose, expires: number) => createHmac('sha256', secret).update(`${purpose}:${expires}`).digest('base64url');

export function createPreviewToken(secret: string, expires: number, purpose: TokenPurpose = 'preview'): string {
  return `${expires}.${sign(secret, purpose, expires)}`;
}

export function verifyPreviewToken(secret: string | undefined, token: string | null, now = Date.now(), purpose: TokenPurpose = 'preview'): boolean {
  if (!secret || !token) return false;
  const [exp, mac] = token.split('.');
  const expires = Number(exp);
  if (!Number.isSafeInteger(expires) || expires <= now || !mac) return false;
  const expected = Buffer.from(sign(secret, purpose, expires));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** An edit token (the Visual Editor's frame): valid, unexpired, and signed for editing, not for preview. */
export function verifyEditToken(secret: string | undefined, token: string | null, now = Date.now()): boolean {
  return verifyPreviewToken(secret, token, now, 'edit');
}
