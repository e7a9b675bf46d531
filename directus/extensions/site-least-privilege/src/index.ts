// Directus hook: the limits Directus 12 Core cannot write as permissions (it refuses field subsets
// and filters, so the Marketing role updates whole collections), held by refusing the write instead
// (issue 39), with the reason in the Studio language of whoever tried:
// - the mail outbox: the site server writes it (it is the sender); a marketer sees it and may put a
//   given-up message back in the queue (its status back to Queued, a later "Give up after"), and
//   nothing else: never its recipient, subject, body, headers or any other field, never a new message;
// - A/B tests' visitor counts (experiments.exposures) are the site server's alone, added through
//   /site-experiments/exposures (which writes them itself): nobody else writes them;
// - a message of the outbox is read without its `message` (the mail as it will be sent: text, HTML
//   and headers holding the visitor's manage, confirmation, unsubscribe and data-rights links) by
//   anyone but the site, however it is reached (the outbox, or a lead's `mails`, at any depth);
// - a lead (demo_requests, form_submissions) is updated in the fields the Studio lets one edit (not
//   read-only, not hidden: its status, assignee, notes, booked time…) and no other: never the name,
//   e-mail or anything the person sent or the site records.
// Admins, and Directus itself (extensions acting without a user: the privacy erasures, the exposures
// endpoint), are not limited here.
import type { Knex } from 'knex';
import { SITE_USER_EMAIL } from '../../../lib/site-user.ts';
import { defineHook } from '../../../lib/define.ts';
import { keysOf, type Caller, type Schema } from '../../../lib/directus-types.ts';
import { Forbidden, Refused } from '../../../lib/refusals.ts';
import { inLanguage, readsFrench } from '../../../lib/studio-language.ts';

const NO_PERMISSION = 'You don’t have permission to access this.';

/** A caller without a user (the Public policy, which grants nothing here): refused as a missing permission would be. */
const refuseAnonymous = (accountability: Caller) => {
  if (accountability && !accountability.user) throw new Forbidden({ reason: NO_PERMISSION });
};

/** What a marketer may change in a message of the outbox: the re-queue (mail_outbox's note says how). */
const REQUEUE_FIELDS = new Set(['status', 'give_up_at']);

/** Admins and Directus itself. */
const unlimited = (accountability: Caller) => !accountability || accountability.admin === true;

async function isSiteServer(database: Knex, accountability: Caller): Promise<boolean> {
  if (!accountability?.user) return false;
  const user = await database<{ id: string; email: string | null }>('directus_users').select('email').where({ id: accountability.user }).first();
  return user?.email === SITE_USER_EMAIL;
}

const refuse = async (database: Knex, accountability: Caller, en: string, fr: string, Refusal: typeof Refused = Refused): Promise<never> => {
  throw new Refusal({ reason: inLanguage(await readsFrench(database, accountability))(en, fr) });
};

const NOT_YOURS_EN =
  'A message of the outbox can only be put back in the queue (status Queued, a later “Give up after”): its recipient, subject, content and the rest are written by the site alone.';
const NOT_YOURS_FR =
  'Un message de la boîte d’envoi peut seulement être remis en attente (statut En attente, un « Abandon après » plus tard) : son destinataire, son objet, son contenu et le reste ne sont écrits que par le site.';

type Payload = Record<string, unknown>;

/** What a read must never show of a message of the outbox but to the site: the mail with its links. */
const OUTBOX_SECRETS = ['message'];
/** The leads: updated in the fields the Studio lets one edit only. */
const LEADS = new Set(['demo_requests', 'form_submissions']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The collection a relational field of `collection` leads to (many-to-one, or one-to-many by its alias). */
function relatedCollection(schema: Schema, collection: string, field: string): string | null {
  for (const r of schema.relations) {
    if (r.collection === collection && r.field === field) return r.related_collection;
    if (r.related_collection === collection && r.meta?.one_field === field) return r.collection;
  }
  return null;
}

/** The outbox rows in a read's result, at any depth (a lead's `mails`, a message's lead's `mails`…). */
function outboxRows(schema: Schema, collection: string, value: unknown, into: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) {
    for (const item of value) outboxRows(schema, collection, item, into);
    return into;
  }
  if (!isRecord(value)) return into;
  if (collection === 'mail_outbox' && OUTBOX_SECRETS.some((f) => f in value)) into.push(value);
  for (const [field, nested] of Object.entries(value)) {
    if (typeof nested !== 'object' || nested === null) continue;
    const related = relatedCollection(schema, collection, field);
    if (related) outboxRows(schema, related, nested, into);
  }
  return into;
}

