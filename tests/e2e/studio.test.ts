// The Data Studio as the sample marketer meets it, in headless Chromium against the real Directus:
// signing in opens the pages with no dialog, the navigation is the three folders, and a marketer whose
// Studio speaks French reads French. Screenshots land in test-results/studio/ for people to look at.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../directus/lib/rest';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing';
import { z } from 'zod';
import { admin, stack } from '../support/admin';
import { launch } from '../support/browser';
import { signInAsMarketer, studioScreenshot } from '../support/studio';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  const marketer = await loginAsAdmin(stack().directusUrl, SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword);
  await marketer.patch('/users/me', { language: null });
  await browser?.close();
});

/** The navigation's entries as the marketer reads them. */
async function navigation(page: Page): Promise<string[]> {
  const nav = page.locator('.content-navigation').first();
  await nav.waitFor();
  return (await nav.innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

describe('the Data Studio, as the sample marketer', () => {
  it('opens on the pages, with no dialog to answer', { timeout: 120_000 }, async () => {
    // A marketer new to the Studio (other tests may have used it first): where setup leaves them.
    const rest = await admin();
    const [me] = z
      .object({ id: z.string() })
      .array()
      .parse(await rest.get(`/users?filter[email][_eq]=${encodeURIComponent(SAMPLE_MARKETER_EMAIL)}&fields=id`));
    await rest.patch(`/users/${me?.id ?? ''}`, { last_page: '/content/pages' });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await signInAsMarketer(page);
    expect(new URL(page.url()).pathname).toBe('/admin/content/pages');
    await page.getByRole('table').or(page.locator('.v-table')).first().waitFor();
    // Directus's licence and "what are you using Directus for" dialogs are the admin's, never the marketer's.
    await page.waitForTimeout(1000);
    await studioScreenshot(page, 'marketer-first-screen-en');
    const dialogs = await page.locator('.v-dialog, [role="dialog"]').filter({ visible: true }).allInnerTexts();
    expect(dialogs.filter((text) => text.trim() !== '')).toEqual([]);
    expect(await page.locator('body').innerText()).not.toMatch(/what are you using directus for|license/i);
    const nav = await navigation(page);
    for (const entry of ['Site', 'Pages', 'Blocks', 'Leads', 'Demo requests']) expect(nav, entry).toContain(entry);
    // The Blocks folder starts closed: its twelve collections are reached from their page.
    expect(nav).not.toContain('Heroes');
    await studioScreenshot(page, 'marketer-first-screen-en');
    await context.close();
  });

  it('speaks French to a marketer whose Studio is in French', { timeout: 120_000 }, async () => {
    const marketer = await loginAsAdmin(stack().directusUrl, SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword);
    await marketer.patch('/users/me', { language: 'fr-FR' });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-CA' });
    const page = await context.newPage();
    await signInAsMarketer(page);
    await studioScreenshot(page, 'marketer-first-screen-fr');
    await page.getByRole('table').or(page.locator('.v-table')).first().waitFor();
    const nav = await navigation(page);
    for (const entry of ['Site', 'Pages', 'Blocs', 'Prospects', 'Demandes de démo']) expect(nav, entry).toContain(entry);
    await studioScreenshot(page, 'marketer-first-screen-fr');
    await context.close();
  });
});
