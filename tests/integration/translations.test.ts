// Every page knows its twin, and French comes first (issue 41), against the real Directus: the sample
// marketer changes an English block through the API with their own token and the French page says it
// is outdated within seconds; checking it (or editing it) puts both back in step; publishing a page
// with no twin is refused (in French for a French Studio) unless it is one-language with a note; an
// English page published over an outdated French one needs a tick, which the page's history keeps.
// Everything made here is deleted afterwards (the tests share one Directus).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DirectusError, loginAsAdmin, type Rest } from '../../directus/lib/rest';
import { SITE_NAME } from '../../directus/studio/branding';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing';
import { MARKETING_ROLE_ID } from '../../directus/studio/ids';
import { STUDIO_STRINGS } from '../../directus/studio/presets';
import { admin, eventually, stack } from '../support/admin';

const tag = Date.now().toString(36);
const STATES = ['in_step', 'outdated', 'missing'];

let rest: Rest;
let marketer: Rest;
const pages: number[] = [];

const Twin = z.object({
  id: z.number(),
  locale: z.string(),
  translation_key: z.string().nullable(),
  variant: z.string().nullable(),
  translation_state: z.string().nullable(),
  translation_reviewed_at: z.string().nullable(),
  content_changed_at: z.string().nullable(),
  mark_reviewed: z.boolean().nullable(),
  confirm_outdated_twin: z.boolean().nullable(),
});
const FIELDS = 'id,locale,translation_key,variant,translation_state,translation_reviewed_at,content_changed_at,mark_reviewed,confirm_outdated_twin';
const read = async (id: number) => Twin.parse(await rest.get(`/items/pages/${id}?fields=${FIELDS}`));
const stateOf = async (id: number) => (await read(id)).translation_state;

/** Waits (a few seconds at most) until the pages are in these states. */
async function expectStates(wanted: Record<number, string>): Promise<void> {
  try {
    await eventually(5000, async () => {
      for (const [id, state] of Object.entries(wanted)) if ((await stateOf(Number(id))) !== state) return false;
      return true;
    });
  } catch (e) {
    const seen: Record<string, string | null> = {};
    for (const id of Object.keys(wanted)) seen[id] = await stateOf(Number(id));
    throw new Error(`wanted ${JSON.stringify(wanted)}, saw ${JSON.stringify(seen)}`, { cause: e });
  }
}

/** The refusal Directus sends back for a save (its message), or null when the save went through. */
async function refusal(save: Promise<unknown>): Promise<string | null> {
  try {
    const created = await save;
    const id = z.object({ id: z.number() }).safeParse(created);
    if (id.success) pages.push(id.data.id);
    return null;
  } catch (e) {
    if (!(e instanceof DirectusError)) throw e;
    expect(e.status).toBe(400);
    const body = z.object({ errors: z.array(z.object({ message: z.string() })) }).parse(e.body);
    return body.errors.map((x) => x.message).join(' ');
  }
}

/** A page with one hero block, made by the admin; returns the page's and the block's ids. */
async function pageWithHero(locale: 'en' | 'fr', key: string, headline: string): Promise<{ id: number; hero: number }> {
  const created = z.object({ id: z.number() }).parse(
    await rest.post('/items/pages', {
      status: 'draft',
      locale,
      slug: `/test-twins-${key}`,
      translation_key: key,
      title: headline,
      layout: 'default',
      blocks: [{ collection: 'block_hero', item: { headline, variant: 'default' } }],
    }),
  );
  pages.push(created.id);
  // Settled: Directus has stamped it (until then it holds the field's default).
  await eventually(5000, async () => (await read(created.id)).content_changed_at !== null);
  const [junction] = z
    .array(z.object({ item: z.coerce.number() }))
    .parse(await rest.get(`/items/pages_blocks?filter[pages_id][_eq]=${created.id}&fields=item`));
  if (!junction) throw new Error('the page has no block');
  return { id: created.id, hero: junction.item };
}

beforeAll(async () => {
  rest = await admin();
  marketer = await loginAsAdmin(stack().directusUrl, SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword);
});

afterAll(async () => {
  for (const id of pages.reverse()) await rest.del(`/items/pages/${id}`).catch(() => undefined);
  await marketer.patch('/users/me', { language: null }).catch(() => undefined);
});

