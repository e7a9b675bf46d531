// Threats: a marketer (or a phished marketer's session) and the site's token doing more than their work
// needs (issue 39, point 5). Directus 12 Core grants whole collections only, so a hook refuses what a
// grant cannot hold (directus/extensions/site-least-privilege). Tried through Directus's REST API with
// the marketer's own credentials and with the site's token:
// - a marketer rewrites a message of the mail outbox (its recipient, subject, body, headers) so that the
//   firm's domain sends it; they may only put a given-up message back in the queue;
// - a marketer adds A/B visitor counts (through the site's endpoint, or by editing the test);
// - the site's token writes anything but leads and their mail (an experiment, content, settings).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockCollections } from '../../blocks';
import { SITE_USER_EMAIL } from '../../directus/access';
import { loginAsAdmin, restClient, type Rest } from '../../directus/lib/rest';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing';
import { admin, answerOf, createLead, createPage, stack, uniqueSlug } from '../support/admin';

const tag = Date.now().toString(36);
let rest: Rest;
let marketer: Rest;
let site: Rest;
const cleanup: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  rest = await admin();
  marketer = await loginAsAdmin(stack().directusUrl, SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword);
  site = restClient(stack().directusUrl, stack().secrets.siteToken);
});

afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo().catch(() => undefined);
  await marketer.patch('/users/me', { language: null }).catch(() => undefined);
});

const Id = z.object({ id: z.number() });

/** A lead the admin makes for a test, erased after the file. */
async function leadToErase(name: string, email: string): Promise<{ id: number }> {
  const id = await createLead(rest, { name, email });
  cleanup.push(() => rest.del(`/items/demo_requests/${id}`));
  return { id };
}
/** Refused: by a hook of ours (400, with its reason; hooks run before Directus's permission check) or by a permission (403). */
const REFUSED = [400, 403];
const Mail = z.object({ status: z.string(), to: z.string(), subject: z.string(), message: z.unknown(), give_up_at: z.string().nullable() });

/** A given-up message, as the site leaves one: its next attempt a day away, so the site's sender leaves it alone meanwhile. */
async function givenUpMail(): Promise<number> {
  const message = {
    to: `lead-${tag}@example.com`,
    fromName: 'Energy site',
    subject: 'Your demo',
    text: 'Manage your booking: https://site.example/demo/manage/x',
    html: '<p>Manage your booking</p>',
    language: 'en',
    headers: {},
  };
  const { id } = Id.parse(
    await rest.post('/items/mail_outbox', {
      status: 'failed',
      kind: 'booking_confirmation',
      to: message.to,
      locale: 'en',
      subject: message.subject,
      attempts: 12,
      next_attempt_at: new Date(Date.now() + 86_400_000).toISOString(),
      give_up_at: new Date(Date.now() - 60_000).toISOString(),
      last_error: '550 mailbox unavailable',
      message,
    }),
  );
  cleanup.push(() => rest.del(`/items/mail_outbox/${id}`));
  return id;
}

