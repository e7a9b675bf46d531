// A lander's message match (issue 43) on the page's form: the parameter its keyword comes in, and the
// entries, each the phrases that select it and the words it shows (schemas/message-match.ts says how
// a keyword is compared and which entry wins).
import { DEFAULT_MATCH_PARAM, KEYWORD_MAX_LENGTH, MATCHES_PER_PAGE } from '../../schemas/message-match.ts';
import { field, fieldName, type FieldDef } from './define.ts';

const text = (name: string, label: { en: string; fr: string }, max: number, note: { en: string; fr: string }) => ({
  field: name,
  name: label,
  type: 'string',
  meta: { field: name, type: 'string', interface: 'input', required: false, width: 'full', note, options: { trim: true, softLength: max } },
});

export function messageMatchFields(): FieldDef[] {
  return [
    field.string('match_param', {
      width: 'half',
      placeholder: DEFAULT_MATCH_PARAM,
      note: {
        en: `The address parameter that carries the ad's keyword: ${DEFAULT_MATCH_PARAM} when empty (Google Ads: add utm_term={keyword} to the tracking template).`,
        fr: `Le paramètre de l’adresse qui porte le mot-clé de l’annonce : ${DEFAULT_MATCH_PARAM} s’il est vide (Google Ads : ajoutez utm_term={keyword} au modèle de suivi).`,
      },
      label: { en: 'Keyword parameter', fr: 'Paramètre du mot-clé' },
    }),
    {
      field: 'matches',
      type: 'json',
      meta: {
        interface: 'list',
        special: ['cast-json'],
        width: 'full',
        required: false,
        readonly: false,
        hidden: false,
        translations: fieldName({ en: 'Keyword matches', fr: 'Correspondances de mots-clés' }),
        note: {
          en: 'Words that echo the ad: a visitor whose keyword matches an entry’s phrases sees its heading, sub-heading and button label in place of the first hero’s (empty ones keep the page’s). Case, accents and plurals do not matter; the closest phrase wins. Visitors never see their keyword itself.',
          fr: 'Des mots qui reprennent l’annonce : un visiteur dont le mot-clé correspond aux expressions d’une entrée voit son titre, son sous-titre et son bouton à la place de ceux du premier bandeau (vides, ceux de la page restent). Majuscules, accents et pluriels ne comptent pas; l’expression la plus proche l’emporte. Les visiteurs ne voient jamais leur mot-clé lui-même.',
        },
        options: {
          template: '{{key}} · {{heading}}',
          addLabel: null,
          limit: MATCHES_PER_PAGE,
          fields: [
            {
              field: 'key',
              name: { en: 'Name', fr: 'Nom' },
              type: 'string',
              meta: {
                field: 'key',
                type: 'string',
                interface: 'input',
                required: true,
                width: 'half',
                note: {
                  en: 'Lowercase letters, digits and dashes: heat-pump-rebate. Leads and the results name the entry by it.',
                  fr: 'Minuscules, chiffres et tirets : subvention-thermopompe. Les prospects et les résultats nomment l’entrée ainsi.',
                },
                options: { slug: true, trim: true },
              },
            },
            {
              field: 'phrases',
              name: { en: 'Phrases', fr: 'Expressions' },
              type: 'json',
              meta: {
                field: 'phrases',
                type: 'json',
                interface: 'tags',
                required: true,
                width: 'half',
                note: {
                  en: `The keywords that select this entry (up to ${KEYWORD_MAX_LENGTH} characters each): heat pump rebate.`,
                  fr: `Les mots-clés qui choisissent cette entrée (jusqu’à ${KEYWORD_MAX_LENGTH} caractères chacun) : subvention thermopompe.`,
                },
                options: { whitespace: ' ', lowercase: true },
              },
            },
            text('heading', { en: 'Heading', fr: 'Titre' }, 120, { en: 'In place of the hero’s heading.', fr: 'À la place du titre du bandeau.' }),
            text('subheading', { en: 'Sub-heading', fr: 'Sous-titre' }, 300, {
              en: 'In place of the hero’s text under the heading.',
              fr: 'À la place du texte sous le titre du bandeau.',
            }),
            text('cta_label', { en: 'Button label', fr: 'Libellé du bouton' }, 40, {
              en: 'In place of the page’s first button (the hero’s, else the first call to action).',
              fr: 'À la place du premier bouton de la page (celui du bandeau, sinon le premier appel à l’action).',
            }),
          ],
        },
      },
      schema: { is_nullable: true },
    },
  ];
}
