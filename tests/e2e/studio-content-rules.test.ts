// Issue 41, part 1, in the Data Studio's item form as the sample marketer meets it (headless Chromium,
// 1,440 px, the Studio in French): a list shows its count before a save, and a save the site would
// drop is refused beside the form with the field and the rule in French; nothing is stored.
// Screenshots land in test-results/studio/.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginAsAdmin } from '../../directus/lib/rest';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing';
import { admin, stack } from '../support/admin';
import { launch } from '../support/browser';
import { marketerStudio, studioScreenshot } from '../support/studio';

let browser: Browser;
let hero = 0;
let stats = 0;

const marketer = () => loginAsAdmin(stack().directusUrl, SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword);
const Id = z.object({ id: z.number() });

beforeAll(async () => {
  browser = await launch();
  const rest = await admin();
  hero = Id.parse(await rest.post('/items/block_hero', { variant: 'default', headline: 'Règles du Studio', image_alt: 'Une maison' })).id;
  stats = Id.parse(
    await rest.post('/items/block_stats', {
      heading: 'Six chiffres',
      items: Array.from({ length: 6 }, (_, i) => ({ value: `${i + 1}00+`, label: `Chiffre ${i + 1}` })),
    }),
  ).id;
});

afterAll(async () => {
  await (await marketer()).patch('/users/me', { language: null });
  const rest = await admin();
  await rest.del(`/items/block_hero/${hero}`).catch(() => undefined);
  await rest.del(`/items/block_stats/${stats}`).catch(() => undefined);
  await browser?.close();
});

/** Picks a choice in a select field of the open item, as a marketer does: opens it by its label, clicks the choice. */
async function choose(page: Page, label: string, choice: string): Promise<void> {
  const field = page.locator('.field').filter({ has: page.locator('.field-label .v-text-overflow', { hasText: new RegExp(`^\\s*${label}\\s*$`) }) });
  await field.locator('.v-select .v-input').click();
  await page
    .locator('#menu-outlet .v-menu-content .v-list-item')
    .filter({ hasText: new RegExp(`^\\s*${choice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) })
    .click();
}

describe('the site’s rules in the Studio’s item form, in French', () => {
  it('shows a list’s count before a save, and refuses a hero the site would drop, saying why', { timeout: 120_000 }, async () => {
    await (await marketer()).patch('/users/me', { language: 'fr-FR' });
    const page = await marketerStudio(browser, '/content/pages', { locale: 'fr-CA', viewport: { width: 1440, height: 900 } });

    // The figures say how many there may be, from the schema.
    await page.goto(`${stack().directusUrl}/admin/content/block_stats/${stats}`);
    await page.getByText('De 1 à 6 éléments.').first().waitFor();
    await page
      .locator('.v-progress-circular')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await studioScreenshot(page, 'content-rules-stats-fr');

    await page.goto(`${stack().directusUrl}/admin/content/block_hero/${hero}`);
    await page.getByText('Variante', { exact: true }).first().waitFor();
    await choose(page, 'Variante', 'Texte à côté d’une vidéo (vidéo requise)');
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await page.getByText('Vidéo : la variante vidéo demande une vidéo.').first().waitFor();
    expect(await page.getByText('the video variant needs a video').count()).toBe(0);
    await studioScreenshot(page, 'content-rules-hero-refused-fr');
    const stored = z.object({ variant: z.string() }).parse(await (await admin()).get(`/items/block_hero/${hero}?fields=variant`));
    expect(stored.variant).toBe('default');
    await page.context().close();
  });
});
