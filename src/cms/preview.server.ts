// Signed, expiring preview tokens: `<expiry ms>.<hmac>`. A valid one shows drafts and invalid
// blocks (as placeholders); it never carries or reveals a Directus token.
import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, expires: number) => createHmac('sha256', secret).update(`preview:${expires}`).digest('base64url');

export function createPreviewToken(secret: string, expires: number): string {
  return `${expires}.${sign(secret, expires)}`;
}

export function verifyPreviewToken(secret: string | undefined, token: string | null, now = Date.now()): boolean {
  if (!secret || !token) return false;
  const [exp, mac] = token.split('.');
  const expires = Number(exp);
  if (!Number.isSafeInteger(expires) || expires <= now || !mac) return false;
  const expected = Buffer.from(sign(secret, expires));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
