// A/B experiments on a page (decision 0018), over HTTP against the test stack, as visitors and a
// marketer meet them: a running test serves both versions at the page's own address, each visitor
// keeps theirs, crawlers get the page itself, the page cache keeps one entry per version, new visitors
// are counted into Directus, a lead keeps the version its visitor saw, and a stopped test serves its
// winner to everyone. The Data Studio refuses a test that cannot run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, adminToken, createPage, eventually, getHtml, stack, uniqueSlug } from '../support/admin';
import type { Rest } from '../../directus/lib/rest.ts';
import { DUPLICATE_VERSION_FLOW_ID } from '../../directus/studio/ids.ts';
import { formTicket } from '../support/form-ticket';

const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const slug = uniqueSlug('ab');
const key = `test-ab-${Date.now().toString(36)}`;
const text = {
  A: { en: 'Control: heat pumps that pay', fr: 'Témoin : des thermopompes rentables' },
  B: { en: 'Version B: half the bill', fr: 'Version B : la moitié de la facture' },
};
const page = (locale: 'en' | 'fr', v: 'A' | 'B') => [
  { collection: 'block_rich_text', item: { html: `<p>${text[v][locale]}</p>` } },
  // A form, to be sent without JavaScript to the page itself.
  { collection: 'block_embed', item: { kind: 'newsletter', heading: locale === 'en' ? 'Stay in the loop' : 'Restez informé' } },
];

let rest: Rest;
let experiment = 0;
const Experiment = z.object({
  id: z.number(),
  status: z.string(),
  exposures: z.record(z.string(), z.record(z.string(), z.number())).nullable(),
  started_at: z.string().nullable(),
  stopped_at: z.string().nullable(),
});
const readExperiment = async () => Experiment.parse(await rest.get(`/items/experiments/${experiment}`));

/** Every new visitor this file made, by the version they were given: what Directus must count, exactly. */
const given: Record<string, number> = { A: 0, B: 0 };
/** A request as a visitor; a version given now (the cookie set) is noted in `given`. */
async function visit(path: string, headers: Record<string, string> = {}) {
  const res = await getHtml(path, headers);
  const version = /variants=\d+:([A-D])/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (version) given[version] = (given[version] ?? 0) + 1;
  return res;
}
/** Each version's new visitors, summed over the days Directus counted. */
const counted = async () => {
  const sums: Record<string, number> = { A: 0, B: 0 };
  for (const day of Object.values((await readExperiment()).exposures ?? {})) for (const [k, n] of Object.entries(day)) sums[k] = (sums[k] ?? 0) + n;
  return sums;
};

/** The version a page shows, from its text. */
const shown = (html: string, locale: 'en' | 'fr' = 'en') => (html.includes(text.B[locale]) ? 'B' : html.includes(text.A[locale]) ? 'A' : null);
const cookieOf = (headers: Headers) => /variants=([^;]*)/.exec(headers.get('set-cookie') ?? '')?.[1] ?? null;

/** The page's version B, as the marketer makes it: "Duplicate as a version" (a manual flow) on the open page. */
const duplicateAsVersion = (pageId: number) => rest.post(`/flows/trigger/${DUPLICATE_VERSION_FLOW_ID}`, { collection: 'pages', keys: [pageId] });

let control = 0;
beforeAll(async () => {
  rest = await admin();
  control = await createPage(rest, { locale: 'en', slug, title: 'A/B lander', translation_key: key, blocks: page('en', 'A') });
  await createPage(rest, { locale: 'fr', slug, title: 'Page A/B', translation_key: key, blocks: page('fr', 'A') });
  await duplicateAsVersion(control);
  const [made] = z
    .array(z.object({ id: z.number(), status: z.string(), variants: z.array(z.object({ key: z.string(), weight: z.number() })) }))
    .parse(await rest.get(`/items/experiments?filter[page][_eq]=${control}&fields=id,status,variants`));
  experiment = made!.id;
  // The copies are the marketer's to change: version B gets its own text.
  const versions = z
    .array(z.object({ locale: z.enum(['en', 'fr']), variant: z.string(), blocks: z.array(z.object({ collection: z.string(), item: z.string() })) }))
    .parse(await rest.get(`/items/pages?filter[experiment][_eq]=${experiment}&fields=locale,variant,blocks.collection,blocks.item`));
  for (const v of versions)
    for (const b of v.blocks.filter((x) => x.collection === 'block_rich_text'))
      await rest.patch(`/items/${b.collection}/${b.item}`, { html: `<p>${text.B[v.locale]}</p>` });
  await rest.patch(`/items/experiments/${experiment}`, { status: 'running' });
  await eventually(5000, async () => cookieOf((await visit(slug)).headers) !== null);
});