describe('a marketer and the mail outbox', () => {
  it('cannot change a message’s recipient, subject, body, headers or anything but its re-queue, by any route', async () => {
    const id = await givenUpMail();
    expect((await answerOf(marketer.get(`/items/mail_outbox/${id}`))).status).toBe(200);
    const tries: Record<string, unknown>[] = [
      { to: 'victim@evil.example' },
      { subject: 'Reset your password' },
      {
        message: {
          to: 'victim@evil.example',
          subject: 'x',
          text: 'x',
          html: '<a href="https://evil.example">x</a>',
          headers: { 'Reply-To': 'evil@evil.example' },
        },
      },
      { kind: 'newsletter_confirmation' },
      { locale: 'fr' },
      { last_error: null },
      { status: 'sent' },
      // Riding along with a legitimate re-queue.
      { status: 'queued', to: 'victim@evil.example' },
    ];
    for (const patch of tries) {
      const tried = await answerOf(marketer.patch(`/items/mail_outbox/${id}`, patch));
      expect(tried.status, JSON.stringify(patch)).toBe(400);
      expect(tried.message).toMatch(/^A message of the outbox can only be put back in the queue/);
    }
    // Batch and by-keys updates, and through the lead it belongs to, are the same door.
    expect((await answerOf(marketer.patch('/items/mail_outbox', [{ id, to: 'victim@evil.example' }]))).status).toBe(400);
    expect((await answerOf(marketer.patch('/items/mail_outbox', { keys: [id], data: { to: 'victim@evil.example' } }))).status).toBe(400);
    const lead = await leadToErase('Outbox Lead', `outbox-${tag}@example.com`);
    await rest.patch(`/items/mail_outbox/${id}`, { request: lead.id });
    expect(
      (await answerOf(marketer.patch(`/items/demo_requests/${lead.id}`, { mails: { create: [], update: [{ id, to: 'victim@evil.example' }], delete: [] } })))
        .status,
    ).not.toBe(200);
    const invented = await answerOf(
      marketer.post('/items/mail_outbox', { status: 'queued', kind: 'sales_notification', to: 'victim@evil.example', locale: 'en', subject: 'x' }),
    );
    expect(REFUSED).toContain(invented.status);

    const stored = Mail.parse(await rest.get(`/items/mail_outbox/${id}`));
    expect(stored.to).toBe(`lead-${tag}@example.com`);
    expect(stored.subject).toBe('Your demo');
    expect(stored.status).toBe('failed');
    expect(JSON.stringify(stored.message)).not.toContain('evil.example');

    // In French for a French Studio.
    await marketer.patch('/users/me', { language: 'fr-CA' });
    const french = await answerOf(marketer.patch(`/items/mail_outbox/${id}`, { to: 'victim@evil.example' }));
    await marketer.patch('/users/me', { language: null });
    expect(french.message).toMatch(/^Un message de la boîte d’envoi peut seulement être remis en attente/);

    // What the Studio's re-queue sends (status back to Queued, a later "Give up after") still works.
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await answerOf(marketer.patch(`/items/mail_outbox/${id}`, { status: 'queued', give_up_at: later }))).status).toBe(200);
    const requeued = Mail.parse(await rest.get(`/items/mail_outbox/${id}`));
    expect(requeued.status).toBe('queued');
    expect(Date.parse(requeued.give_up_at ?? '')).toBe(Date.parse(later));
  });
});

describe('A/B visitor counts', () => {
  let experiment = 0;
  const Exposures = z.object({ exposures: z.record(z.string(), z.record(z.string(), z.number())).nullable() });
  const exposures = async () => Exposures.parse(await rest.get(`/items/experiments/${experiment}?fields=exposures`)).exposures;
  const post = (who: string, counts: unknown) =>
    fetch(`${stack().directusUrl}/site-experiments/exposures`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who}`, 'content-type': 'application/json' },
      body: JSON.stringify({ counts }),
    });

  beforeAll(async () => {
    const slug = uniqueSlug('counts');
    const page = await createPage(rest, { locale: 'en', slug, title: 'Counted', status: 'draft', blocks: [] });
    cleanup.push(() => rest.del(`/items/pages/${page}`));
    experiment = Id.parse(await rest.post('/items/experiments', { name: `Counts ${tag}`, status: 'draft', page, variants: [{ key: 'A', weight: 100 }] })).id;
    cleanup.push(() => rest.del(`/items/experiments/${experiment}`));
  });

  it('are never a marketer’s to add, through the site’s endpoint or by editing the test', async () => {
    const token = z.object({ data: z.object({ access_token: z.string() }) }).parse(
      await (
        await fetch(`${stack().directusUrl}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: SAMPLE_MARKETER_EMAIL, password: stack().secrets.marketerPassword }),
        })
      ).json(),
    ).data.access_token;
    const res = await post(token, [{ experiment, day: '2026-01-01', variant: 'A', n: 100_000 }]);
    expect(res.status).toBe(403);
    const edited = await answerOf(marketer.patch(`/items/experiments/${experiment}`, { exposures: { '2026-01-01': { A: 100_000 } } }));
    expect(edited.status).toBe(400);
    expect(edited.message).toBe('The visitor counts of an A/B test are the site’s to add: they cannot be edited.');
    expect(await exposures()).toBeNull();
    // The rest of the test stays the marketer's.
    expect((await answerOf(marketer.patch(`/items/experiments/${experiment}`, { name: `Counts ${tag} (renamed)` }))).status).toBe(200);
  });

  it('are the site token’s to add through its endpoint only: the token edits no experiment', async () => {
    const counted = async () => (await exposures())?.['2026-01-02']?.['A'] ?? 0;
    const before = await counted();
    const res = await post(stack().secrets.siteToken, [{ experiment, day: '2026-01-02', variant: 'A', n: 3 }]);
    expect(res.status).toBe(200);
    expect(await counted()).toBe(before + 3);
    const stored = await exposures();
    for (const patch of [{ winner: 'A' }, { status: 'stopped' }, { variants: [{ key: 'A', weight: 1 }] }, { exposures: { '2026-01-02': { A: 1_000 } } }])
      expect(REFUSED, JSON.stringify(patch)).toContain((await answerOf(site.patch(`/items/experiments/${experiment}`, patch))).status);
    expect(await exposures()).toEqual(stored);
  });
});

