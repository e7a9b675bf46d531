// Every page and article knows its twin (issue 41, decision 0024): the fields that say how this row
// stands against the other language's row with the same translation key, kept by
// extensions/site-translations (directus/lib/twins.ts says how), and on pages the two that "French
// first" asks of a publish (a one-language page says why; an English page published while its French
// twin is outdated is confirmed). They are fields of the row, not a collection of their own: Directus
// Core allows 25 collections, and a page's revisions then keep its confirmation with its history.
import { TRANSLATION_STATES, type TranslationState } from '../lib/twins.ts';
import { field, type Choice, type FieldDef, type Label } from './define.ts';

const STATE_TEXTS: Record<TranslationState, Label> = {
  in_step: { en: 'In step', fr: 'À jour' },
  outdated: { en: 'Outdated', fr: 'Périmée' },
  missing: { en: 'No other language', fr: 'Aucune autre langue' },
};
/** Colours of the labels in lists: what needs work stands out. */
const STATE_COLOURS: Record<TranslationState, { foreground: string; background: string }> = {
  in_step: { foreground: '#075c40', background: '#e6f4ee' },
  outdated: { foreground: '#7a4100', background: '#fff1dc' },
  missing: { foreground: '#8c1d18', background: '#fde8e7' },
};

export const TRANSLATION_STATE_CHOICES: Choice[] = TRANSLATION_STATES.map((value) => ({ value, text: STATE_TEXTS[value] }));

type Twin = 'pages' | 'posts';
const what = (c: Twin, page: Label, post: Label): Label => (c === 'pages' ? page : post);

/** The state, readonly, shown in lists as a coloured label. */
function stateField(c: Twin): FieldDef {
  const base = field.select('translation_state', TRANSLATION_STATE_CHOICES, {
    readonly: true,
    width: 'half',
    default: 'in_step',
    label: { en: 'Translation', fr: 'Traduction' },
    note: what(
      c,
      {
        en: 'Kept by the Studio. Outdated: the page in the other language (same translation key) changed after this one was last edited or checked. No other language: no page has this translation key in the other language.',
        fr: 'Tenu à jour par le Studio. Périmée : la page dans l’autre langue (même clé de traduction) a changé depuis la dernière modification ou vérification de celle-ci. Aucune autre langue : aucune page de l’autre langue n’a cette clé de traduction.',
      },
      {
        en: 'Kept by the Studio. Outdated: the article in the other language (same translation key) changed after this one was last edited or checked. No other language: no article has this translation key in the other language.',
        fr: 'Tenu à jour par le Studio. Périmé : l’article dans l’autre langue (même clé de traduction) a changé depuis la dernière modification ou vérification de celui-ci. Aucune autre langue : aucun article de l’autre langue n’a cette clé de traduction.',
      },
    ),
  });
  const labelled = TRANSLATION_STATES.map((value) => ({ value, text: STATE_TEXTS[value], ...STATE_COLOURS[value] }));
  return { ...base, meta: { ...base.meta, group: 'translation', display_options: { choices: labelled, format: false } } };
}

/** The translation fields of pages or posts, shown together in an open "Translation" section. */
export function translationFields(c: Twin): FieldDef[] {
  const group = field.group('translation', { label: { en: 'Both languages', fr: 'Les deux langues' } });
  const fields: FieldDef[] = [
    { ...group, meta: { ...group.meta, options: { start: 'open' } } },
    stateField(c),
    field.boolean('mark_reviewed', {
      group: 'translation',
      width: 'half',
      label: { en: 'Checked against the other language', fr: 'Vérifiée par rapport à l’autre langue' },
      note: {
        en: 'Tick it and save once you have checked this one against the changed version in the other language: both are then in step. Editing this one does the same.',
        fr: 'Cochez et enregistrez après avoir comparé celle-ci à la version modifiée dans l’autre langue : les deux sont alors à jour. Modifier celle-ci a le même effet.',
      },
    }),
    field.datetime('content_changed_at', {
      group: 'translation',
      width: 'half',
      readonly: true,
      label: { en: 'Content last changed', fr: 'Contenu modifié le' },
      note: {
        en: 'The last change of what visitors read here (its fields or its blocks).',
        fr: 'La dernière modification de ce que les visiteurs lisent ici (ses champs ou ses blocs).',
      },
    }),
    field.datetime('translation_reviewed_at', {
      group: 'translation',
      width: 'half',
      readonly: true,
      label: { en: 'Last checked against the other language', fr: 'Dernière vérification par rapport à l’autre langue' },
    }),
  ];
  if (c === 'posts') return fields;
  return [
    ...fields,
    // The Visual Editor's marks (kept by the hook, read by the site in the editor only): when each of
    // this page's blocks last changed, and which of its twin's blocks changed since this page was in step.
    field.json('block_changes', { group: 'translation', hidden: true, readonly: true }),
    field.json('twin_changed_blocks', { group: 'translation', hidden: true, readonly: true }),
    field.boolean('one_language', {
      group: 'translation',
      width: 'half',
      label: { en: 'One language only', fr: 'Une seule langue' },
      note: {
        en: 'A page published in this language alone (say why below). Otherwise a page with no version in the other language cannot be published.',
        fr: 'Une page publiée dans cette seule langue (dites pourquoi ci-dessous). Sinon, une page sans version dans l’autre langue ne peut pas être publiée.',
      },
    }),
    field.text('one_language_note', {
      group: 'translation',
      label: { en: 'Why one language only', fr: 'Pourquoi une seule langue' },
      note: {
        en: 'For instance: an English-only ad campaign.',
        fr: 'Par exemple : une campagne publicitaire en anglais seulement.',
      },
    }),
    field.boolean('confirm_outdated_twin', {
      group: 'translation',
      label: { en: 'Publish though the French version is outdated', fr: 'Publier même si la version française est périmée' },
      note: {
        en: 'Publishing an English page whose French version is outdated asks for this tick. It is kept in the page’s history (Revisions), then cleared for the next publish.',
        fr: 'Publier une page anglaise dont la version française est périmée demande cette case. Elle est gardée dans l’historique de la page (Révisions), puis décochée pour la prochaine publication.',
      },
    }),
  ];
}
