// A/B experiments on pages (decision 0018): one row per experiment, covering both languages of the
// page it tests. Its versions B, C and D are rows of `pages` (their `experiment` and `variant` set),
// edited like any page; the page itself is version A, the control. The site serves a running
// experiment's versions by weight, counts each version's new visitors per day into `exposures`
// (extensions/site-experiments), and every lead keeps the version its visitor saw.
import { VARIANT_KEYS } from '../../schemas/experiment.ts';
import { collectionNames, endpointButton, field, fieldName, type Choice, type CollectionDef, type FieldDef, type RelationDef } from './define.ts';
import { FOLDERS } from './folders.ts';

export const EXPERIMENT_STATUS_CHOICES: Choice[] = [
  { value: 'draft', text: { en: 'Draft: not shown', fr: 'Brouillon : non diffusée' } },
  { value: 'running', text: { en: 'Running', fr: 'En cours' } },
  { value: 'stopped', text: { en: 'Stopped', fr: 'Arrêtée' } },
];

const VARIANT_CHOICES: Choice[] = VARIANT_KEYS.map((key) => ({
  value: key,
  text: key === 'A' ? { en: 'A (the page itself)', fr: 'A (la page elle-même)' } : { en: key, fr: key },
}));

/** The versions and their share of new visitors, edited as a list: a key and a weight each. */
function variantsField(): FieldDef {
  return {
    field: 'variants',
    type: 'json',
    meta: {
      interface: 'list',
      special: ['cast-json'],
      width: 'full',
      required: true,
      readonly: false,
      hidden: false,
      translations: fieldName({ en: 'Versions and split', fr: 'Versions et répartition' }),
      note: {
        en: 'Each version’s share of new visitors: weights 50 and 50 split them evenly, 70 and 30 give A seven in ten. A weight of 0 sends no one new to that version (those who saw it keep it).',
        fr: 'La part des nouveaux visiteurs de chaque version : des poids de 50 et 50 les répartissent également, 70 et 30 donnent à A sept visiteurs sur dix. Un poids de 0 n’envoie plus personne de nouveau vers cette version (ceux qui l’ont vue la gardent).',
      },
      options: {
        template: '{{key}} · {{weight}}',
        addLabel: null,
        limit: VARIANT_KEYS.length,
        fields: [
          {
            field: 'key',
            name: { en: 'Version', fr: 'Version' },
            type: 'string',
            meta: {
              field: 'key',
              type: 'string',
              interface: 'select-dropdown',
              required: true,
              note: null,
              width: 'half',
              options: { choices: VARIANT_KEYS.map((key) => ({ value: key, text: key })) },
            },
          },
          {
            field: 'weight',
            name: { en: 'Weight', fr: 'Poids' },
            type: 'integer',
            meta: { field: 'weight', type: 'integer', interface: 'input', required: true, note: null, width: 'half', options: { min: 0, max: 1000 } },
          },
        ],
      },
    },
    schema: { is_nullable: true },
  };
}

