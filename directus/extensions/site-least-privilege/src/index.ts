// Directus hook: the limits Directus 12 Core cannot write as permissions (it refuses field subsets
// and filters, so the Marketing role updates whole collections), held by refusing the write instead
// (issue 39), with the reason in the Studio language of whoever tried:
// - the mail outbox: the site server writes it (it is the sender); a marketer sees it and may put a
//   given-up message back in the queue (its status back to Queued, a later "Give up after"), and
//   nothing else: never its recipient, subject, body, headers or any other field, never a new message;
// - A/B tests' visitor counts (experiments.exposures) are the site server's alone, added through
//   /site-experiments/exposures (which writes them itself): nobody else writes them.
// Admins, and Directus itself (extensions acting without a user: the privacy erasures, the exposures
// endpoint), are not limited here.
import type { Knex } from 'knex';
import { SITE_USER_EMAIL } from '../../../lib/site-user.ts';
import { defineHook } from '../../../lib/define.ts';
import { keysOf, type Caller } from '../../../lib/directus-types.ts';
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

export default defineHook(({ filter }) => {
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

function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