describe('making a version', () => {
  it('copies the page in both languages, with its blocks, as version B of a new draft test split 50/50', async () => {
    const made = z
      .object({ name: z.string(), variants: z.array(z.object({ key: z.string(), weight: z.number() })) })
      .parse(await rest.get(`/items/experiments/${experiment}?fields=name,variants`));
    expect(made.name).toBe('A/B test: A/B lander');
    expect(made.variants).toEqual([
      { key: 'A', weight: 50 },
      { key: 'B', weight: 50 },
    ]);
    const versions = z
      .array(z.object({ locale: z.string(), slug: z.string(), title: z.string(), status: z.string(), variant: z.string(), blocks: z.array(z.unknown()) }))
      .parse(await rest.get(`/items/pages?filter[experiment][_eq]=${experiment}&fields=locale,slug,title,status,variant,blocks&sort=locale`));
    expect(versions.map((v) => [v.locale, v.slug, v.title, v.status, v.variant, v.blocks.length])).toEqual([
      ['en', slug, 'A/B lander', 'published', 'B', 2],
      ['fr', slug, 'Page A/B', 'published', 'B', 2],
    ]);
    // The original's blocks are untouched: the copy has blocks of its own.
    expect(shown((await visit(slug, { 'user-agent': CRAWLER_UA })).html)).toBe('A');
  });
});

afterAll(async () => {
  if (experiment) await rest.patch(`/items/experiments/${experiment}`, { status: 'stopped', winner: null });
});