export default defineHook(({ filter }) => {
  // Reads: the outbox's messages, wherever they appear, without what holds a visitor's links.
  filter<unknown>('items.read', async (records, meta, { database, schema, accountability }) => {
    const collection: unknown = meta['collection'];
    if (typeof collection !== 'string' || !schema || unlimited(accountability)) return records;
    const rows = outboxRows(schema, collection, records);
    if (rows.length === 0 || (await isSiteServer(database, accountability))) return records;
    for (const row of rows) for (const field of OUTBOX_SECRETS) delete row[field];
    return records;
  });

  // Leads: only what the Studio lets one edit. On `items.update` (every collection's, before the
  // collection's own filters, such as site-lead-status's, which add the qualified and won times).
  filter<Payload>('items.update', async (payload, meta, { database, accountability }) => {
    const collection: unknown = meta['collection'];
    if (typeof collection !== 'string' || !LEADS.has(collection) || !isRecord(payload) || unlimited(accountability)) return payload;
    if (await isSiteServer(database, accountability)) return payload;
    refuseAnonymous(accountability);
    const editable = new Set(
      (
        await database<{ collection: string; field: string; readonly: unknown; hidden: unknown }>('directus_fields')
          .select('field', 'readonly', 'hidden')
          .where({ collection })
      )
        .filter((f) => !truthy(f.readonly) && !truthy(f.hidden))
        .map((f) => f.field),
    );
    const refused = Object.keys(payload).filter((f) => !editable.has(f));
    if (refused.length === 0) return payload;
    const names = refused.join(', ');
    return refuse(
      database,
      accountability,
      `A lead’s ${names} cannot be changed: it is what the person sent, or what the site records. Only the fields you can edit in the Studio (its status, assignee, notes…) can be.`,
      `Le champ ${names} d’un prospect ne peut pas être modifié : c’est ce que la personne a envoyé, ou ce que le site enregistre. Seuls les champs modifiables dans le Studio (statut, responsable, notes…) peuvent l’être.`,
    );
  });

  filter<Payload>('mail_outbox.items.create', async (payload, _meta, { database, accountability }) => {
    if (unlimited(accountability) || (await isSiteServer(database, accountability))) return payload;
    refuseAnonymous(accountability);
    return refuse(
      database,
      accountability,
      'Only the site writes e-mails into the outbox.',
      'Seul le site écrit des courriels dans la boîte d’envoi.',
      Forbidden,
    );
  });

  filter<Payload>('mail_outbox.items.update', async (payload, meta, { database, accountability }) => {
    if (unlimited(accountability) || (await isSiteServer(database, accountability))) return payload;
    refuseAnonymous(accountability);
    const fields = Object.keys(payload);
    if (fields.length === 0) return payload;
    if (fields.some((f) => !REQUEUE_FIELDS.has(f)) || ('status' in payload && payload['status'] !== 'queued'))
      return refuse(database, accountability, NOT_YOURS_EN, NOT_YOURS_FR);
    // A sent message has no content left to send (it is emptied once sent): nothing to re-queue.
    const sent = await database<{ id: unknown; status: string }>('mail_outbox').whereIn('id', keysOf(meta)).andWhere({ status: 'sent' }).first('id');
    if (sent)
      return refuse(
        database,
        accountability,
        'This e-mail was sent: it cannot be queued again.',
        'Ce courriel a été envoyé : il ne peut pas être remis en attente.',
      );
    return payload;
  });

  for (const event of ['experiments.items.create', 'experiments.items.update']) {
    filter<Payload>(event, async (payload, meta, { database, accountability }) => {
      if (!payload || typeof payload !== 'object' || !('exposures' in payload) || unlimited(accountability)) return payload;
      refuseAnonymous(accountability);
      // A save that sends the counts back as they are (a whole item) changes nothing: let it through.
      const same = (stored: unknown) => JSON.stringify(parse(stored) ?? null) === JSON.stringify(parse(payload['exposures']) ?? null);
      const rows = event.endsWith('create')
        ? [{ exposures: null }]
        : await database<{ id: unknown; exposures: unknown }>('experiments').select('exposures').whereIn('id', keysOf(meta));
      if (rows.every((r) => same(r.exposures))) return payload;
      return refuse(
        database,
        accountability,
        'The visitor counts of an A/B test are the site’s to add: they cannot be edited.',
        'Le nombre de visiteurs d’un test A/B est ajouté par le site seulement : il ne peut pas être modifié.',
      );
    });
  }
});

/** Directus's booleans as the database returns them (true, 1, '1', 'true'). */
const truthy = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