describe('the site’s token', () => {
  it('holds exactly what the site server needs: reads content and leads, writes leads and their mail, nothing else', async () => {
    const policies = z
      .array(z.object({ id: z.string() }))
      .parse(await rest.get(`/policies?filter[name][_starts_with]=${encodeURIComponent('Site server')}&fields=id`))
      .map((p) => p.id);
    expect(policies).toHaveLength(2);
    const grants = z
      .array(z.object({ collection: z.string(), action: z.string(), fields: z.array(z.string()).nullable(), permissions: z.unknown() }))
      .parse(await rest.get(`/permissions?filter[policy][_in]=${policies.join(',')}&limit=-1&fields=collection,action,fields,permissions`));
    const content = ['pages', 'pages_blocks', 'site_settings', 'posts', 'post_categories', 'redirects', 'experiments', 'directus_files', ...blockCollections];
    // The site's writes (src/cms/write.server.ts, src/forms, src/mail): a lead and its e-mails, a booking
    // moved or cancelled, a subscription confirmed or ended, an attempt at sending.
    const leads = ['demo_requests', 'form_submissions', 'mail_outbox'];
    const expected = [
      ...[...content, 'demo_availability', ...leads].map((c) => `read ${c}`),
      ...leads.map((c) => `create ${c}`),
      ...leads.map((c) => `update ${c}`),
    ].sort();
    expect(grants.map((g) => `${g.action} ${g.collection}`).sort()).toEqual(expected);
    // The user behind the token: token-only, no Data Studio.
    const user = z
      .array(z.object({ role: z.string().nullable() }))
      .parse(await rest.get(`/users?filter[email][_eq]=${encodeURIComponent(SITE_USER_EMAIL)}&fields=role`));
    expect(user).toEqual([{ role: null }]);

    // Tried with the token itself.
    const [settings] = z.array(Id).parse(await site.get('/items/site_settings?fields=id&limit=1'));
    expect((await answerOf(site.get('/items/pages?fields=id&limit=1'))).status).toBe(200);
    expect((await answerOf(site.get('/items/mail_outbox?fields=id&limit=1'))).status).toBe(200);
    expect(REFUSED).toContain((await answerOf(site.patch(`/items/site_settings/${settings?.id ?? 0}`, { redirect_hosts: ['evil.example'] }))).status);
    expect((await answerOf(site.patch(`/items/site_settings/${settings?.id ?? 0}`, { site_name: 'Taken over' }))).status).toBe(403);
    expect((await answerOf(site.post('/items/redirects', { from: `/test-token-${tag}`, to: '/stride', status: '302' }))).status).toBe(403);
    expect((await answerOf(site.post('/items/experiments', { name: 'x', status: 'draft', variants: [{ key: 'A', weight: 1 }] }))).status).toBe(403);
    expect((await answerOf(site.get('/users?fields=email'))).status).toBe(403);
  });
});

