// @vitest-environment jsdom
// Rich text is the one place CMS HTML reaches a page as HTML (dangerouslySetInnerHTML in the rich-text
// and media-text blocks and a blog post's body): the sanitiser at the boundary is what holds it. Fed
// what an attacker would write (issue 39), its output must be prose and nothing that runs.
import { describe, expect, it } from 'vitest';
import { PageBody } from '../server/page-body';
import { CSP_NONCE } from '../src/security/nonce';
import { postSchema } from './blog';
import { sanitizeRichText } from './rich-text';

const HOSTILE = [
  `<p>2026-01</script><script nonce='__csp_nonce__'>window.__pwn=1</script><script></p>`,
  `<script nonce="__csp_nonce__">window.__pwn=1</script>`,
  `<p>text nonce="__csp_nonce__" and <b title="__csp_nonce__">__csp_nonce__</b></p>`,
  `<img src=x onerror="window.__pwn=1"><p onmouseover="window.__pwn=1">hover</p>`,
  `<a href="javascript:window.__pwn=1">js</a><a href=" JaVaScRiPt:window.__pwn=1">js2</a><a href="java&#x09;script:window.__pwn=1">js3</a>`,
  `<a href="data:text/html,<script>window.__pwn=1</script>">data</a><a href="vbscript:x">vb</a><a href="//evil.example/x">pr</a>`,
  `<a href="__csp_nonce__">relative</a>`,
  `<svg><script>window.__pwn=1</script></svg><math><mtext><table><mglyph><style><img src=x onerror="window.__pwn=1">`,
  `<noscript><p title="</noscript><img src=x onerror=window.__pwn=1>"></noscript>`,
  `<iframe srcdoc="<script>window.__pwn=1</script>"></iframe><object data="x"></object><embed src="x"><form action="x"><input></form>`,
  `<style>*{background:url(javascript:x)}</style><p style="background:url(x)">styled</p><base href="https://evil.example/">`,
  `<!--<script>window.__pwn=1</script>--><p>after a comment</p>`,
  `<p>&lt;script&gt;window.__pwn=1&lt;/script&gt;</p>`,
];

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#|[^:/]*$)/i;

/** What a browser would make of the sanitised HTML: nothing that runs, loads or navigates off a safe link. */
function assertInert(html: string): void {
  const page = new DOMParser().parseFromString(`<!doctype html><body><div id="root">${html}</div></body>`, 'text/html');
  const root = page.getElementById('root');
  expect(root?.querySelectorAll('script, style, img, svg, math, iframe, object, embed, form, input, base, noscript, link, meta')).toHaveLength(0);
  for (const el of root?.querySelectorAll('*') ?? []) {
    for (const attr of el.attributes) {
      expect(attr.name, `${el.tagName} ${attr.name}`).not.toMatch(/^on|^style$|^src$|^srcdoc$|^nonce$/i);
      if (attr.name === 'href') expect(attr.value, 'href').toMatch(SAFE_HREF);
    }
  }
  // And the server's nonce goes nowhere in it.
  const filled = PageBody.of(Buffer.from(html), [CSP_NONCE])
    .fill({ [CSP_NONCE]: () => 'REAL' })
    .toString();
  expect(filled).toBe(html);
}

describe('rich text from the CMS, sanitised (issue 39)', () => {
  it.each(HOSTILE)('is inert prose, in every place it is rendered: %s', (input) => {
    assertInert(sanitizeRichText(input, 2, { tables: true })); // the rich-text block
    assertInert(sanitizeRichText(input, 3)); // the media-text block
    // A blog post's body: refused when nothing is left, else inert.
    const post = postSchema.safeParse({ id: 1, slug: 'a', title: 'T', locale: 'en', published_at: '2026-01-01', translation_key: 'k', body: input });
    if (post.success) assertInert(post.data.body);
    else expect(sanitizeRichText(input, 2)).toBe('');
  });
});
