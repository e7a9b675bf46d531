// Directus hook: the rules of A/B experiments (decision 0018), checked when one is saved, with the
// reason in the marketer's Data Studio language:
// - the split lists version A (the page itself) and at most B, C and D, each once, with weights 0-1000;
// - a running experiment has at least one version besides A with a share of visitors, and its page
//   has no other running experiment;
// - the winner is one of its versions;
// - started_at and stopped_at are set as the status changes.
import { createError } from '@directus/errors';
import { inLanguage, readsFrench } from '../../lib/studio-language.js';

const KEYS = ['A', 'B', 'C', 'D'];
const Refused = createError('INVALID_PAYLOAD', (extensions) => extensions.reason, 400);
/** A refusal in the reader's language: `refuser(french)(en, fr)` throws. */
const refuser = (french) => (en, fr) => {
  throw new Refused({ reason: inLanguage(french)(en, fr) });
};

const parse = (value) => {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value;
};

function checkVariants(variants, refuse) {
  if (!Array.isArray(variants)) refuse('List the versions and their weights.', 'Indiquez les versions et leurs poids.');
  const keys = variants.map((v) => v?.key);
  if (keys.some((k) => !KEYS.includes(k))) refuse('Versions are A, B, C or D.', 'Les versions sont A, B, C ou D.');
  if (new Set(keys).size !== keys.length) refuse('Each version appears once in the split.', 'Chaque version figure une seule fois dans la répartition.');
  if (!keys.includes('A')) refuse('The split must include A, the page itself.', 'La répartition doit comprendre A, la page elle-même.');
  if (variants.some((v) => !Number.isInteger(Number(v.weight)) || Number(v.weight) < 0 || Number(v.weight) > 1000))
    refuse('Weights are whole numbers from 0 to 1000.', 'Les poids sont des nombres entiers de 0 à 1000.');
}

export default ({ filter }) => {
  for (const event of ['experiments.items.create', 'experiments.items.update']) {
    filter(event, async (payload, meta, { database, accountability }) => {
      const refuse = refuser(await readsFrench(database, accountability));
      const keys = event.endsWith('create') ? [null] : (meta.keys ?? []);
      for (const key of keys) {
        const before = key === null ? {} : ((await database('experiments').where({ id: key }).first()) ?? {});
        const after = { ...before, ...payload };
        const variants = parse(after.variants);
        checkVariants(variants, refuse);
        if (after.winner && !variants.some((v) => v.key === after.winner))
          refuse(
            `The winner, ${after.winner}, is not one of this test’s versions.`,
            `La gagnante, ${after.winner}, ne fait pas partie des versions de ce test.`,
          );
        const starting = after.status === 'running' && before.status !== 'running';
        if (after.status === 'running') {
          if (!variants.some((v) => v.key !== 'A' && Number(v.weight) > 0))
            refuse(
              'To run, the test needs a version besides A with a weight above 0: make one with “Duplicate as a version” on the page.',
              'Pour être lancé, le test a besoin d’une version autre que A dont le poids dépasse 0 : créez-en une avec « Dupliquer en version » sur la page.',
            );
          const page = await database('pages').select('translation_key').where({ id: after.page }).first();
          const others = page
            ? await database('experiments')
                .join('pages', 'pages.id', 'experiments.page')
                .where('pages.translation_key', page.translation_key)
                .andWhere('experiments.status', 'running')
                .modify((q) => (key === null ? q : q.andWhereNot('experiments.id', key)))
                .select('experiments.name')
            : [];
          if (others.length)
            refuse(
              `This page already has a running test, “${others[0].name}”: stop it first.`,
              `Cette page a déjà un test en cours, « ${others[0].name} » : arrêtez-le d’abord.`,
            );
        }
        if (key !== null && keys.length > 1) continue;
        if (starting) {
          if (!before.started_at) payload.started_at = new Date().toISOString();
          payload.stopped_at = null;
        }
        if (after.status === 'stopped' && before.status !== 'stopped') payload.stopped_at = new Date().toISOString();
      }
      return payload;
    });
  }
};