export const experimentsCollection: CollectionDef = {
  collection: 'experiments',
  // The site reads experiments, and adds its visitor counts through extensions/site-experiments, which
  // writes them itself: the site's token updates no experiment (issue 39).
  siteAccess: { read: true, create: false, update: false },
  meta: {
    group: FOLDERS.site,
    icon: 'science',
    note: {
      en: 'A/B tests of pages. Make a version with “Duplicate as a version” on a page, set the split, then set the status to Running. Stop it with a winner: everyone then gets the winner.',
      fr: 'Les tests A/B de pages. Créez une version avec « Dupliquer en version » sur une page, réglez la répartition, puis passez le statut à En cours. Arrêtez-le avec une version gagnante : tout le monde reçoit alors celle-ci.',
    },
    display_template: '{{name}} · {{status}}',
    sort: 3,
    translations: collectionNames(['A/B test', 'A/B tests'], ['Test A/B', 'Tests A/B']),
  },
  fields: [
    field.id(),
    field.string('name', {
      required: true,
      placeholder: 'Heat pumps: a shorter hero',
      note: { en: 'What you are testing, in a few words.', fr: 'Ce que vous testez, en quelques mots.' },
      label: { en: 'Name', fr: 'Nom' },
    }),
    field.select('status', EXPERIMENT_STATUS_CHOICES, {
      required: true,
      default: 'draft',
      width: 'half',
      note: {
        en: 'Running: new visitors get a version by the split, and keep it. Stopped: everyone gets the winner, or the page itself without one.',
        fr: 'En cours : chaque nouveau visiteur reçoit une version selon la répartition, et la garde. Arrêtée : tout le monde reçoit la gagnante, ou la page elle-même s’il n’y en a pas.',
      },
      label: { en: 'Status', fr: 'Statut' },
    }),
    field.select('winner', VARIANT_CHOICES, {
      width: 'half',
      note: {
        en: 'When you stop the test: the version every visitor gets from then on.',
        fr: 'Quand vous arrêtez le test : la version que tous les visiteurs reçoivent dès lors.',
      },
      label: { en: 'Winner', fr: 'Gagnante' },
    }),
    field.m2o('page', '{{title}} · {{slug}} · {{locale}}', {
      required: true,
      note: {
        en: 'The page under test (A). The test covers its English and French versions alike.',
        fr: 'La page mise à l’essai (A). Le test couvre ses versions anglaise et française.',
      },
      label: { en: 'Page', fr: 'Page' },
    }),
    variantsField(),
    field.select(
      'goal',
      [
        { value: 'leads', text: { en: 'Leads', fr: 'Prospects' } },
        { value: 'qualified', text: { en: 'Qualified leads', fr: 'Prospects qualifiés' } },
      ],
      {
        required: true,
        default: 'leads',
        width: 'half',
        note: {
          en: 'What the results count to compare the versions: every lead (a demo request or a form sent), or only the demo requests sales mark Qualified or Won (slower to gather, closer to revenue).',
          fr: 'Ce que les résultats comptent pour comparer les versions : tous les prospects (demande de démo ou formulaire envoyé), ou seulement les demandes de démo que les ventes marquent Qualifiée ou Gagnée (plus lents à venir, plus proches des revenus).',
        },
        label: { en: 'Goal', fr: 'Objectif' },
      },
    ),
    {
      field: 'versions',
      type: 'alias',
      meta: {
        interface: 'list-o2m',
        special: ['o2m'],
        options: { template: '{{variant}} · {{title}} · {{locale}}', enableCreate: false, enableSelect: false },
        display: 'related-values',
        display_options: { template: '{{variant}} · {{locale}}' },
        width: 'full',
        required: false,
        readonly: false,
        hidden: false,
        translations: fieldName({ en: 'Versions', fr: 'Versions' }),
        note: {
          en: 'The copies of the page that are its versions B, C and D, in each language. Open one to edit it like any page, or in the Visual Editor. Add one with “Duplicate as a version” on the page.',
          fr: 'Les copies de la page qui en sont les versions B, C et D, dans chaque langue. Ouvrez-en une pour la modifier comme toute page, ou dans l’éditeur visuel. Ajoutez-en une avec « Dupliquer en version » sur la page.',
        },
      },
      schema: null,
    },
    endpointButton(
      'results',
      { label: { en: 'See the results', fr: 'Voir les résultats' }, icon: 'insights', path: 'site-experiments/results/{{id}}', primary: true },
      {
        label: { en: 'Results', fr: 'Résultats' },
        note: {
          en: 'Visitors, leads and conversion rate of each version, and the chance it beats A.',
          fr: 'Les visiteurs, les prospects et le taux de conversion de chaque version, et la probabilité qu’elle batte A.',
        },
      },
    ),
    field.datetime('started_at', { width: 'half', readonly: true, label: { en: 'Started', fr: 'Lancé le' } }),
    field.datetime('stopped_at', { width: 'half', readonly: true, label: { en: 'Stopped', fr: 'Arrêté le' } }),
    // New visitors per day and version, {"2026-11-26": {"A": 120, "B": 118}}: written by the site
    // through extensions/site-experiments, read by its results page.
    field.json('exposures', { hidden: true, readonly: true }),
    ...field.timestamps(),
  ],
  relations: [{ collection: 'experiments', field: 'page', related_collection: 'pages', meta: { one_field: 'experiments' }, schema: { on_delete: 'CASCADE' } }],
};

/** On pages: its A/B tests; on a version, which test it belongs to and its letter (empty on every ordinary page). */
export function pageVariantFields(): FieldDef[] {
  return [
    {
      field: 'experiments',
      type: 'alias',
      meta: {
        interface: 'list-o2m',
        special: ['o2m'],
        options: { template: '{{name}} · {{status}}', enableCreate: false, enableSelect: false },
        display: 'related-values',
        display_options: { template: '{{name}}' },
        width: 'full',
        required: false,
        readonly: false,
        hidden: false,
        translations: fieldName({ en: 'A/B tests', fr: 'Tests A/B' }),
        note: {
          en: 'Tests of this page. To start one, use “Duplicate as a version” in the Flows panel: it copies the page as version B, in English and French, and makes the test.',
          fr: 'Les tests de cette page. Pour en lancer un, utilisez « Dupliquer en version » dans le panneau Flux : la page est copiée comme version B, en anglais et en français, et le test est créé.',
        },
      },
      schema: null,
    },
    field.m2o('experiment', '{{name}}', {
      width: 'half',
      readonly: true,
      note: {
        en: 'Set on a version made with “Duplicate as a version”: this row is shown only to the visitors the test sends to it.',
        fr: 'Renseigné sur une version créée avec « Dupliquer en version » : cette ligne n’est montrée qu’aux visiteurs que le test lui envoie.',
      },
      label: { en: 'A/B test', fr: 'Test A/B' },
    }),
    field.select(
      'variant',
      VARIANT_CHOICES.filter((c) => c.value !== 'A'),
      { width: 'half', readonly: true, label: { en: 'Version', fr: 'Version' } },
    ),
  ];
}

export const pageVariantRelations: RelationDef[] = [
  { collection: 'pages', field: 'experiment', related_collection: 'experiments', meta: { one_field: 'versions' }, schema: { on_delete: 'CASCADE' } },
];

/** On leads: the experiment and version their visitor saw, if any (read from the visitor's `variants` cookie). */
export function leadVariantFields(group: string): FieldDef[] {
  return [
    field.m2o('experiment', '{{name}}', { group, readonly: true, width: 'half', label: { en: 'A/B test', fr: 'Test A/B' } }),
    field.select('variant', VARIANT_CHOICES, { group, readonly: true, width: 'half', label: { en: 'Version seen', fr: 'Version vue' } }),
  ];
}

export const leadVariantRelations = (collection: string): RelationDef[] => [
  { collection, field: 'experiment', related_collection: 'experiments', schema: { on_delete: 'SET NULL' } },
];
