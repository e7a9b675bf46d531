// JSON written inside an inline <script> (a head script's literal, JSON-LD, a data block). HTML ends a
// script element at the first `</script` and knows nothing of JavaScript strings, so JSON.stringify's
// output is not safe there on its own: a CMS value holding `</script><script>…` would close the element
// and open one of its own. The characters HTML or an older JavaScript parser could read differently are
// written as JSON escapes, which every JSON and JavaScript parser reads back as the same characters:
// `<` and `>` (no tag, no `<!--`, no `-->`), `&` (no entity, for a script in XHTML or an attribute),
// and U+2028/U+2029 (line terminators in JavaScript before ES2019). The escapes React Router applies to
// its own JSON-LD (`escapeHtml` in react-router's markup.ts), kept here for every script the site writes.

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * `value` as JSON that is safe as the text of an inline script, as a whole script (JSON-LD, a JSON data
 * block) or as a literal inside JavaScript. `undefined` (which has no JSON) is written as `null`.
 */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}
