import { describe, expect, it } from 'vitest';
import { CSP_NONCE } from '../src/security/nonce';
import { PageBody } from './page-body';

const N = CSP_NONCE;

describe('a page body with placeholders', () => {
  it('gets every occurrence of each placeholder filled, with one value per response', () => {
    const page = PageBody.of(Buffer.from(`<script nonce="${N}">a()</script><input value="@T"><link nonce="${N}"/>é<meta content="" nonce="${N}">`), [N, '@T']);
    let tickets = 0;
    const first = page.fill({ [N]: () => 'n1', '@T': () => `t${++tickets}` }).toString();
    expect(first).toBe('<script nonce="n1">a()</script><input value="t1"><link nonce="n1"/>é<meta content="" nonce="n1">');
    expect(page.fill({ [N]: () => 'n2', '@T': () => `t${++tickets}` }).toString()).toBe(
      '<script nonce="n2">a()</script><input value="t2"><link nonce="n2"/>é<meta content="" nonce="n2">',
    );
  });

  it('asks for no value it does not hold (no ticket signed for a page without a form), and sends a plain body as it is', () => {
    const bytes = Buffer.from('{"ok":true}');
    const plain = PageBody.of(bytes, [N, '@T']);
    let made = 0;
    expect(plain.fill({ [N]: () => String(made++), '@T': () => String(made++) }).toString()).toBe(bytes.toString());
    expect(made).toBe(0);
    expect(plain.byteLength).toBe(bytes.byteLength);
    const nonceOnly = PageBody.of(Buffer.from(`<script nonce="${N}"></script>`), [N, '@T']);
    expect(nonceOnly.fill({ [N]: () => 'x', '@T': () => String(made++) }).toString()).toBe('<script nonce="x"></script>');
    expect(made).toBe(0);
  });

  it('finds the attribute among others, with multi-byte text before it', () => {
    const page = PageBody.of(Buffer.from(`<p>Été — ça</p><script type="module" src="/a.js" async="" nonce="${N}"></script>`), [N]);
    expect(page.fill({ [N]: () => 'abc' }).toString()).toBe('<p>Été — ça</p><script type="module" src="/a.js" async="" nonce="abc"></script>');
  });
});

describe('a placeholder that comes from content (issue 39)', () => {
  const filled = (html: string, placeholders: readonly string[] = [N, '@T']) =>
    PageBody.of(Buffer.from(html), placeholders)
      .fill({ [N]: () => 'REAL', '@T': () => 'TICKET' })
      .toString();

  it.each([
    ['text', `<p>${N} and nonce="${N}"</p>`],
    ['a text that looks like a tag, as React escapes it', `<p>&lt;script nonce=&quot;${N}&quot;&gt;</p>`],
    ['the start or the end of the body', `${N}<p></p>${N}`],
    ["an attribute in single quotes (not the renderer's)", `<script nonce='${N}'></script>`],
    ['another attribute', `<img alt="${N}" src="/x"><a href="${N}" title="${N}">x</a>`],
    ['part of an attribute', `<img alt="a ${N}" data-x="${N}b">`],
    ['an attribute whose value ends in "nonce="', `<img title="x nonce=" alt="y">`],
    ['an inline script', `<script nonce="${N}">var v="</scr"+"ipt><script nonce=\\"${N}\\">";x=="${N}"</script>`],
    ['a script body holding a tag, as a marketer wrote it before escaping', `<script>"<script nonce="${N}">"</script><p>after</p>`],
    ['a JSON-LD script', `<script type="application/ld+json">{"a":"<script nonce=\\"${N}\\">"}</script>`],
    ['a style element', `<style>a[title="<script nonce="${N}">"]{}</style>`],
    ['a comment', `<!--<script nonce="${N}">-->`],
    ['the title', `<title><script nonce="${N}"></title>`],
  ])('stays inert in %s', (_what, html) => {
    // Only a script the renderer opened with its nonce attribute gets the real one.
    expect(filled(html)).toBe(html.replace(/^<script nonce="__csp_nonce__">/, '<script nonce="REAL">'));
  });

  it("fills the renderer's own nonce after such content, and only that", () => {
    const html = `<script>"<script nonce="${N}">"</script><p>${N}</p><script nonce="${N}" src="/a.js"></script>`;
    expect(filled(html)).toBe(`<script>"<script nonce="${N}">"</script><p>${N}</p><script nonce="REAL" src="/a.js"></script>`);
  });

  it('fills another placeholder (the form ticket) in whichever attribute the renderer wrote it, never in text', () => {
    expect(filled(`<input type="hidden" name="t" value="@T"><p>@T value="@T"</p>`)).toBe(`<input type="hidden" name="t" value="TICKET"><p>@T value="@T"</p>`);
  });
});
