// A response body cut at its placeholders (the script nonce, the form ticket) once, when it is
// rendered, so that every response sent from it, a cached page's thousands included, is filled in
// without scanning its bytes again: the pieces and the values are copied into one buffer, and that is all.
//
// A placeholder is filled only where the renderer put it: as the whole value of an attribute of a start
// tag (`name="placeholder"`), and the script nonce only as a `nonce` attribute. CMS text can hold the
// placeholder too (a policy version, a rich text, an alt text), and there it must stay inert text: were
// it filled, a marketer's `<script nonce='__csp_nonce__'>` would run under the page's CSP. It cannot pass
// for an attribute the renderer wrote: React and the rich-text sanitiser escape `<` in text and `"` in
// attribute values, JSON in inline scripts is escaped (kit/html/script-json.ts), and the bodies of
// script and style elements and comments are skipped, not read as tags.
import { CSP_NONCE, NONCE_ATTRIBUTE } from '../src/security/nonce.ts';

/** The one attribute a placeholder may fill, when it is bound to one; any other fills whole attribute values. */
const ONLY_IN: Readonly<Record<string, string>> = { [CSP_NONCE]: NONCE_ATTRIBUTE };

/** A comment, a start tag (name, attributes), or a raw-text element's end: what the scan stops at. */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<([A-Za-z][A-Za-z0-9-]*)([^>]*)>/g;
/** One attribute as serialisers write them: a name, and a double-quoted value (or none). */
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:="([^"]*)")?/y;
/**
 * Elements whose content is text up to their end tag, never markup (HTML's raw text and escapable raw
 * text elements). Not noscript: a browser without script reads its content as markup, so React writes it so.
 */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);

/** Where each placeholder (ASCII) is filled in `html` (one character per byte): the offset of each value. */
function placesOf(html: string, placeholders: readonly string[]): { at: number; placeholder: string }[] {
  const wanted = new Set(placeholders);
  const found: { at: number; placeholder: string }[] = [];
  MARKUP.lastIndex = 0;
  for (let tag = MARKUP.exec(html); tag; tag = MARKUP.exec(html)) {
    const [whole, rawName, attributes] = tag;
    if (rawName === undefined || attributes === undefined) continue; // a comment
    const start = tag.index + 1 + rawName.length;
    ATTRIBUTE.lastIndex = 0;
    for (let at = 0, attr = ATTRIBUTE.exec(attributes); attr; attr = ATTRIBUTE.exec(attributes)) {
      at = ATTRIBUTE.lastIndex;
      const [, name = '', value] = attr;
      if (value !== undefined && wanted.has(value)) {
        const only = ONLY_IN[value];
        // The value sits just before the closing quote.
        if (only === undefined || only === name.toLowerCase()) found.push({ at: start + at - 1 - value.length, placeholder: value });
      }
    }
    const name = rawName.toLowerCase();
    // Past a raw-text element's content: text there is never a tag, whatever it looks like.
    if (RAW_TEXT.has(name) && !whole.endsWith('/>')) {
      const close = new RegExp(`</${name}`, 'gi');
      close.lastIndex = MARKUP.lastIndex;
      MARKUP.lastIndex = close.exec(html)?.index ?? html.length;
    }
  }
  return found;
}

export class PageBody {
  /** `pieces.length === slots.length + 1`: piece, slot, piece, … piece. */
  readonly #pieces: readonly Buffer[];
  readonly #slots: readonly string[];
  /** The size of the body as rendered, placeholders included (what the page cache counts). */
  readonly byteLength: number;

  private constructor(pieces: Buffer[], slots: string[], byteLength: number) {
    this.#pieces = pieces;
    this.#slots = slots;
    this.byteLength = byteLength;
  }

  /**
   * `bytes` cut where each of `placeholders` is the whole value of an attribute of a start tag (and the
   * nonce only in a `nonce` attribute); anywhere else it is left as it is.
   */
  static of(bytes: Buffer, placeholders: readonly string[]): PageBody {
    // Most bodies hold none (an image, a JSON answer): found natively, without reading them as HTML.
    if (!placeholders.some((p) => bytes.includes(p))) return new PageBody([bytes], [], bytes.byteLength);
    // latin1: one character per byte, so that offsets in the string are offsets in the buffer.
    const found = placesOf(bytes.toString('latin1'), placeholders).map(({ at, placeholder }) => ({
      at,
      placeholder,
      length: Buffer.byteLength(placeholder),
    }));
    found.sort((a, b) => a.at - b.at);
    const pieces: Buffer[] = [];
    let from = 0;
    for (const { at, length } of found) {
      pieces.push(bytes.subarray(from, at));
      from = at + length;
    }
    pieces.push(bytes.subarray(from));
    return new PageBody(
      pieces,
      found.map((f) => f.placeholder),
      bytes.byteLength,
    );
  }

  /**
   * The body with each placeholder replaced by what its function in `values` gives: called once per
   * response and only for a placeholder the body holds, so a ticket is signed only for a page with a
   * form, and every occurrence gets the same value. A body with no placeholder is sent as it is.
   */
  fill(values: Readonly<Record<string, () => string>>): Buffer {
    const [only] = this.#pieces;
    if (this.#slots.length === 0 && only) return only;
    const made = new Map<string, Buffer>();
    const valueOf = (slot: string): Buffer => {
      let value = made.get(slot);
      if (!value) {
        const make = values[slot];
        value = Buffer.from(make ? make() : slot);
        made.set(slot, value);
      }
      return value;
    };
    const parts: Buffer[] = [];
    this.#pieces.forEach((piece, i) => {
      parts.push(piece);
      const slot = this.#slots[i];
      if (slot !== undefined) parts.push(valueOf(slot));
    });
    return Buffer.concat(parts);
  }
}
