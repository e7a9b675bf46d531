// The translation state in the Data Studio as the sample marketer meets it (issue 41), in headless
// Chromium at 1,440 px against the real Directus, in English and in French: a column of the Pages
// list, the Translations bookmark with the outdated French page on top, and the page's form showing
// it read-only in its Translation section. Screenshots land in test-results/studio/.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginAsAdmin } from '../../directus/lib/rest';
import { MARKETING_ROLE_ID } from '../../directus/studio/ids';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing';
import { STUDIO_STRINGS } from '../../directus/studio/presets';
import { admin, eventually, stack } from '../support/admin';
import { launch } from '../support/browser';
import { marketerStudio, openInVisualEditor, studioScreenshot } from '../support/studio';

let browser: Browser;
const tag = Date.now().toString(36);
const key = `test-studio-twins-${tag}`;
let en = 0;
let fr = 0;
let bookmark = 0;

const marketer = () => loginAsAdmin(stack().directusUrl, SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword);
const stateOf = async (id: number) =>
  z.object({ translation_state: z.string().nullable() }).parse(await (await admin()).get(`/items/pages/${id}?fields=translation_state`)).translation_state;
/** Whether Directus has stamped the page (until then it holds the fields' defaults, in_step among them). */
const stamped = async (id: number) =>
  z.object({ content_changed_at: z.string().nullable() }).parse(await (await admin()).get(`/items/pages/${id}?fields=content_changed_at`))
    .content_changed_at !== null;

beforeAll(async () => {
  browser = await launch();
  const rest = await admin();
  const make = async (locale: 'en' | 'fr', title: string) =>
    z.object({ id: z.number() }).parse(
      await rest.post('/items/pages', {
        status: 'draft',
        locale,
        slug: `/${key}`,
        translation_key: key,
        title,
        layout: 'default',
        blocks: [{ collection: 'block_rich_text', item: { html: `<p>${title}</p>` } }],
      }),
    ).id;
  en = await make('en', 'Twins: heat pump rebates');
  fr = await make('fr', 'Jumelles : subventions pour thermopompes');
  await eventually(15_000, async () => (await stamped(fr)) && (await stamped(en)));
  await eventually(5000, async () => (await stateOf(fr)) === 'in_step' && (await stateOf(en)) === 'in_step');
  await new Promise((r) => setTimeout(r, 300));
  // The English page changes, its title and its block: its French twin is now outdated.
  await (await marketer()).patch(`/items/pages/${en}`, { title: 'Twins: heat pump rebates for 2026' });
  const [block] = z.array(z.object({ item: z.string() })).parse(await rest.get(`/items/pages_blocks?filter[pages_id][_eq]=${en}&fields=item`));
  await (await marketer()).patch(`/items/block_rich_text/${block?.item ?? ''}`, { html: '<p>Twins: heat pump rebates, now for 2026</p>' });
  await eventually(5000, async () => (await stateOf(fr)) === 'outdated');
  const [preset] = z
    .array(z.object({ id: z.number() }))
    .parse(
      await rest.get(
        `/presets?filter[role][_eq]=${MARKETING_ROLE_ID}&filter[collection][_eq]=pages&filter[bookmark][_eq]=$t:${STUDIO_STRINGS.translations.key}&fields=id`,
      ),
    );
  bookmark = preset?.id ?? 0;
});

afterAll(async () => {
  await (await marketer()).patch('/users/me', { language: null });
  const rest = await admin();
  for (const id of [fr, en]) if (id) await rest.del(`/items/pages/${id}`).catch(() => undefined);
  await browser?.close();
});

async function studio(language: 'en-US' | 'fr-FR', path: string): Promise<Page> {
  await (await marketer()).patch('/users/me', { language });
  const page = await marketerStudio(browser, path, { locale: language === 'fr-FR' ? 'fr-CA' : 'en-US' });
  if (!page.url().includes(path)) await page.goto(`${stack().directusUrl}/admin${path}`);
  return page;
}

