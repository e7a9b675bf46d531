// The Data Studio as the sample marketer uses it, in headless Chromium: signing in, and the Visual
// Editor's frame. Screenshots go to test-results/studio/ for people to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, FrameLocator, Page } from 'playwright';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing.ts';
import { repoRoot } from '../../scripts/lib/config.ts';
import { stack } from './admin.ts';

export const studioShots = join(repoRoot, 'test-results', 'studio');

export async function studioScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(studioShots, { recursive: true });
  await page.screenshot({ path: join(studioShots, `${name}.png`) });
}

/** What a Studio that did not open showed: a screenshot named `shot`, and its address and first words logged; gives back `error` to throw. */
async function notOpened(page: Page, shot: string, what: string, error: unknown): Promise<unknown> {
  await studioScreenshot(page, shot);
  const text = await page
    .locator('body')
    .innerText()
    .catch(() => '');
  console.warn(`[studio] ${what} at ${page.url()}: ${text.slice(0, 300)}`);
  return error;
}

/** Signs the sample marketer in; the Studio opens where they last were (the pages, the first time). */
export async function signInAsMarketer(page: Page): Promise<void> {
  try {
    await page.goto(`${stack().directusUrl}/admin/login`);
    await page.locator('input[type="email"]').fill(SAMPLE_MARKETER_EMAIL);
    await page.locator('input[type="password"]').fill(stack().secrets.marketerPassword);
    await page.locator('button[type="submit"]').click();
    // Wherever the Studio opens them (their last page), past the sign-in form.
    await page.waitForURL((url) => url.pathname.startsWith('/admin/') && !url.pathname.startsWith('/admin/login'), { timeout: 60_000 });
  } catch (e) {
    throw await notOpened(page, 'sign-in-failed', 'sign-in failed', e);
  }
  await reloadIfDenied(page);
}

/**
 * Directus 12.4's app, on a loaded machine, sometimes renders "No App Access" for a user who has it
 * (its first /policies/me/globals answer); a reload asks again. Seen and logged, never hidden twice.
 */
async function reloadIfDenied(page: Page): Promise<void> {
  const denied = page.getByText('No App Access');
  // Whichever the app renders first, the Studio or the refusal (isVisible alone does not wait: its
  // timeout is ignored, and right after the sign-in neither is drawn yet).
  await page
    .locator('#main-content, .content-navigation, iframe')
    .or(denied)
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(() => undefined);
  if (await denied.isVisible()) {
    console.warn('[studio] Directus showed "No App Access" to the marketer; reloading once');
    await studioScreenshot(page, 'no-app-access');
    await page.reload();
    await page.locator('#main-content, .content-navigation, iframe').first().waitFor();
  }
}

/**
 * A browser context signed in as the sample marketer, with a Directus session of its own: the
 * context's own request client posts the sign-in (session mode), and Directus's session cookie lands in
 * the context's cookie jar, as it does after the form. One request (a tenth of a second), where the
 * form boots the Studio twice (10-15 s on this machine); and no two windows share a session, which
 * Directus renews as the Studio starts (the one it renewed then stops working, and a window that
 * started from it met the sign-in form, or worse, a Studio that signed itself out while the test read
 * it). Directus's sign-in form itself is tested by studio.test.ts, which always signs in through it.
 */
async function marketerContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const res = await context.request.post(`${stack().directusUrl}/auth/login`, {
    data: { email: SAMPLE_MARKETER_EMAIL, password: stack().secrets.marketerPassword, mode: 'session' },
  });
  if (!res.ok()) throw new Error(`the sample marketer could not sign in: ${res.status()} ${(await res.text()).slice(0, 200)}`);
  return context;
}

/** The sample marketer's Studio at `path` (a Studio path: /content/pages), in a context of its own, signed in. */
export async function marketerStudio(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await marketerContext(browser, options)).newPage();
  await page.goto(`${stack().directusUrl}/admin${path}`);
  try {
    await page.locator('#main-content, .content-navigation, iframe').first().waitFor({ timeout: 60_000 });
  } catch (e) {
    throw await notOpened(page, 'studio-did-not-open', 'the Studio did not open', e);
  }
  await reloadIfDenied(page);
  return page;
}

/** A page of Directus's own (not the Studio app: /site-privacy, say) as the signed-in marketer, in a context of its own. */
export async function marketerAt(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await marketerContext(browser, options)).newPage();
  await page.goto(url);
  return page;
}

/** Opens a site page in the Visual Editor module, through the site's way in; resolves once the page is connected. */
export async function openInVisualEditor(page: Page, path: string): Promise<FrameLocator> {
  const entry = `${stack().siteUrl}/api/studio/edit?to=${encodeURIComponent(path)}`;
  await page.goto(`${stack().directusUrl}/admin/visual/${encodeURIComponent(entry)}`);
  const frame = page.frameLocator('iframe');
  await frame.locator('html[data-edit-connected]').waitFor({ state: 'attached', timeout: 30_000 });
  return frame;
}

/** Hovers an element in the editor's frame and clicks the edit button the Visual Editor shows on it. */
export async function clickToEdit(frame: FrameLocator, element: ReturnType<FrameLocator['locator']>): Promise<void> {
  await element.hover();
  await frame.locator('.directus-visual-editing-rect-hover:not(.directus-visual-editing-rect-parent-hover) .directus-visual-editing-edit-button').click();
}
