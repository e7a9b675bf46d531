// A response body cut at its placeholders (the script nonce, the form ticket) once, when it is
// rendered, so that every response sent from it, a cached page's thousands included, is filled in
// without scanning its bytes again: the pieces and the values are copied into one buffer, and that is all.

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

  /** `bytes` cut at every occurrence of each of `placeholders` (which do not overlap one another). */
  static of(bytes: Buffer, placeholders: readonly string[]): PageBody {
    const found: { at: number; placeholder: string; length: number }[] = [];
    for (const placeholder of placeholders) {
      const needle = Buffer.from(placeholder);
      for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + needle.length)) {
        found.push({ at, placeholder, length: needle.length });
      }
    }
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