/** The list's column headers and the text of the row whose cells include `title`. */
async function listed(page: Page, title: string): Promise<{ headers: string[]; row: string }> {
  const table = page.locator('.v-table').first();
  await table.waitFor();
  const row = table.locator('tbody tr, .table-row').filter({ hasText: title }).first();
  await row.waitFor({ timeout: 20_000 });
  const headers = (await table.locator('thead th, .table-header th').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
  return { headers, row: (await row.innerText()).replace(/\s+/g, ' ') };
}

describe('the translation state in the Data Studio, as the sample marketer (1,440 px)', () => {
  it('marks, in the Visual Editor, the French block whose English counterpart changed since the page was in step', { timeout: 120_000 }, async () => {
    const page = await studio('en-US', '/content/pages');
    const frame = await openInVisualEditor(page, `/fr/${key}`);
    const marked = frame.locator('[data-edit-twin-changed]');
    await marked.first().waitFor({ timeout: 20_000 });
    expect(await marked.count()).toBe(1);
    // The French page speaks French, whatever the Studio's language.
    expect(await marked.innerText()).toContain('Modifié en anglais depuis que cette page était à jour');
    expect(await frame.locator('[data-edit-twin-outdated]').innerText()).toMatch(/La page anglaise a changé/);
    await studioScreenshot(page, 'translations-visual-editor-fr');
    // The English page, in step, has nothing marked.
    const english = await openInVisualEditor(page, `/${key}`);
    expect(await english.locator('[data-edit-twin-changed], [data-edit-twin-outdated]').count()).toBe(0);
    await page.context().close();
  });

  it('is a column of the Pages list and of the Translations bookmark, the outdated French page on top (English)', { timeout: 120_000 }, async () => {
    const page = await studio('en-US', '/content/pages');
    const pages = await listed(page, 'Twins: heat pump rebates for 2026');
    expect(pages.headers).toContain('Translation');
    // In sight at 1,440 px, the Studio's side panel open: nothing covers the column's header.
    const header = page
      .locator('.v-table thead th')
      .filter({ hasText: /^\s*Translation\s*$/ })
      .first();
    // Polled: the Studio's list settles (its side panel, a toast) a moment after it shows.
    const seen = () =>
      header.evaluate((th) => {
        const box = th.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.right <= window.innerWidth && hit !== null && th.contains(hit);
      });
    await expect.poll(seen, { timeout: 10_000 }).toBe(true);
    await studioScreenshot(page, 'translations-pages-list-en');

    await page.goto(`${stack().directusUrl}/admin/content/pages?bookmark=${bookmark}`);
    const view = await listed(page, 'Jumelles : subventions pour thermopompes');
    expect(view.row).toMatch(/Outdated/);
    expect(view.headers.slice(0, 2)).toEqual(['Translation', 'Title']);
    await expect.poll(async () => page.locator('.navigation-bookmark, .content-navigation').first().innerText()).toMatch(/Translations/);
    await studioScreenshot(page, 'translations-bookmark-en');
    await page.context().close();
  });

  it('shows it read-only on the page’s form, with the box that marks it checked (French)', { timeout: 120_000 }, async () => {
    const page = await studio('fr-FR', `/content/pages/${fr}`);
    await page.goto(`${stack().directusUrl}/admin/content/pages/${fr}`);
    const field = page.locator('.field').filter({ has: page.locator('.field-label', { hasText: /^\s*Traduction\s*$/ }) });
    await field.first().waitFor({ timeout: 30_000 });
    await studioScreenshot(page, 'translations-page-form-fr');
    // A read-only select shows its choice's text in its input.
    const shown = async () => {
      const inputs = await field
        .first()
        .locator('input')
        .evaluateAll((els) => els.map((el) => (el instanceof HTMLInputElement ? el.value : '')));
      return `${await field.first().innerText()} ${inputs.join(' ')}`.replace(/\s+/g, ' ');
    };
    await expect.poll(shown).toMatch(/Périmée/);
    await expect.poll(async () => page.locator('body').innerText()).toMatch(/Vérifiée par rapport à l’autre langue/);

    await page.goto(`${stack().directusUrl}/admin/content/pages?bookmark=${bookmark}`);
    const view = await listed(page, 'Jumelles : subventions pour thermopompes');
    expect(view.row).toMatch(/Périmée/);
    expect(view.headers[0]).toBe('Traduction');
    await studioScreenshot(page, 'translations-bookmark-fr');
    await page.context().close();
  });
});
