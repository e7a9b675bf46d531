// A/B tests in the Data Studio as the sample marketer meets them, in headless Chromium against the real
// Directus, in English and in French: "Duplicate as a version" on an open page makes the test, the test
// lists its versions and opens its results. Screenshots land in test-results/studio/.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginAsAdmin } from '../../directus/lib/rest';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing';
import { admin, createPage, stack } from '../support/admin';
import { launch } from '../support/browser';
import { marketerStudio, studioScreenshot } from '../support/studio';

let browser: Browser;
const tag = Date.now().toString(36);
const slug = `/test-studio-ab-${tag}`;
let control = 0;

const marketer = () => loginAsAdmin(stack().directusUrl, SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword);

beforeAll(async () => {
  browser = await launch();
  const rest = await admin();
  const blocks = (text: string) => [{ collection: 'block_rich_text', item: { html: `<p>${text}</p>` } }];
  control = await createPage(rest, { locale: 'en', slug, title: 'Heat pumps lander', translation_key: `test-studio-ab-${tag}`, blocks: blocks('Heat pumps') });
  await createPage(rest, { locale: 'fr', slug, title: 'Thermopompes', translation_key: `test-studio-ab-${tag}`, blocks: blocks('Thermopompes') });
});
afterAll(async () => {
  await (await marketer()).patch('/users/me', { language: null });
  await browser?.close();
});

async function studio(language: 'en-US' | 'fr-FR'): Promise<Page> {
  await (await marketer()).patch('/users/me', { language });
  // On the pages (another test may have left the marketer on the dashboard).
  return marketerStudio(browser, '/content/pages', { locale: language === 'fr-FR' ? 'fr-CA' : 'en-US' });
}

const fieldOf = (page: Page, label: string) =>
  page.locator('.field').filter({ has: page.locator('.field-label .v-text-overflow', { hasText: new RegExp(`^\\s*${label}\\s*$`) }) });

/** Picks a choice in a select field of the open item, as a marketer does: opens it by its label, clicks the choice. */
async function choose(page: Page, label: string, choice: string): Promise<void> {
  await fieldOf(page, label).locator('.v-select .v-input').click();
  await page
    .locator('#menu-outlet .v-menu-content .v-list-item')
    .filter({ hasText: new RegExp(`^\\s*${choice}\\s*$`) })
    .click();
}

/** What a select field of the open item shows now. */
const fieldValue = async (page: Page, label: string): Promise<string> => (await fieldOf(page, label).locator('.v-select input').first().inputValue()).trim();

/** Waits for `landed`; if it fails, says what the Studio showed then (a refusal's words in its dialogs), with a screenshot named `shot`. */
async function explained(page: Page, shot: string, landed: Promise<void>): Promise<void> {
  try {
    await landed;
  } catch (error) {
    await studioScreenshot(page, shot);
    const said = (await page.locator('.v-dialog, .v-notification').allInnerTexts()).join(' | ') || 'nothing';
    throw new Error(`${error instanceof Error ? error.message : String(error)}; the Studio showed: ${said} (see ${shot}.png)`);
  }
}

const Stored = z.object({ status: z.string(), winner: z.string().nullable(), started_at: z.string().nullable(), stopped_at: z.string().nullable() });
const stored = async (id: number) => Stored.parse(await (await admin()).get(`/items/experiments/${id}?fields=status,winner,started_at,stopped_at`));

const experimentOf = async () =>
  z.array(z.object({ id: z.number(), name: z.string() })).parse(await (await admin()).get(`/items/experiments?filter[page][_eq]=${control}&fields=id,name`))[0];

