import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_ASK_CLASS, CONSENT_MAX_AGE_S, readConsent, serializeConsent } from '#schemas/consent';
import { consentAskScript } from './consent-ask';

const VERSION = '2026.1 policy';
const now = Date.now();

/** Runs the head script with this cookie string, as the browser would before the first paint. */
function asks(cookie: string): boolean {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
  if (cookie) document.cookie = cookie;
  document.documentElement.classList.remove(CONSENT_ASK_CLASS);
  runInNewContext(consentAskScript(VERSION), { document });
  return document.documentElement.classList.contains(CONSENT_ASK_CLASS);
}

afterEach(() => document.documentElement.classList.remove(CONSENT_ASK_CLASS));

describe('the consent question at the first paint', () => {
  const value = (version: string, givenAt: number) => serializeConsent({ version, measurement: true, advertising: false, givenAt });
  const cases: [string, string][] = [
    ['no cookie', ''],
    ['a valid choice', `consent=${value(VERSION, now - 1000)}`],
    ['an older policy version', `consent=${value('2025', now - 1000)}`],
    ['a choice 14 months old', `consent=${value(VERSION, now - (CONSENT_MAX_AGE_S + 60) * 1000)}`],
    ['a choice dated tomorrow', `consent=${value(VERSION, now + 86_400_000)}`],
    ['a malformed value', 'consent=yes'],
    ['a broken escape', 'consent=%E0%A4%A.10.1700000000'],
    ['another cookie of a similar name', `myconsent=${value(VERSION, now - 1000)}`],
  ];
  for (const [what, cookie] of cases)
    it(`asks exactly when the site's own check finds no choice: ${what}`, () => {
      expect(asks(cookie)).toBe(readConsent(cookie, VERSION, Date.now()) === null);
    });
});

describe('the consent question with a hostile policy version (issue 39)', () => {
  const hostile = `2026-01</script><script nonce='__csp_nonce__'>window.__pwn=1</script><script>`;

  it('stays one script element, whatever the version holds', () => {
    const script = consentAskScript(hostile);
    const page = new DOMParser().parseFromString(`<!doctype html><head><script nonce="n">${script}</script></head>`, 'text/html');
    const scripts = page.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.textContent).toBe(script);
    expect(script).not.toMatch(/<\/?script|__csp_nonce__'>/i);
  });

  it('still compares the cookie with the version itself, character for character', () => {
    const value = serializeConsent({ version: hostile, measurement: true, advertising: false, givenAt: now - 1000 });
    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
    document.cookie = `consent=${value}`;
    runInNewContext(consentAskScript(hostile), { document });
    expect(document.documentElement.classList.contains(CONSENT_ASK_CLASS)).toBe(false);
    runInNewContext(consentAskScript('2026-02'), { document });
    expect(document.documentElement.classList.contains(CONSENT_ASK_CLASS)).toBe(true);
  });
});
