// The head's tags carry CMS text (a page's SEO title and description, an image's alt text, the site's
// name in JSON-LD). React Router writes them: attributes escaped by React, JSON-LD escaped by its
// <Meta> (react-router's escapeHtml). Proved here with what a marketer could type (issue 39).
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageBody } from '../../server/page-body';
import { CSP_NONCE } from '../security/nonce';
import { headMeta, type Head } from './head';
import { organizationJsonLd } from './structured-data';
import { siteSettingsSchema } from '#schemas/site-settings';

const HOSTILE = `2026-01</script><script nonce='__csp_nonce__'>window.__pwn=1</script><script>"><img src=x onerror="window.__pwn=1">\u2028end`;

describe('head tags with hostile CMS text (issue 39)', () => {
  it('are text in attributes and in JSON-LD, never markup or a nonce the server fills', () => {
    const settings = siteSettingsSchema.parse({ locale: 'en', site_name: HOSTILE, contact_phone: HOSTILE, contact_email: 'a@example.com' });
    const head: Head = {
      locale: 'en',
      title: HOSTILE,
      description: HOSTILE,
      siteName: HOSTILE,
      canonical: 'https://www.example.com/a',
      alternates: [{ hrefLang: 'en-CA', href: 'https://www.example.com/a', locale: 'en' }],
      noindex: false,
      type: 'website',
      image: { url: 'https://www.example.com/media/x?w=1280', width: 1280, height: 720, alt: HOSTILE },
      jsonLd: [organizationJsonLd(settings, 'https://www.example.com'), { '@type': 'FAQPage', name: HOSTILE }],
    };
    const Stub = createRoutesStub([{ path: '/', Component: () => <Meta />, meta: () => headMeta(head) }]);
    // As the server writes them.
    const html = renderToString(<Stub initialEntries={['/']} />);
    const container = new DOMParser().parseFromString(`<!doctype html><head>${html}</head>`, 'text/html');

    expect(container.querySelectorAll('img, script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(container.querySelector('title')?.textContent).toBe(HOSTILE);
    expect(container.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(HOSTILE);
    expect(container.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(HOSTILE);
    const ld = [...container.querySelectorAll('script[type="application/ld+json"]')];
    expect(ld).toHaveLength(2);
    for (const script of ld) expect(script.innerHTML).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(ld[0]?.textContent ?? '')).toMatchObject({ name: HOSTILE, telephone: HOSTILE });
    expect(
      PageBody.of(Buffer.from(html), [CSP_NONCE])
        .fill({ [CSP_NONCE]: () => 'REAL' })
        .toString(),
    ).toBe(html);
  });
});