describe('an A/B test on a page', () => {
  it('gives each new visitor a version by weight, at the page’s own address, in a cookie holding only the test and the version', async () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 40; i++) {
      const { status, html, headers } = await visit(slug);
      expect(status).toBe(200);
      const cookie = cookieOf(headers);
      expect(cookie).toMatch(new RegExp(`^${experiment}:[AB]$`));
      expect(headers.get('set-cookie')).toMatch(/HttpOnly/);
      // Not for a CDN: its key is the cookie, which this visitor did not have yet.
      expect(headers.get('cache-control')).toBe('private, no-store');
      const version = cookie!.split(':')[1]!;
      expect(shown(html)).toBe(version);
      expect(html).toContain(`data-variant="${experiment}-${version}"`);
      expect(html).toContain(`<link rel="canonical" href="${stack().siteUrl}${slug}"/>`);
      seen.set(version, (seen.get(version) ?? 0) + 1);
    }
    // Both versions are served (all 40 alike has a chance of 2 in a trillion).
    expect([...seen.keys()].sort()).toEqual(['A', 'B']);
  });

  it('keeps a visitor on their version, in both languages, from the page cache and shareable by a CDN keyed on the cookie', async () => {
    for (const version of ['A', 'B'] as const) {
      const cookie = `variants=${experiment}:${version}`;
      for (const [path, locale] of [
        [slug, 'en'],
        [`/fr${slug}`, 'fr'],
      ] as const) {
        await visit(path, { cookie });
        const again = await visit(path, { cookie });
        expect(shown(again.html, locale), `${path} ${version}`).toBe(version);
        expect(again.headers.get('set-cookie')).toBeNull();
        expect(again.headers.get('x-page-cache')).toBe('hit');
        expect(again.headers.get('cache-control')).toMatch(/^public/);
        expect(again.headers.get('vary') ?? '').not.toMatch(/cookie/i);
      }
    }
  });

  it('shows crawlers the page itself, without a cookie, and lists the page once in the sitemap', async () => {
    for (let i = 0; i < 5; i++) {
      const { html, headers } = await visit(slug, { 'user-agent': CRAWLER_UA });
      expect(shown(html)).toBe('A');
      expect(headers.get('set-cookie')).toBeNull();
      expect(html).not.toContain('data-variant');
    }
    const sitemap = await (await fetch(`${stack().siteUrl}/sitemap.xml`)).text();
    expect(sitemap.split(`${stack().siteUrl}${slug}</loc>`).length - 1).toBe(1);
  });

  it('counts each new visitor once into the experiment in Directus, by version, and neither returning visitors nor crawlers', async () => {
    for (let i = 0; i < 12; i++) await visit(slug);
    await visit(slug, { cookie: `variants=${experiment}:B` });
    await visit(slug, { 'user-agent': CRAWLER_UA });
    // Every visitor given a version by this file so far, counted once (the site adds them every 5 s).
    await eventually(20_000, async () => {
      const sums = await counted();
      return sums['A'] === given['A'] && sums['B'] === given['B'];
    });
    expect(given['A']! + given['B']!).toBeGreaterThan(12);
    expect((await readExperiment()).started_at).not.toBeNull();
  }, 40_000);

  it('keeps on a lead the version its visitor saw, and says it back for the lead’s GA4 events', async () => {
    const email = `ab-${Date.now().toString(36)}@example.ca`;
    const res = await fetch(`${stack().siteUrl}/api/forms/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `variants=${experiment}:B`, 'x-forwarded-for': '10.88.0.1' },
      body: JSON.stringify({ _ticket: await formTicket(stack().siteUrl), email, consent: true, locale: 'en', source: slug }),
    });
    expect(res.status).toBe(201);
    expect(z.object({ variant: z.string() }).parse(await res.json()).variant).toBe(`${experiment}-B`);
    const rows = z
      .array(z.object({ experiment: z.number().nullable(), variant: z.string().nullable() }))
      .parse(await rest.get(`/items/form_submissions?filter[email][_eq]=${encodeURIComponent(email)}&fields=experiment,variant`));
    expect(rows).toEqual([{ experiment, variant: 'B' }]);
    // A demo request from the booking page, after the lander's version B: the version goes with it.
    const demo = `ab-demo-${Date.now().toString(36)}@example.ca`;
    const requested = await fetch(`${stack().siteUrl}/api/forms/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `variants=${experiment}:B`, 'x-forwarded-for': '10.88.0.2' },
      body: JSON.stringify({
        _ticket: await formTicket(stack().siteUrl),
        name: 'Élise Tremblay',
        company: 'Chauffage Test',
        email: demo,
        role: 'energy_advisor',
        consent: true,
        locale: 'fr',
        source: '/fr/demo',
        // Its visitor came from a campaign's link: the results count it by campaign too.
        attribution: { landing_path: slug, utm_source: 'google', utm_campaign: 'ab-spring' },
      }),
    });
    expect(requested.status).toBe(201);
    const demos = z
      .array(z.object({ experiment: z.number().nullable(), variant: z.string().nullable() }))
      .parse(await rest.get(`/items/demo_requests?filter[email][_eq]=${encodeURIComponent(demo)}&fields=experiment,variant`));
    expect(demos).toEqual([{ experiment, variant: 'B' }]);
  });

  it('answers a form sent without JavaScript in the version its visitor holds, giving none to a visitor without one', async () => {
    for (const version of ['A', 'B'] as const) {
      const cookie = `variants=${experiment}:${version}`;
      const { html } = await visit(`/fr${slug}`, { cookie });
      const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
      const res = await fetch(`${stack().siteUrl}/fr${slug}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie,
          'user-agent': 'Mozilla/5.0 Chrome/130',
          'x-forwarded-for': `10.88.1.${version === 'A' ? 1 : 2}`,
        },
        body: new URLSearchParams({ _form: 'newsletter', _block: hidden('_block'), _ticket: hidden('_ticket'), email: 'not-an-address' }),
      });
      const answer = await res.text();
      expect(res.status, version).toBe(400);
      expect(shown(answer, 'fr'), version).toBe(version);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses, in the Studio user’s language, a test that cannot run or a winner it does not have', async () => {
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => 'saved',
        (error: unknown) => String(error),
      );
    const control = z.object({ page: z.number() }).parse(await rest.get(`/items/experiments/${experiment}?fields=page`)).page;
    expect(await failure(rest.post('/items/experiments', { name: 'Alone', page: control, status: 'running', variants: [{ key: 'A', weight: 1 }] }))).toContain(
      'To run, the test needs a version besides A with a weight above 0',
    );
    // In the Studio language of whoever saves (English here; studio-experiments.test.ts has it in French).
    const winner = await failure(rest.patch(`/items/experiments/${experiment}`, { winner: 'C' }));
    expect(winner).toContain('The winner, C, is not one of this test’s versions.');
    expect(winner).not.toContain('La gagnante');
    // No version is added to a running test: its results would no longer hold.
    expect(await failure(duplicateAsVersion(control))).toContain('This page’s test is running: stop it before adding a version');
    // A second running test on the same page.
    expect(
      await failure(
        rest.post('/items/experiments', {
          name: 'Twin',
          page: control,
          status: 'running',
          variants: [
            { key: 'A', weight: 1 },
            { key: 'B', weight: 1 },
          ],
        }),
      ),
    ).toContain('This page already has a running test, “A/B test: A/B lander”: stop it first.');
  });

  it('shows the marketer each version’s visitors, leads, rate and chance to beat A', async () => {
    const Results = z.object({
      data: z.object({
        variants: z.array(z.object({ key: z.string(), visitors: z.number(), leads: z.number(), rate: z.number(), beatsControl: z.number().nullable() })),
        enoughData: z.boolean(),
        sampleRatioMismatch: z.boolean(),
      }),
    });
    await eventually(20_000, async () => {
      const sums = await counted();
      return sums['A'] === given['A'] && sums['B'] === given['B'];
    });
    const { data } = Results.parse(await rest.get(`/site-experiments/results/${experiment}?format=json`).then((d) => ({ data: d })));
    expect(data.variants.map((v) => [v.key, v.visitors])).toEqual([
      ['A', given['A']],
      ['B', given['B']],
    ]);
    // The newsletter and the demo request sent above, by visitors holding B.
    expect(data.variants.map((v) => v.leads)).toEqual([0, 2]);
    expect(data.variants[0]!.beatsControl).toBeNull();
    expect(data.variants[1]!.beatsControl).toBeGreaterThan(0.5);
    // A few dozen visitors and one lead: too early to call.
    expect(data.enoughData).toBe(false);
    const html = await fetch(`${stack().directusUrl}/site-experiments/results/${experiment}`, {
      headers: { authorization: `Bearer ${await adminToken()}`, 'accept-language': 'fr-CA' },
    });
    expect(html.status).toBe(200);
    const page = await html.text();
    expect(page).toContain('Résultats : A/B test: A/B lander');
    expect(page).toContain('Pas encore assez de données');
    // Nothing for anyone not signed in.
    expect((await fetch(`${stack().directusUrl}/site-experiments/results/${experiment}`)).status).toBe(401);
  });

  it('counts what sales qualified and won, by keyword match and by campaign too, and can be decided on qualified leads', async () => {
    const Results = z.object({
      goal: z.enum(['leads', 'qualified']),
      variants: z.array(z.object({ key: z.string(), leads: z.number(), conversions: z.number(), qualified: z.number(), won: z.number(), rate: z.number() })),
      byMatch: z.array(z.object({ variant: z.string(), value: z.string().nullable(), leads: z.number(), qualified: z.number(), won: z.number() })),
      byCampaign: z.array(z.object({ variant: z.string(), value: z.string().nullable(), leads: z.number(), qualified: z.number(), won: z.number() })),
    });
    const results = async () => Results.parse(await rest.get(`/site-experiments/results/${experiment}?format=json`));
    const before = await results();
    expect(before.goal).toBe('leads');
    expect(before.variants.map((v) => [v.key, v.leads, v.qualified, v.won])).toEqual([
      ['A', 0, 0, 0],
      ['B', 2, 0, 0],
    ]);
    // Sales qualify the demo request that came from version B.
    const [demo] = z
      .array(z.object({ id: z.number() }))
      .parse(await rest.get(`/items/demo_requests?filter[experiment][_eq]=${experiment}&filter[variant][_eq]=B&fields=id`));
    await rest.patch(`/items/demo_requests/${demo?.id ?? 0}`, { status: 'qualified' });
    await rest.patch(`/items/experiments/${experiment}`, { goal: 'qualified' });
    const after = await results();
    expect(after.goal).toBe('qualified');
    const b = after.variants.find((v) => v.key === 'B');
    expect(b).toMatchObject({ leads: 2, qualified: 1, won: 0, conversions: 1 });
    // The rate is now the qualified leads' (one of B's visitors), no longer every lead's.
    expect(b?.rate).toBeCloseTo(1 / given['B']!, 6);
    // Neither lead landed on a keyword match: one row, the page's own words.
    expect(after.byMatch).toEqual([{ variant: 'B', value: null, leads: 2, qualified: 1, won: 0 }]);
    // The newsletter came from no campaign; the qualified demo request from ab-spring.
    expect(after.byCampaign).toEqual([
      { variant: 'B', value: null, leads: 1, qualified: 0, won: 0 },
      { variant: 'B', value: 'ab-spring', leads: 1, qualified: 1, won: 0 },
    ]);
    const html = await fetch(`${stack().directusUrl}/site-experiments/results/${experiment}`, {
      headers: { authorization: `Bearer ${await adminToken()}`, 'accept-language': 'en-US' },
    });
    const page = await html.text();
    expect(page).toContain('Qualified-lead rate');
    expect(page).toContain('Leads by keyword match');
    expect(page).toContain('Leads by campaign');
  });

  it('serves a stopped test’s winner to everyone, without a cookie', async () => {
    await rest.patch(`/items/experiments/${experiment}`, { status: 'stopped', winner: 'B' });
    await eventually(5000, async () => shown((await visit(slug, { cookie: `variants=${experiment}:A` })).html) === 'B');
    for (const headers of [{}, { cookie: `variants=${experiment}:A` }, { 'user-agent': CRAWLER_UA }] as Record<string, string>[]) {
      const res = await visit(slug, headers);
      expect(shown(res.html)).toBe('B');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('cache-control')).toMatch(/^public/);
    }
    expect(shown((await visit(`/fr${slug}`)).html, 'fr')).toBe('B');
    expect((await readExperiment()).stopped_at).not.toBeNull();
  });
});
