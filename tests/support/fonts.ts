// The harness font (harness-font.ts) for pages Playwright screenshots: Fontsource's faces with their
// files inlined (the Latin subsets: the site's two languages), added to a page before its picture.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright';
import { harnessFontCss, harnessFontsLoaded } from './harness-font.ts';

const fontsource = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans/package.json'));
const FACES = ['400', '400-italic', '600', '600-italic', '700', '700-italic', '800', '800-italic'];

/** A face's file as a data: URL; the WOFF fallback beside it is left out (Chromium reads WOFF2). */
const inlined = (css: string) =>
  css.replace(/url\(\.\/files\/([\w-]+\.woff2)\) format\('woff2'\), url\([^)]+\) format\('woff'\)/g, (_, file: string) => {
    const data = readFileSync(join(fontsource, 'files', file)).toString('base64');
    return `url(data:font/woff2;base64,${data}) format('woff2')`;
  });

let css: string | undefined;
const harnessCss = () =>
  (css ??= harnessFontCss(
    FACES.flatMap((face) => ['latin', 'latin-ext'].map((subset) => inlined(readFileSync(join(fontsource, `${subset}-${face}.css`), 'utf8')))),
  ));

/** Draws the page in the harness font, and resolves once its faces have loaded. */
export async function drawInHarnessFont(page: Page): Promise<void> {
  await page.addStyleTag({ content: harnessCss() });
  await page.evaluate(harnessFontsLoaded);
}
