// The visitor's cookie choice (Quebec's Law 25: nothing but strictly necessary cookies before an
// opt-in). One first-party cookie holds it: the policy version it answered, the two purposes, and
// when it was given. Read by the browser (to load the Google tag or not) and by the server (to keep
// advertising click ids only from visitors who allowed advertising). Plain functions, no zod: the
// browser script that reads it on every page must stay a few hundred bytes.

export const CONSENT_COOKIE = 'consent';

/** On <html> from the head script (src/site/consent-ask.ts) until the browser's script takes the banner over. */
export const CONSENT_ASK_CLASS = 'consent-ask';

/** At most 13 months (the regulator's and the CNIL's guidance): 390 days is under 13 months of any length. */
export const CONSENT_MAX_AGE_S = 390 * 24 * 3600;

/** Before marketers set a version, consents are of version 1. */
export const DEFAULT_CONSENT_VERSION = '1';

/**
 * The policy version the one `consent` cookie answers, the same in both languages and on the server:
 * every version set in either language's site settings, so that changing either asks everyone again.
 */
export function consentVersion(...settings: ({ locale: string; consent_version: string | null } | null)[]): string {
  // English first, whichever language's page reads them.
  const rows = settings.filter((s) => s !== null).sort((x, y) => x.locale.localeCompare(y.locale));
  const versions = [...new Set(rows.map((s) => s.consent_version).filter((v) => v !== null))];
  return versions.length ? versions.join('|') : DEFAULT_CONSENT_VERSION;
}

export type ConsentPurposes = { measurement: boolean; advertising: boolean };
export type ConsentChoice = ConsentPurposes & { version: string; givenAt: number };

/** The cookie's value: `<version>.<m><a>.<seconds since epoch>`, the version percent-encoded. */
export function serializeConsent(choice: ConsentChoice): string {
  const flags = `${choice.measurement ? 1 : 0}${choice.advertising ? 1 : 0}`;
  return `${encodeURIComponent(choice.version).replaceAll('.', '%2E')}.${flags}.${Math.floor(choice.givenAt / 1000)}`;
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serializeConsent(choice)}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The cookie's value from `document.cookie` (the browser's reader, kept free of libraries), or null. */
export function consentCookieValue(cookies: string | null | undefined): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return rest.join('=');
  }
  return null;
}

/**
 * The choice the cookie holds, if it still counts: given for the current policy version, less than
 * 13 months ago, and not in the future. Anything else asks again.
 */
export function readConsent(cookies: string | null | undefined, version: string, now: number): ConsentChoice | null {
  return consentOf(consentCookieValue(cookies), version, now);
}

/** readConsent's checks on the cookie's value (the server reads its Cookie header with the `cookie` package). */
export function consentOf(value: string | null, version: string, now: number): ConsentChoice | null {
  const match = value ? /^([^.]*)\.([01])([01])\.(\d{1,12})$/.exec(value) : null;
  if (!match) return null;
  let stored: string;
  try {
    stored = decodeURIComponent(match[1] ?? '');
  } catch {
    return null;
  }
  const givenAt = Number(match[4]) * 1000;
  if (stored !== version || givenAt > now + 60_000 || now - givenAt > CONSENT_MAX_AGE_S * 1000) return null;
  return { version: stored, measurement: match[2] === '1', advertising: match[3] === '1', givenAt };
}
