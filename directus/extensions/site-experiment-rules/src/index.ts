// Directus hook: the rules of A/B experiments (decision 0018), checked when one is saved, with the
// reason in the marketer's Data Studio language:
// - the split lists version A (the page itself) and at most B, C and D, each once, with weights 0-1000;
// - a running experiment has at least one version besides A with a share of visitors, and its page
//   has no other running experiment;
// - the winner is one of its versions;
// - started_at and stopped_at are set as the status changes.
import { defineHook } from '../../../lib/define.ts';
import { keysOf } from '../../../lib/directus-types.ts';
import { Refused } from '../../../lib/refusals.ts';
import { inLanguage, readsFrench } from '../../../lib/studio-language.ts';

const KEYS: unknown[] = ['A', 'B', 'C', 'D'];
type Variant = { key: unknown; weight: unknown };
type Experiment = Record<string, unknown> & { status?: unknown; winner?: string | null; page?: unknown; started_at?: unknown; variants?: unknown };
/** Throws the refusal, in the reader's language. */
type Refuse = (en: string, fr: string) => never;

/** A refusal in the reader's language: `refuser(french)(en, fr)` throws. */
const refuser =
  (french: boolean): Refuse =>
  (en, fr) => {
    throw new Refused({ reason: inLanguage(french)(en, fr) });
  };

const parse = (value: unknown): unknown => {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value;
};

/** A version of the split as saved (anything: it is checked here), its key and weight when it has them. */
const variantOf = (v: unknown): Variant => ({
  key: typeof v === 'object' && v !== null && 'key' in v ? v.key : undefined,
  weight: typeof v === 'object' && v !== null && 'weight' in v ? v.weight : undefined,
});

function checkVariants(saved: unknown, refuse: Refuse): Variant[] {
  if (!Array.isArray(saved)) return refuse('List the versions and their weights.', 'Indiquez les versions et leurs poids.');
  const items: unknown[] = saved;
  const list = items.map(variantOf);
  const keys = list.map((v) => v.key);
  if (keys.some((k) => !KEYS.includes(k))) refuse('Versions are A, B, C or D.', 'Les versions sont A, B, C ou D.');
  if (new Set(keys).size !== keys.length) refuse('Each version appears once in the split.', 'Chaque version figure une seule fois dans la répartition.');
  if (!keys.includes('A')) refuse('The split must include A, the page itself.', 'La répartition doit comprendre A, la page elle-même.');
  if (list.some((v) => !Number.isInteger(Number(v.weight)) || Number(v.weight) < 0 || Number(v.weight) > 1000))
    refuse('Weights are whole numbers from 0 to 1000.', 'Les poids sont des nombres entiers de 0 à 1000.');
  return list;
}

export default defineHook(({ filter }) => {
  for (const event of ['experiments.items.create', 'experiments.items.update']) {
    filter<Experiment>(event, async (payload, meta, { database, accountability }) => {
      const refuse = refuser(await readsFrench(database, accountability));
      const keys = event.endsWith('create') ? [null] : keysOf(meta);
      for (const key of keys) {
        const before: Experiment = key === null ? {} : ((await database<Experiment>('experiments').where({ id: key }).first()) ?? {});
        const after: Experiment = { ...before, ...payload };
        const variants = checkVariants(parse(after.variants), refuse);
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
          const page = await database<{ id: unknown; translation_key: string | null }>('pages').select('translation_key').where({ id: after.page }).first();
          const others: { name: string }[] = page
            ? await database('experiments')
                .join('pages', 'pages.id', 'experiments.page')
                .where('pages.translation_key', page.translation_key)
                .andWhere('experiments.status', 'running')
                .modify((q) => {
                  if (key !== null) q.andWhereNot('experiments.id', key);
                })
                .select('experiments.name')
            : [];
          if (others[0])
            refuse(
              `This page already has a running test, “${others[0].name}”: stop it first.`,
              `Cette page a déjà un test en cours, « ${others[0].name} » : arrêtez-le d’abord.`,
            );
        }
        if (key !== null && keys.length > 1) continue;
        if (starting) {
          if (!before.started_at) payload.started_at = new Date().toISOString();
          payload['stopped_at'] = null;
        }
        if (after.status === 'stopped' && before.status !== 'stopped') payload['stopped_at'] = new Date().toISOString();
      }
      return payload;
    });
  }
});
