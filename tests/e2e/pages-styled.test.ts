// Real pages as visitors get them from the production build and server, at phone and desktop width:
// every class used in <main> has CSS (a block whose stylesheet never reached the page fails here),
// nothing scrolls sideways, and each page still looks as its committed screenshot. Storybook's
// screenshots cover blocks one by one; these cover whole pages. After an intended visual change:
// `UPDATE_SCREENSHOTS=1 npx vitest run --project integration tests/e2e/pages-styled.test.ts`. They
// draw in the font the tests bring (tests/support/harness-font.ts), the same pixels on any machine.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { stack } from '../support/admin';
import { VIEWPORTS, visitors } from '../support/browser';
import { drawInHarnessFont } from '../support/fonts';

const PAGES = [
  ['home', '/'],
  ['home-fr', '/fr'],
  ['hvac', '/hvac'],
  ['homeowners', '/homeowners'],
  ['lander', '/ads/heatPumpShort'],
  ['demo', '/demo'],
  ['demo-fr', '/fr/demo'],
  ['blog', '/blog'],
  ['article', '/blog/heat-pump-rebates-2026'],
  // Prose with the cookie tables, in the longer language.
  ['privacy-fr', '/fr/confidentialite'],
  ['not-found', '/no-such-page'],
  // A route of its own with the sign-in island.
  ['account', '/account'],
  ['account-fr', '/fr/compte'],
] as const;

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '__screenshots__', 'pages');
const UPDATE = process.env['UPDATE_SCREENSHOTS'] === '1';
/** Text that moves by a few pixels (a font's hinting) is allowed; a block losing its CSS is not. */
const MAX_MISMATCH = 0.01;

const visitor = visitors(() => stack().siteUrl);

/** Class names used inside <main> that no stylesheet rule of the page mentions. */
function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) collect(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const styled = new Set(selectors.flatMap((s) => [...s.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])));
    const used = new Set([...document.querySelectorAll('main [class], main')].flatMap((el) => [...el.classList]));
    return [...used].filter((c) => !styled.has(c)).sort();
  });
}

/** Every picture loaded, as a visitor scrolling down would see them; then back to the top. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
    const loaded = (img: HTMLImageElement) =>
      new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      });
    await Promise.all([...document.images].filter((img) => !img.complete).map((img) => loaded(img)));
  });
  await page.mouse.move(0, 0);
}

function compare(name: string, actual: Buffer): { ratio: number; diffPath: string | null } {
  const file = join(SCREENSHOTS, `${name}.png`);
  if (UPDATE || !existsSync(file)) {
    mkdirSync(SCREENSHOTS, { recursive: true });
    writeFileSync(file, actual);
    return { ratio: 0, diffPath: null };
  }
  const stored = readFileSync(file);
  // The same pixels from the same Chromium are the same bytes: nothing to decode or compare.
  if (stored.equals(actual)) return { ratio: 0, diffPath: null };
  const expected = PNG.sync.read(stored);
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) return { ratio: 1, diffPath: writeActual(name, actual) };
  const diff = new PNG({ width: got.width, height: got.height });
  const mismatched = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: 0.2 });
  const ratio = mismatched / (got.width * got.height);
  if (ratio <= MAX_MISMATCH) return { ratio, diffPath: null };
  writeFileSync(join(SCREENSHOTS, `${name}.diff.png`), PNG.sync.write(diff));
  return { ratio, diffPath: writeActual(name, actual) };
}

function writeActual(name: string, actual: Buffer): string {
  const path = join(SCREENSHOTS, `${name}.actual.png`);
  writeFileSync(path, actual);
  return path;
}

describe('pages in the production build', () => {
  for (const [name, path] of PAGES) {
    for (const width of ['mobile', 'desktop'] as const) {
      it(`${path} at ${VIEWPORTS[width].width} px: styled, no sideways scroll, as its screenshot`, { timeout: 150_000 }, async () => {
        const page = await visitor.open(path, { viewport: VIEWPORTS[width], reducedMotion: 'reduce', locale: path.startsWith('/fr') ? 'fr-CA' : 'en-CA' });
        expect(await unstyledClasses(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        // In the font the tests bring, not the machine's (tests/support/harness-font.ts).
        await drawInHarnessFont(page);
        await settle(page);
        // A tall page on a loaded machine (the full run: Storybook and Directus beside it) once took over
        // Playwright's 30 s to paint (/blog at 390 px, 2026-11-27); the picture is what is checked, not its speed.
        const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', timeout: 90_000 });
        const { ratio, diffPath } = compare(`${name}@${VIEWPORTS[width].width}`, shot);
        if (process.env['SCREENSHOT_STATS'])
          console.log(`[screenshot] ${name}@${VIEWPORTS[width].width}: ${ratio === 0 ? 'same' : (ratio * 100).toFixed(3) + ' %'}`);
        expect(diffPath, `${(ratio * 100).toFixed(2)} % of pixels differ from the committed screenshot`).toBeNull();
      });
    }
  }
});
