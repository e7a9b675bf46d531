// The Data Studio as the sample marketer uses it, in headless Chromium: signing in, and the Visual
// Editor's frame. Screenshots go to test-results/studio/ for people to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, FrameLocator, Page } from 'playwright';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing.ts';
import { repoRoot } from '../../scripts/lib/config.ts';
import { z } from 'zod';
import { admin, stack } from './admin.ts';

export const studioShots = join(repoRoot, 'test-results', 'studio');

export async function studioScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(studioShots, { recursive: true });
  await page.screenshot({ path: join(studioShots, `${name}.png`) });
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
    await studioScreenshot(page, 'sign-in-failed');
    console.warn(
      `[studio] sign-in failed at ${page.url()}: ${(
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      ).slice(0, 300)}`,
    );
    throw e;
  }
  await reloadIfDenied(page);
}

/**
 * Directus 12.4's app, on a loaded machine, sometimes renders "No App Access" for a user who has it
 * (its first /policies/me/globals answer); a reload asks again. Seen and logged, never hidden twice.
 */
async function reloadIfDenied(page: Page): Promise<void> {
  const denied = page.getByText('No App Access');
  if (await denied.isVisible({ timeout: 2000 }).catch(() => false)) {
    console.warn('[studio] Directus showed "No App Access" to the marketer; reloading once');
    await studioScreenshot(page, 'no-app-access');
    await page.reload();
    await page.locator('#main-content, .content-navigation, iframe').first().waitFor();
  }
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions = new WeakMap<Browser, Session>();

/**
 * The sample marketer's Studio at `path` (a Studio path: /content/pages), in a context of its own.
 * The first one of a browser signs in through the form, as the marketer does; later ones start from
 * that session, as a marketer who stays signed in opens a new window. Each sign-in boots the Studio
 * twice (10-15 s on this machine); the files share one browser (browser.ts: launch), so one sign-in
 * serves the whole run's Studio files, not one a file.
 * Directus's sign-in itself is tested by studio.test.ts, which always signs in.
 */
export async function marketerStudio(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const session = sessions.get(browser);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options, ...(session ? { storageState: session } : {}) });
  const page = await context.newPage();
  if (session) {
    await page.goto(`${stack().directusUrl}/admin${path}`);
    await page.locator('#main-content, .content-navigation, iframe, input[type="password"]').first().waitFor({ timeout: 60_000 });
    // A session the Studio no longer takes (it refreshed it in another window): signed in again.
    if (!new URL(page.url()).pathname.startsWith('/admin/login')) {
      await reloadIfDenied(page);
      // The Studio renews the session as it starts, and Directus then refuses the one it renewed: the
      // next window starts from the renewed one.
      sessions.set(browser, await context.storageState());
      return page;
    }
    console.info('[studio] Directus no longer takes the stored session; signing in again');
  }
  const rest = await admin();
  const [me] = z.array(z.object({ id: z.string() })).parse(await rest.get(`/users?filter[email][_eq]=${encodeURIComponent(SAMPLE_MARKETER_EMAIL)}&fields=id`));
  await rest.patch(`/users/${me?.id ?? ''}`, { last_page: path });
  await signInAsMarketer(page);
  sessions.set(browser, await context.storageState());
  return page;
}

/**
 * A page of Directus's own (not the Studio app: /site-privacy, say) as the signed-in marketer, in a
 * context of its own. From the browser's stored session it goes there at once, without booting the
 * Studio; with no session yet, or one Directus no longer takes, it signs in through the Studio first.
 */
export async function marketerAt(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<Page> {
  const session = sessions.get(browser);
  if (session) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options, storageState: session });
    const page = await context.newPage();
    const res = await page.goto(url);
    if (res?.status() !== 401) return page;
    await context.close();
  }
  const page = await marketerStudio(browser, '/content/pages', options);
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