describe('A/B tests in the Data Studio, as the sample marketer', () => {
  it('makes version B from the open page, lists it on the test, and opens its results (English)', { timeout: 120_000 }, async () => {
    const page = await studio('en-US');
    await page.goto(`${stack().directusUrl}/admin/content/pages/${control}`);
    // The page's Flows panel, on the right.
    await page.locator('#sidebar').getByText('Flows', { exact: true }).click();
    const run = page.getByRole('button', { name: /Duplicate as a version/ });
    await run.waitFor().catch(async (error: unknown) => {
      await studioScreenshot(page, 'ab-page-no-flow');
      throw error;
    });
    await studioScreenshot(page, 'ab-page-flows-en');
    await run.click();
    // Directus asks first, with the flow's question in the marketer's language.
    await page
      .getByText('Copy this page, in English and French, with its blocks, as a new version of its A/B test?')
      .waitFor()
      .catch(async (error: unknown) => {
        await studioScreenshot(page, 'ab-no-dialog');
        throw error;
      });
    await studioScreenshot(page, 'ab-confirm-en');
    await page.getByRole('button', { name: 'Run Flow on Current Item' }).click();
    await expect.poll(async () => (await experimentOf())?.name, { timeout: 20_000 }).toBe('A/B test: Heat pumps lander');

    const experiment = (await experimentOf())!;
    await page.goto(`${stack().directusUrl}/admin/content/experiments/${experiment.id}`);
    await page.getByText('Versions and split').first().waitFor();
    // The copies, one per language, are listed as the test's version B.
    await expect.poll(async () => page.locator('.v-list-item, .render-template').filter({ hasText: 'B · Heat pumps lander · en' }).count()).toBeGreaterThan(0);
    await studioScreenshot(page, 'ab-experiment-en');
    // The link leaves the Studio for the results page, on Directus's own address.
    const href = await page.getByRole('link', { name: /See the results/ }).evaluate((a) => (a instanceof HTMLAnchorElement ? a.href : ''));
    expect(href).toBe(`${stack().directusUrl}/site-experiments/results/${experiment.id}`);
    await page.goto(href);
    await page.getByRole('heading', { name: 'Results of A/B test: Heat pumps lander' }).waitFor();
    expect(await page.getByText('Not enough data yet').isVisible()).toBe(true);
    await studioScreenshot(page, 'ab-results-en');

    // Back on the test, the marketer starts it: Running, then Save.
    await page.goto(`${stack().directusUrl}/admin/content/experiments/${experiment.id}`);
    await page.getByText('Versions and split').first().waitFor();
    await choose(page, 'Status', 'Running');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect.poll(async () => (await stored(experiment.id)).status, { timeout: 20_000 }).toBe('running');
    expect((await stored(experiment.id)).started_at).not.toBeNull();
    await studioScreenshot(page, 'ab-running-en');

    await page.context().close();
  });

  it('speaks French on the test and its results (French)', { timeout: 120_000 }, async () => {
    const experiment = (await experimentOf())!;
    const page = await studio('fr-FR');
    await page.goto(`${stack().directusUrl}/admin/content/experiments/${experiment.id}`);
    await page.getByText('Versions et répartition').first().waitFor();
    // Each label, once the item's form has drawn it (waited for, not a fixed pause).
    for (const label of ['Statut', 'Gagnante', 'Versions'])
      await expect.poll(() => page.getByText(label, { exact: true }).first().isVisible(), { message: label }).toBe(true);
    await studioScreenshot(page, 'ab-experiment-fr');
    const href = await page.getByRole('link', { name: /Voir les résultats/ }).evaluate((a) => (a instanceof HTMLAnchorElement ? a.href : ''));
    await page.goto(href);
    await page.getByRole('heading', { name: 'Résultats : A/B test: Heat pumps lander' }).waitFor();
    await studioScreenshot(page, 'ab-results-fr');

    // Stopping it with a winner, in French: Arrêtée, gagnante B, then Enregistrer.
    await page.goto(`${stack().directusUrl}/admin/content/experiments/${experiment.id}`);
    await page.getByText('Versions et répartition').first().waitFor();
    await choose(page, 'Statut', 'Arrêtée');
    // A winner the test has no version for is refused, in the marketer's language, and nothing is saved.
    await choose(page, 'Gagnante', 'C');
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await page.getByText('La gagnante, C, ne fait pas partie des versions de ce test.').first().waitFor();
    expect(await page.getByText('The winner, C').count()).toBe(0);
    await studioScreenshot(page, 'ab-winner-refused-fr');
    expect((await stored(experiment.id)).status).toBe('running');
    await page.getByRole('button', { name: 'Ignorer' }).click();
    // The refusal closed (its overlay would take the next click), the winner is B, then the save.
    await page.getByRole('button', { name: 'Ignorer' }).waitFor({ state: 'detached' });
    await choose(page, 'Gagnante', 'B');
    await expect.poll(() => fieldValue(page, 'Gagnante')).toBe('B');
    await studioScreenshot(page, 'ab-stopping-fr');
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await explained(page, 'ab-stop-unsaved-fr', expect.poll(async () => (await stored(experiment.id)).status, { timeout: 30_000 }).toBe('stopped'));
    const stopped = await stored(experiment.id);
    expect(stopped.winner).toBe('B');
    expect(stopped.stopped_at).not.toBeNull();
    await studioScreenshot(page, 'ab-stopped-fr');

    // Sales export their qualified leads for Google Ads from any demo request.
    const rest = await admin();
    const lead = z.object({ id: z.number() }).parse(
      await rest.post('/items/demo_requests', {
        name: 'Lea Export',
        company: 'Export',
        email: `studio-export-${tag}@example.ca`,
        role: 'other',
        industry: 'Utilities',
        locale: 'fr',
        consent: true,
        gclid: `studio-${tag}`,
      }),
    ).id;
    await rest.patch(`/items/demo_requests/${lead}`, { status: 'qualified' });
    await page.goto(`${stack().directusUrl}/admin/content/demo_requests/${lead}`);
    const exportHref = await page.getByRole('link', { name: /Exporter pour Google Ads/ }).evaluate((a) => (a instanceof HTMLAnchorElement ? a.href : ''));
    expect(exportHref).toBe(`${stack().directusUrl}/site-report/google-ads`);
    await page.goto(exportHref);
    await page.getByRole('heading', { name: 'Exporter les conversions pour Google Ads' }).waitFor();
    await studioScreenshot(page, 'google-ads-export-fr');
    await page.context().close();
  });
});
