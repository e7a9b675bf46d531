import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json';

/** What a CMS value may hold when it is meant to break out of a script. */
const HOSTILE = [
  `2026-01</script><script nonce='__csp_nonce__'>window.__pwn=1</script><script>`,
  '</SCRIPT ><script>window.__pwn=1</script>',
  '<!--<script>',
  '--><img src=x onerror=alert(1)>',
  '&lt;/script&gt;',
  'line\u2028separator\u2029paragraph',
  '"quoted" \\ back\\slash',
];

describe('JSON for an inline script', () => {
  it.each(HOSTILE)('never holds a character that HTML reads as markup: %s', (text) => {
    const json = scriptJson({ text, list: [text] });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text, list: [text] });
  });

  it('gives back the same value to JavaScript, as a literal inside code', () => {
    for (const text of HOSTILE) expect(runInNewContext(`(${scriptJson(text)})`)).toBe(text);
  });

  it('writes what has no JSON as null, like an array does', () => {
    expect(scriptJson(undefined)).toBe('null');
    expect(scriptJson([undefined])).toBe('[null]');
  });
});
