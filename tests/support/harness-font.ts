// Screenshots draw with a font the project brings (@fontsource/noto-sans), not with the machine's: the
// site's stack (system-ui, …, sans-serif: src/styles/global.css) resolves to whatever fontconfig has,
// and one more font family installed moved the baselines by 1 %. In the test harness only (Storybook
// under Vitest: .storybook/vitest.setup.ts; pages in Chromium: tests/support/fonts.ts), every element
// draws in Noto Sans under a family name of its own, whatever family the product's CSS or an inline
// style names; the product's CSS is unchanged. Glyphs Noto Sans lacks (the arrows ← →, ✓ ✗) still
// come from the machine's fallback: a few pixels, within the comparisons' tolerance.

/** A name no machine has installed, so no local font can stand in for the bundled files. */
export const HARNESS_FAMILY = 'Harness Noto Sans';

/** The family the Fontsource stylesheets declare. */
const FONTSOURCE_FAMILY = /font-family: 'Noto Sans';/g;

/** Every element, and what it generates, in the harness family: monospace and inline styles too. */
const OVERRIDE = `*, *::before, *::after, ::marker { font-family: '${HARNESS_FAMILY}' !important; }`;

/** The harness stylesheet: Fontsource's faces renamed to the harness family, then the override. */
export function harnessFontCss(fontsourceCss: readonly string[]): string {
  return [...fontsourceCss.map((css) => css.replace(FONTSOURCE_FAMILY, `font-family: '${HARNESS_FAMILY}';`)), OVERRIDE].join('\n');
}

/** Puts the stylesheet in an HTML document's source, after its <head> (or its doctype), so its first layout uses it. */
export function withHarnessFont(html: string, css: string): string {
  const style = `<style data-harness-font>${css}</style>`;
  const head = /<head\b[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + style + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? doctype[0] + style + html.slice(doctype[0].length) : style + html;
}

/**
 * Runs in the page (self-contained, for Playwright's evaluate too): resolves once the fonts the page's
 * text uses have loaded, in the document and in its same-origin frames (a layout asks for the faces its
 * text needs; fonts.ready waits for them).
 */
export async function harnessFontsLoaded(): Promise<void> {
  const docs = [document, ...[...document.querySelectorAll('iframe')].flatMap((f) => (f.contentDocument ? [f.contentDocument] : []))];
  await Promise.all(
    docs.map(async (d) => {
      // Read a size: layout now, so the fonts its text needs are requested before fonts.ready is read.
      void d.documentElement.getBoundingClientRect();
      await d.fonts.ready;
    }),
  );
}