describe('every page knows its twin', () => {
  it('carries translation_state, readable through the API: missing alone, in step or outdated with a twin', async () => {
    const all = z.array(Twin).parse(await rest.get(`/items/pages?fields=${FIELDS}&limit=-1`));
    expect(all.length).toBeGreaterThan(10);
    for (const page of all) {
      const twin = all.find(
        (p) => p.id !== page.id && p.translation_key === page.translation_key && (p.variant ?? '') === (page.variant ?? '') && p.locale !== page.locale,
      );
      expect(STATES, `page ${page.id}`).toContain(page.translation_state);
      if (twin) expect(['in_step', 'outdated'], `page ${page.id}`).toContain(page.translation_state);
      else expect(page.translation_state, `page ${page.id}`).toBe('missing');
    }
    // The seeded pages start in step: made together, each one's stamps are its twin's, and in step,
    // as long as neither side has been changed since (other tests may have changed some).
    const untouched = all.filter((p) => {
      const twin = all.find((t) => t.id !== p.id && t.translation_key === p.translation_key && t.variant === p.variant && t.locale !== p.locale);
      return twin && [p.content_changed_at, p.translation_reviewed_at, twin.translation_reviewed_at].every((at) => at === twin.content_changed_at);
    });
    expect(untouched.length).toBeGreaterThan(0);
    for (const page of untouched) expect(page.translation_state, `page ${page.id}`).toBe('in_step');
    const home = all.filter((p) => p.translation_key === 'home' && p.variant === null);
    expect(home.map((p) => p.locale).sort()).toEqual(['en', 'fr']);
    // The marketer reads it too (it is a column of their Pages list).
    const mine = z.array(z.object({ translation_state: z.string() })).parse(await marketer.get('/items/pages?fields=translation_state&limit=5'));
    expect(mine.every((p) => STATES.includes(p.translation_state))).toBe(true);
  });

  it('makes the French page outdated when the marketer changes an English block, and both in step once it is checked', async () => {
    const key = `twins-${tag}`;
    const en = await pageWithHero('en', key, 'Heat pumps, explained');
    const fr = await pageWithHero('fr', key, 'Les thermopompes, expliquées');
    await expectStates({ [en.id]: 'in_step', [fr.id]: 'in_step' });

    // The marketer edits the English hero alone (as the Visual Editor does: the block, not the page).
    await marketer.patch(`/items/block_hero/${en.hero}`, { headline: 'Heat pumps, explained again' });
    await expectStates({ [en.id]: 'in_step', [fr.id]: 'outdated' });
    // What the Studio keeps is not the marketer's to set.
    await marketer.patch(`/items/pages/${fr.id}`, { translation_state: 'in_step' });
    await new Promise((r) => setTimeout(r, 500));
    expect(await stateOf(fr.id)).toBe('outdated');

    // They check the French page against it and tick "Checked against the other language".
    await marketer.patch(`/items/pages/${fr.id}`, { mark_reviewed: true });
    await expectStates({ [en.id]: 'in_step', [fr.id]: 'in_step' });
    const checked = await read(fr.id);
    expect(checked.mark_reviewed).toBe(false);
    expect(checked.translation_reviewed_at).not.toBeNull();

    // A change of the English page's own fields counts too; editing the French one puts both in step,
    // without making the English one outdated in turn.
    await marketer.patch(`/items/pages/${en.id}`, { title: 'Heat pumps, explained (2026)' });
    await expectStates({ [en.id]: 'in_step', [fr.id]: 'outdated' });
    await marketer.patch(`/items/block_hero/${fr.hero}`, { headline: 'Les thermopompes, expliquées de nouveau' });
    await expectStates({ [en.id]: 'in_step', [fr.id]: 'in_step' });

    // A French change after that is news for the English page.
    await marketer.patch(`/items/pages/${fr.id}`, { title: 'Les thermopompes (2026)' });
    await expectStates({ [en.id]: 'outdated', [fr.id]: 'in_step' });
    await marketer.patch(`/items/pages/${en.id}`, { mark_reviewed: true });
    await expectStates({ [en.id]: 'in_step', [fr.id]: 'in_step' });

    // Its twin gone, a page is missing one.
    await rest.del(`/items/pages/${fr.id}`);
    await expectStates({ [en.id]: 'missing' });
  });
});

