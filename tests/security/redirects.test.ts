// Threat: a marketer (or whoever holds a marketer's session) turns the site's redirects against its
// visitors (issue 39, point 4): the sign-in link, the data-rights pages or a form's address sent to a
// phishing page, or any address sent to a host nobody vetted. Tried through Directus's REST API with
// the marketer's own credentials, and on the site as a visitor; a row written around Directus (raw SQL,
// or saved before the rules) is tried on the site too. The rules: schemas/redirect-rules.ts.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DirectusError, loginAsAdmin, type Rest } from '../../directus/lib/rest';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing';
import { admin, eventually, getHtml, stack, uniqueSlug } from '../support/admin';

const EVIL = 'https://evil.example/login';
const PARTNER = 'partner-39.example';

let marketer: Rest;
let rest: Rest;
const created: number[] = [];
let settingsBefore: { id: number; redirect_hosts?: unknown }[] = [];

/** What Directus answers: the status and the first error's message (200 and the item's id when it takes it). */
async function attempt(call: Promise<unknown>): Promise<{ status: number; message: string; id?: number }> {
  try {
    const data = await call;
    const id = z.object({ id: z.number() }).safeParse(data).data?.id;
    if (id !== undefined) created.push(id);
    return { status: 200, message: '', id };
  } catch (e) {
    if (!(e instanceof DirectusError)) throw e;
    const message = z.object({ errors: z.array(z.object({ message: z.string() })) }).safeParse(e.body).data?.errors[0]?.message ?? '';
    return { status: e.status, message };
  }
}

const newRedirect = (who: Rest, from: string, to: string, status = '302') => attempt(who.post('/items/redirects', { from, to, status }));

/** The site's answer to a visitor: the status and where it sends them, if anywhere. */
async function visit(path: string): Promise<{ status: number; location: string | null }> {
  const res = await getHtml(path);
  return { status: res.status, location: res.headers.get('location') };
}

/** Empties the site's caches, as Directus's publish hook does. */
async function revalidate(): Promise<void> {
  const res = await fetch(`${stack().siteUrl}/api/revalidate`, { method: 'POST', headers: { authorization: `Bearer ${stack().secrets.revalidateSecret}` } });
  expect(res.status).toBe(200);
}

const Settings = z.array(z.object({ id: z.number(), redirect_hosts: z.unknown().optional() }));

beforeAll(async () => {
  rest = await admin();
  marketer = await loginAsAdmin(stack().directusUrl, SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword);
  settingsBefore = Settings.parse(await rest.get('/items/site_settings?fields=*&limit=-1'));
});

afterAll(async () => {
  for (const id of created) await rest.del(`/items/redirects/${id}`).catch(() => undefined);
  for (const s of settingsBefore) await rest.patch(`/items/site_settings/${s.id}`, { redirect_hosts: s.redirect_hosts ?? null }).catch(() => undefined);
  await marketer.patch('/users/me', { language: null }).catch(() => undefined);
  await revalidate();
});

