// Threat: a marketer (or whoever holds a marketer's session) must never make content run as code on the
// site. Issue 39: the site settings' policy version `2026-01</script><script nonce='__csp_nonce__'>…` was
// saved, written into the head's inline script with JSON.stringify, and the server filled the injected
// `__csp_nonce__` with the response's real nonce, so the script ran under the CSP on every page. Tried
// against the real Directus (as the sample marketer) and the real production site, in headless
// Chromium: the value is refused; forced in past Directus, it is inert; so are hostile rich text, FAQ
// and SEO fields, and the server's nonce goes only where the server put it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DirectusError, loginAsAdmin, type Rest } from '../../directus/lib/rest';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing';
import { admin, BROWSER_UA, createPage, eventually, stack, uniqueSlug, type NewPage } from '../support/admin';
import { visitors } from '../support/browser';

/** The issue's value, as the marketer typed it. */
const VERSION = `2026-01</script><script nonce='__csp_nonce__'>window.__pwn=1</script><script>`;
/** The same in double quotes, with an event handler: what would pass for markup the renderer wrote. */
const MARKUP = `</script><script nonce="__csp_nonce__">window.__pwn=1</script><img src=x onerror="window.__pwn=1">`;

const Settings = z.object({ id: z.number(), consent_version: z.string().nullable(), consent_title: z.string().nullable() });
const FieldMeta = z.object({ meta: z.object({ validation: z.unknown(), validation_message: z.unknown() }) });

let marketer: Rest;
let rest: Rest;
let english: z.output<typeof Settings>;

const pwned = (page: import('playwright').Page) => page.evaluate((): unknown => Reflect.get(window, '__pwn'));

/** A page's HTML and the nonce of its Content-Security-Policy. */
async function fetchPage(path: string): Promise<{ html: string; nonce: string }> {
  const res = await fetch(`${stack().siteUrl}${path}`, { headers: { 'user-agent': BROWSER_UA } });
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  expect(nonce).not.toBe('');
  return { html: await res.text(), nonce };
}

/** Every occurrence of the response's nonce is a `nonce` attribute of a tag the renderer wrote (a script, a preload, Vite's meta). */
function expectNonceOnlyWhereTheServerPutIt(html: string, nonce: string): void {
  const everywhere = html.split(nonce).length - 1;
  const inTags = [...html.matchAll(/<(script|link|meta)\s[^<>]*>/g)].filter(([tag]) => tag.includes(` nonce="${nonce}"`)).length;
  expect(everywhere).toBeGreaterThan(0);
  expect(everywhere).toBe(inTags);
  // The site's own inline scripts carry it; the one the content tried to open does not.
  // A plain substring: a base64 nonce holds + and /, which a regular expression would read as its own.
  expect(html).not.toContain(`<script nonce="${nonce}">window.__pwn`);
}

beforeAll(async () => {
  marketer = await loginAsAdmin(stack().directusUrl, SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword);
  rest = await admin();
  english = z
    .array(Settings)
    .parse(await rest.get('/items/site_settings?filter[locale][_eq]=en&fields=id,consent_version,consent_title'))
    .at(0)!;
});

afterAll(async () => {
  // Whatever happened, the settings are as they were for the next files.
  await rest.patch(`/items/site_settings/${english.id}`, { consent_version: english.consent_version, consent_title: english.consent_title });
});

describe("a marketer's consent policy version", () => {
  it('is refused by Directus unless it is a short token, with the reason in the Studio', async () => {
    const refused = await marketer.patch(`/items/site_settings/${english.id}`, { consent_version: VERSION }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DirectusError);
    expect((refused as DirectusError).status).toBe(400);
    expect(JSON.stringify((refused as DirectusError).body)).toContain('FAILED_VALIDATION');
    for (const bad of ['2026 01', 'v1"', '<b>1</b>', 'x'.repeat(33)])
      await expect(marketer.patch(`/items/site_settings/${english.id}`, { consent_version: bad }), bad).rejects.toThrow(/400/);
    const now = Settings.parse(await rest.get(`/items/site_settings/${english.id}?fields=id,consent_version,consent_title`));
    expect(now.consent_version).toBe(english.consent_version);
    // A short token, or none, is saved as before.
    await marketer.patch(`/items/site_settings/${english.id}`, { consent_version: english.consent_version });
    const field = FieldMeta.parse(await rest.get('/fields/site_settings/consent_version'));
    expect(field.meta.validation_message).toMatch(/^\$t:validation_site_settings_consent_version$/);
  });
});