describe('French first: publishing', () => {
  it('refuses an English page with no French twin, in the marketer’s Studio language, unless it is one-language with a note', async () => {
    const page = (slug: string, more: Record<string, unknown> = {}) => ({
      status: 'published',
      locale: 'en',
      slug: `/test-alone-${slug}-${tag}`,
      translation_key: `alone-${slug}-${tag}`,
      title: 'An English-only lander',
      layout: 'default',
      blocks: [{ collection: 'block_hero', item: { headline: 'English only', variant: 'default' } }],
      ...more,
    });
    const count = async () =>
      z.array(z.unknown()).parse(await rest.get(`/items/pages?filter[translation_key][_starts_with]=alone-&filter[slug][_contains]=${tag}&fields=id`)).length;

    expect(await refusal(marketer.post('/items/pages', page('a')))).toMatch(/no French version.*“One language only”/);
    expect(await refusal(marketer.post('/items/pages', page('b', { one_language: true })))).toMatch(/no French version/);
    expect(await count()).toBe(0);

    await marketer.patch('/users/me', { language: 'fr-CA' });
    expect(await refusal(marketer.post('/items/pages', page('c')))).toMatch(/n’a pas de version française.*« Une seule langue »/);
    await marketer.patch('/users/me', { language: null });

    // A draft is fine; publishing it later is held to the same rule.
    const draft = z.object({ id: z.number() }).parse(await marketer.post('/items/pages', page('d', { status: 'draft' })));
    pages.push(draft.id);
    expect(await refusal(marketer.patch(`/items/pages/${draft.id}`, { status: 'published' }))).toMatch(/no French version/);
    expect(
      await refusal(marketer.patch(`/items/pages/${draft.id}`, { status: 'published', one_language: true, one_language_note: 'English-only campaign' })),
    ).toBeNull();
    expect(await refusal(marketer.post('/items/pages', page('e', { one_language: true, one_language_note: 'Google Ads, English only' })))).toBeNull();
    expect(await count()).toBe(2);
  });

  it('asks for a tick to publish an English page over an outdated French one, and keeps the tick in the page’s history', async () => {
    const key = `confirm-${tag}`;
    const en = await pageWithHero('en', key, 'Rebates for 2026');
    const fr = await pageWithHero('fr', key, 'Subventions 2026');
    await expectStates({ [en.id]: 'in_step', [fr.id]: 'in_step' });
    await marketer.patch(`/items/block_hero/${en.hero}`, { headline: 'Rebates for 2026, updated' });
    await expectStates({ [fr.id]: 'outdated' });

    expect(await refusal(marketer.patch(`/items/pages/${en.id}`, { status: 'published' }))).toMatch(
      /French version of this page is outdated.*“Publish though the French version is outdated”/,
    );
    await marketer.patch('/users/me', { language: 'fr-CA' });
    expect(await refusal(marketer.patch(`/items/pages/${en.id}`, { status: 'published' }))).toMatch(/version française de cette page est périmée/);
    await marketer.patch('/users/me', { language: null });
    expect(await refusal(marketer.patch(`/items/pages/${en.id}`, { status: 'published', confirm_outdated_twin: true }))).toBeNull();
    expect(z.object({ status: z.string() }).parse(await rest.get(`/items/pages/${en.id}?fields=status`)).status).toBe('published');

    // The revision of that save holds the tick; the page clears it for the next publish.
    const revisions = z
      .array(z.object({ delta: z.record(z.string(), z.unknown()).nullable() }))
      .parse(await rest.get(`/revisions?filter[collection][_eq]=pages&filter[item][_eq]=${en.id}&fields=delta&limit=-1`));
    expect(revisions.some((r) => r.delta?.['confirm_outdated_twin'] === true && r.delta['status'] === 'published')).toBe(true);
    await eventually(5000, async () => (await read(en.id)).confirm_outdated_twin === false);
  });
});

describe('the translations view and the Studio’s name', () => {
  it('lists every page and article with its twin’s state, newest change first, named in both Studio languages', async () => {
    const presets = z
      .array(z.object({ collection: z.string(), layout_query: z.object({ tabular: z.object({ fields: z.array(z.string()), sort: z.array(z.string()) }) }) }))
      .parse(
        await rest.get(
          `/presets?filter[role][_eq]=${MARKETING_ROLE_ID}&filter[bookmark][_eq]=$t:${STUDIO_STRINGS.translations.key}&fields=collection,layout_query&limit=-1`,
        ),
      );
    expect(presets.map((p) => p.collection).sort()).toEqual(['pages', 'posts']);
    for (const p of presets) {
      expect(p.layout_query.tabular.fields[0]).toBe('translation_state');
      expect(p.layout_query.tabular.sort[0]).toBe('-content_changed_at');
    }
    const names = z
      .array(z.object({ language: z.string(), value: z.string() }))
      .parse(await rest.get(`/translations?filter[key][_eq]=${STUDIO_STRINGS.translations.key}&fields=language,value&limit=-1`));
    expect(names.find((n) => n.language === 'en-US')?.value).toBe('Translations');
    expect(names.find((n) => n.language === 'fr-CA')?.value).toBe('Traductions');
    // Articles have their state too.
    const posts = z.array(z.object({ translation_state: z.string().nullable() })).parse(await rest.get('/items/posts?fields=translation_state&limit=-1'));
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p) => STATES.includes(p.translation_state ?? ''))).toBe(true);
  });

  it('carries the site’s name, colour and logo', async () => {
    const info = z
      .object({ project: z.object({ project_name: z.string(), project_color: z.string().nullable(), project_logo: z.string().nullable() }) })
      .parse(await (await fetch(`${stack().directusUrl}/server/info`)).json().then((j: unknown) => z.object({ data: z.unknown() }).parse(j).data));
    const [settings] = z.array(z.object({ site_name: z.string() })).parse(await rest.get('/items/site_settings?filter[locale][_eq]=en&fields=site_name'));
    expect(info.project.project_name).toBe(settings?.site_name ?? SITE_NAME);
    expect(info.project.project_color).toBe('#0B7A55');
    expect(info.project.project_logo).not.toBeNull();
    // The logo is served before sign-in (the sign-in page shows it).
    const logo = await fetch(`${stack().directusUrl}/assets/${info.project.project_logo ?? ''}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/svg/);
  });
});
