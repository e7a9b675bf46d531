// Islands wait for the visitor (decision 0017), in headless Chromium against the production build:
// the booking form's code is fetched ahead but runs only when the visitor reaches for the form; a
// visitor on a slow phone (CPU slowed 4x) who types the moment the name field appears keeps every
// character; a press on the game before it has hydrated is not lost. English and French. How long
// those keystrokes take is a figure, not an assertion: `BENCH_ONLY=pages npm run bench` prints the
// slowest keystroke on /demo and /fr/demo (scripts/lib/bench-pages.ts, typingOnSlowPhone).
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../kit/i18n/messages';
import { stack } from '../support/admin';
import { launch, reachFor, visitors, VIEWPORTS } from '../support/browser';

const visitor = visitors(() => stack().siteUrl);
/** For pages that must be set up before they load (a slowed CPU). */
let browser: Browser;
beforeAll(async () => void (browser = await launch()));
afterAll(() => browser.close());

const CASES = [
  { locale: 'en', path: '/demo', name: 'Jeanne Tremblay-Côté' },
  { locale: 'fr', path: '/fr/demo', name: 'Élodie Gagnon-Bérubé' },
] as const;

describe.each(CASES)('the booking form waits for the visitor ($locale)', ({ locale, path, name }) => {
  const required = messages[locale]['form.name.required'];

  it('is fetched ahead, runs when reached for, and then validates in the visitor’s language', async () => {
    const page = await visitor.open(path, { viewport: VIEWPORTS.mobile });
    await page.waitForLoadState('networkidle');
    const island = page.locator('[data-island="demo_booking"]');
    // In view from the start, yet nothing of it ran: not started, not hydrated.
    expect(await island.getAttribute('data-island-started')).toBeNull();
    expect(await island.getAttribute('data-island-hydrated')).toBeNull();
    // Its code was fetched while the browser was idle (module preloads), every file it names.
    const code = ((await island.getAttribute('data-island-code')) ?? '').split(' ').filter(Boolean);
    // React and react-dom among them (one file with react-intl: vite.config.ts).
    expect(code.some((file) => /\/assets\/island-runtime-[\w-]+\.js$/.test(file))).toBe(true);
    await page.waitForFunction((files) => files.every((file) => document.head.querySelector(`link[rel="modulepreload"][href="${file}"]`)), code);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(code.filter((file) => !fetched.includes(file))).toEqual([]);

    // The visitor reaches for the form: it hydrates, and leaving the name empty says so.
    await reachFor(island);
    await island.and(page.locator('[data-island-hydrated]')).waitFor();
    await island.locator('input[name="name"]').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => island.getByRole('alert').allTextContents(), { timeout: 10_000 }).toContain(required);
  });

  it('keeps every character typed the moment the field appears on a slow phone', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${stack().siteUrl}${path}`, { waitUntil: 'commit' });
    const field = page.locator('[data-island="demo_booking"] input[name="name"]');
    await field.tap();
    // A quick typist on a phone: ten characters a second.
    await page.keyboard.type(name, { delay: 100 });
    await page.locator('[data-island-hydrated]').waitFor({ timeout: 20_000 });
    // Every character is there, in order, once the form has taken its fields over.
    await expect.poll(() => field.inputValue()).toBe(name);
  });
});

describe('a press before hydration', () => {
  it('is pressed again through the game once it has hydrated', async () => {
    const page = await visitor.open('/upgrade-game', { viewport: VIEWPORTS.desktop });
    // Held back until the press is made: the hydrating code arrives late, as on a slow network (held
    // by the test, not for a fixed time a loaded machine could outlast).
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/hydrate-*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    await page.reload();
    // The press comes once the island loader listens (main.ts marks the page ready then); one before
    // the site's script has run at all is the browser's alone.
    await page.waitForFunction(() => document.documentElement.dataset['chrome'] === 'ready');
    const game = page.locator('[data-island="upgrade_game"]');
    await game.scrollIntoViewIfNeeded();
    const before = await game.innerText();
    await game.getByRole('button').first().click();
    expect(await game.getAttribute('data-island-hydrated')).toBeNull();
    release();
    await game.and(page.locator('[data-island-hydrated]')).waitFor({ timeout: 15_000 });
    await expect.poll(() => game.innerText(), { timeout: 5_000 }).not.toBe(before);
  });
});