describe('hostile content that reaches the pages', () => {
  const visitor = visitors(() => stack().siteUrl);

  it('a policy version forced past Directus runs nothing, and every page still renders with its own scripts', async () => {
    // As if Directus had let it through (an older database, an import, a field's validation removed).
    const field = FieldMeta.parse(await rest.get('/fields/site_settings/consent_version'));
    const marker = `marker-${Date.now().toString(36)}`;
    await rest.patch('/fields/site_settings/consent_version', { meta: { validation: null } });
    try {
      await rest.patch(`/items/site_settings/${english.id}`, { consent_version: VERSION, consent_title: `Cookies ${marker} ${MARKUP}` });
      await eventually(10_000, async () => (await fetchPage('/')).html.includes(marker));
      for (const path of ['/', '/fr', '/demo']) {
        const { html, nonce } = await fetchPage(path);
        expect(html, path).not.toContain('window.__pwn=1</script><script>');
        expectNonceOnlyWhereTheServerPutIt(html, nonce);
        const page = await visitor.open(path);
        expect(await pwned(page), path).toBeUndefined();
        await expect.poll(() => page.locator('main').isVisible()).toBe(true);
      }
      // The banner's title is shown as text, hostile markup and all.
      const { html } = await fetchPage('/');
      expect(html).toContain(`Cookies ${marker} &lt;/script&gt;&lt;script nonce=&quot;__csp_nonce__&quot;&gt;`);
    } finally {
      await rest.patch(`/items/site_settings/${english.id}`, { consent_version: english.consent_version, consent_title: english.consent_title });
      await rest.patch('/fields/site_settings/consent_version', {
        meta: { validation: field.meta.validation, validation_message: field.meta.validation_message },
      });
    }
    await eventually(10_000, async () => !(await fetchPage('/')).html.includes(marker));
  });

  it('rich text, FAQ and SEO fields are shown as text, never run', async () => {
    const slug = uniqueSlug('content-as-code');
    // An English-only page, said so (a marketer cannot publish a page without its French twin otherwise: decision 0024).
    const hostilePage: NewPage & { seo_title: string; seo_description: string; one_language: boolean; one_language_note: string } = {
      locale: 'en',
      slug,
      title: 'Content as code',
      one_language: true,
      one_language_note: 'A security test page, in English only.',
      seo_title: VERSION,
      seo_description: MARKUP,
      blocks: [
        { collection: 'block_hero', item: { headline: `Hostile ${MARKUP}` } },
        {
          collection: 'block_rich_text',
          item: {
            html: `<p>Rich ${VERSION}</p><script nonce="__csp_nonce__">window.__pwn=1</script><p>nonce="__csp_nonce__"</p><p><a href="javascript:window.__pwn=1">a link</a><img src=x onerror="window.__pwn=1"></p>`,
          },
        },
        { collection: 'block_faq', item: { heading: 'Hostile questions', items: [{ question: VERSION, answer: MARKUP }] } },
      ],
    };
    const id = await createPage(marketer, hostilePage);
    try {
      // Published: the site hears of it from Directus (its revalidate hook) at once.
      await eventually(10_000, async () => (await fetch(`${stack().siteUrl}${slug}`, { headers: { 'user-agent': BROWSER_UA } })).status === 200).catch(
        async (e: unknown) => {
          throw new Error(`the page never came: ${JSON.stringify(await rest.get(`/items/pages/${id}?fields=status,slug,locale`))}`, { cause: e });
        },
      );
      const { html, nonce } = await fetchPage(slug);
      expectNonceOnlyWhereTheServerPutIt(html, nonce);
      // The placeholder from content stays as it came: inert text.
      expect(html).toContain('__csp_nonce__');

      const page = await visitor.open(slug);
      expect(await pwned(page)).toBeUndefined();
      expect(await page.title()).toBe(VERSION);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Hostile ${MARKUP}`);
      // Rich text is HTML by design: the sanitiser keeps its prose and drops the rest; the placeholder stays text.
      expect(await page.locator('main').getByText('Rich 2026-01', { exact: true }).isVisible()).toBe(true);
      expect(await page.locator('main').getByText('nonce="__csp_nonce__"', { exact: true }).isVisible()).toBe(true);
      const question = page.locator('main details summary', { hasText: VERSION });
      await question.click();
      expect(await page.locator('main details[open]').getByText(MARKUP).isVisible()).toBe(true);
      expect(await page.locator('main a', { hasText: 'a link' }).getAttribute('href')).toBeNull();
      expect(await page.locator('main script:not([type="application/ld+json"]), main img[onerror]').count()).toBe(0);
      // The site's own scripts ran (its nonce was where the server put it): the page is ready and still clean.
      expect(await page.evaluate(() => document.documentElement.dataset['chrome'])).toBe('ready');
      expect(await pwned(page)).toBeUndefined();
    } finally {
      await rest.del(`/items/pages/${id}`);
    }
  });
});