describe('a marketer and a visitor’s links in the outbox', () => {
  it('reads the outbox without the messages (text, HTML, headers with the links that act), however it is reached', async () => {
    const id = await givenUpMail();
    const lead = await leadToErase('Links Lead', `links-${tag}@example.com`);
    await rest.patch(`/items/mail_outbox/${id}`, { request: lead.id });
    const reads = [
      `/items/mail_outbox/${id}`,
      `/items/mail_outbox/${id}?fields=*,message`,
      `/items/mail_outbox?filter[id][_eq]=${id}&fields=*`,
      `/items/demo_requests/${lead.id}?fields=*,mails.*`,
      `/items/demo_requests/${lead.id}?fields=mails.message,mails.request.mails.message`,
      `/items/mail_outbox/${id}?fields=request.mails.*`,
    ];
    for (const path of reads) {
      const read = JSON.stringify(await marketer.get(path));
      expect(read, path).not.toContain('demo/manage');
      expect(read, path).not.toContain('"message"');
    }
    // The outbox itself is still the marketer's to see.
    expect(Mail.omit({ message: true }).parse(await marketer.get(`/items/mail_outbox/${id}`)).to).toBe(`lead-${tag}@example.com`);
    // The site (its sender) and admins read the whole message.
    expect(JSON.stringify(await site.get(`/items/mail_outbox/${id}?fields=message`))).toContain('demo/manage');
    expect(JSON.stringify(await rest.get(`/items/mail_outbox/${id}?fields=message`))).toContain('demo/manage');
  });
});

describe('a marketer and the leads', () => {
  it('cannot rewrite what a person sent (e-mail, name…), only what the Studio lets them edit', async () => {
    const lead = await leadToErase('Real Person', `real-${tag}@example.com`);
    for (const patch of [
      { email: 'victim@evil.example' },
      { name: 'Someone Else' },
      { consent: false },
      { status: 'contacted', email: 'victim@evil.example' },
    ]) {
      const tried = await answerOf(marketer.patch(`/items/demo_requests/${lead.id}`, patch));
      expect(tried.status, JSON.stringify(patch)).toBe(400);
      expect(tried.message).toMatch(/^A lead’s .* cannot be changed/);
    }
    expect((await answerOf(marketer.patch('/items/demo_requests', { keys: [lead.id], data: { email: 'victim@evil.example' } }))).status).toBe(400);
    const stored = z.object({ email: z.string(), name: z.string(), status: z.string() }).parse(await rest.get(`/items/demo_requests/${lead.id}`));
    expect(stored).toMatchObject({ email: `real-${tag}@example.com`, name: 'Real Person', status: 'new' });

    const submission = Id.parse(await rest.post('/items/form_submissions', { type: 'newsletter', email: `sub-${tag}@example.com`, locale: 'en', payload: {} }));
    cleanup.push(() => rest.del(`/items/form_submissions/${submission.id}`));
    expect((await answerOf(marketer.patch(`/items/form_submissions/${submission.id}`, { email: 'victim@evil.example' }))).status).toBe(400);

    // In French for a French Studio.
    await marketer.patch('/users/me', { language: 'fr-FR' });
    const french = await answerOf(marketer.patch(`/items/demo_requests/${lead.id}`, { email: 'victim@evil.example' }));
    await marketer.patch('/users/me', { language: null });
    expect(french.message).toMatch(/^Le champ email d’un prospect ne peut pas être modifié/);

    // What the Studio lets them edit still saves, the qualified time included (site-lead-status).
    expect((await answerOf(marketer.patch(`/items/demo_requests/${lead.id}`, { status: 'qualified', notes: 'Called back' }))).status).toBe(200);
    const worked = z
      .object({ status: z.string(), notes: z.string(), qualified_at: z.string().nullable() })
      .parse(await rest.get(`/items/demo_requests/${lead.id}`));
    expect(worked).toMatchObject({ status: 'qualified', notes: 'Called back' });
    expect(worked.qualified_at).not.toBeNull();
  });
});