describe('a marketer', () => {
  it('cannot make the site’s own paths (account, data rights, mailed links, forms, API, media, health, sitemap) the source of a redirect', async () => {
    const own = [
      '/account',
      '/fr/compte',
      '/account/data.json',
      '/my-data',
      '/fr/mes-donnees',
      '/api/forms/demo',
      '/demo/manage/a-token',
      '/newsletter/unsubscribe/a-token',
      '/media/an-image',
      '/healthz',
      '/sitemap.xml',
      '/robots.txt',
      // However it is spelt: React Router matches paths whatever their case.
      '/Account',
      '/account/',
      '/%61ccount',
    ];
    for (const from of own) {
      for (const to of [EVIL, '/stride']) {
        const tried = await newRedirect(marketer, from, to);
        expect(tried.status, `${from} -> ${to}`).toBe(400);
        expect(tried.message).toMatch(/is one of the site’s own addresses .*: it cannot be redirected\.$/);
      }
    }
    // Nor by moving an existing redirect there.
    const mine = await newRedirect(marketer, uniqueSlug('harmless'), '/stride');
    expect(mine.status).toBe(200);
    expect((await attempt(marketer.patch(`/items/redirects/${mine.id ?? 0}`, { from: '/account' }))).status).toBe(400);
    await revalidate();
    for (const path of ['/account', '/fr/compte', '/my-data', '/api/forms/demo'])
      expect((await visit(path)).location ?? '', path).not.toContain('evil.example');
  });

  it('is told why in their Studio language', async () => {
    await marketer.patch('/users/me', { language: 'fr-FR' });
    try {
      const own = await newRedirect(marketer, '/fr/compte', EVIL);
      expect(own.status).toBe(400);
      expect(own.message).toBe(
        '« /fr/compte » est une adresse propre au site (compte, données personnelles, liens envoyés par courriel, formulaires, API, médias, plan du site) : elle ne peut pas être redirigée.',
      );
      const off = await newRedirect(marketer, uniqueSlug('offsite-fr'), EVIL);
      expect(off.status).toBe(400);
      expect(off.message).toMatch(/^Une redirection ne peut quitter le site que vers un domaine autorisé par un administrateur/);
    } finally {
      await marketer.patch('/users/me', { language: null });
    }
  });

  it('cannot send visitors off the site to a host the admin did not allow (none by default)', async () => {
    const from = uniqueSlug('phish');
    for (const to of [EVIL, 'https://EVIL.example/login', `https://${PARTNER}@evil.example/`, '//evil.example/login', '/\\evil.example/login']) {
      const tried = await newRedirect(marketer, from, to);
      expect(tried.status, to).toBe(400);
    }
    expect((await newRedirect(marketer, from, EVIL)).message).toMatch(/^A redirect may leave the site only for a host an admin allowed in the site settings/);
    await revalidate();
    expect(await visit(from)).toEqual({ status: 404, location: null });
  });

  it('cannot add a host to the allow-list, which the admin keeps; a redirect to an allowed host works, any other stays refused', async () => {
    const [first] = settingsBefore;
    if (!first) throw new Error('no site settings');
    const tried = await attempt(marketer.patch(`/items/site_settings/${first.id}`, { redirect_hosts: ['evil.example'] }));
    expect(tried.status).toBe(400);
    expect(tried.message).toBe('Only an admin can change the hosts redirects may send visitors to (Allowed redirect hosts).');
    // The rest of the settings stay the marketer's to edit.
    expect(
      (
        await attempt(
          marketer.patch(`/items/site_settings/${first.id}`, {
            site_name: z.object({ site_name: z.string() }).parse(await rest.get(`/items/site_settings/${first.id}?fields=site_name`)).site_name,
          }),
        )
      ).status,
    ).toBe(200);

    await rest.patch(`/items/site_settings/${first.id}`, { redirect_hosts: [PARTNER] });
    const from = uniqueSlug('partner');
    const allowed = await newRedirect(marketer, from, `https://${PARTNER}/offer`);
    expect(allowed.status).toBe(200);
    expect((await newRedirect(marketer, uniqueSlug('still-phish'), EVIL)).status).toBe(400);
    await revalidate();
    await eventually(5000, async () => (await visit(from)).status === 302);
    expect(await visit(from)).toEqual({ status: 302, location: `https://${PARTNER}/offer` });
    // A marketer in preview or in the Visual Editor who follows it: the campaign goes along, their
    // draft-viewing token stays on the site (it opens every draft for hours to whoever holds it).
    const token = `${Date.now() + 3_600_000}.a-marketer-token-${Date.now().toString(36)}`;
    for (const name of ['preview', 'edit']) {
      expect(await visit(`${from}?utm_source=news&${name}=${token}&gclid=g1`), name).toEqual({
        status: 302,
        location: `https://${PARTNER}/offer?utm_source=news&gclid=g1`,
      });
      expect(await visit(`${from}?${name}=${token}`), name).toEqual({ status: 302, location: `https://${PARTNER}/offer` });
    }
  });
});

describe('the site', () => {
  it('ignores, and logs, a stored redirect that breaks the rules (saved before them, or written around Directus)', async () => {
    const db = new DatabaseSync(join(stack().dataDir, 'directus.sqlite'));
    db.exec('PRAGMA busy_timeout = 5000');
    const tag = Date.now().toString(36);
    const rows = [
      { from: '/account', to: EVIL },
      { from: '/fr/compte', to: EVIL },
      { from: '/my-data', to: '/stride' },
      { from: `/test-raw-phish-${tag}`, to: EVIL },
      { from: `/test-raw-slash-${tag}`, to: '/\\evil.example/login' },
      // A good one: once it answers, the site has read the list again.
      { from: `/test-raw-fine-${tag}`, to: '/stride' },
    ];
    const insert = db.prepare('insert into redirects ("from", "to", status) values (?, ?, ?)');
    const ids = rows.map((r) => Number(insert.run(r.from, r.to, '302').lastInsertRowid));
    try {
      await revalidate();
      await eventually(10_000, async () => (await visit(`/test-raw-fine-${tag}`)).status === 302);
      for (const path of ['/account', '/fr/compte', '/my-data']) {
        const seen = await visit(path);
        expect(seen.location ?? '', path).not.toContain('evil.example');
        expect(seen.location ?? '', path).not.toContain('/stride');
      }
      expect(await visit(`/test-raw-phish-${tag}`)).toEqual({ status: 404, location: null });
      expect(await visit(`/test-raw-slash-${tag}`)).toEqual({ status: 404, location: null });
      const log = readFileSync(join(stack().dataDir, 'site.log'), 'utf8');
      expect(log).toContain(`Ignored a redirect that breaks the rules: /account -> ${EVIL}`);
      expect(log).toContain(`Ignored a redirect that breaks the rules: /test-raw-phish-${tag} -> ${EVIL}`);
    } finally {
      db.prepare(`delete from redirects where id in (${ids.map(() => '?').join(',')})`).run(...ids);
      db.close();
    }
  });
});
