// French first, by default (issue 41, decision 0024): what publishing a page asks of its twin. Pure,
// so that the rules and their words are tested as functions; extensions/site-translations reads the
// rows and refuses the save with `publishRefusal` in the saver's Studio language.

/** The page as it will be once saved (the stored row with the save's changes). */
export type Publishing = {
  locale: string;
  /** A version of an A/B test: made in both languages at once by "Duplicate as a version", never alone. */
  variant: string | null;
  one_language: boolean;
  one_language_note: string | null;
  confirm_outdated_twin: boolean;
};

/** The twin as stored (null: none); its state as the column holds it. */
export type TwinSeen = { translation_state: string | null } | null;

export type PublishProblem = { kind: 'missing-twin'; locale: string } | { kind: 'outdated-french' };

/** Why this page may not be published now, or null. */
export function publishProblem(page: Publishing, twin: TwinSeen): PublishProblem | null {
  if (page.variant) return null;
  if (!twin) {
    if (page.one_language && (page.one_language_note ?? '').trim() !== '') return null;
    return { kind: 'missing-twin', locale: page.locale };
  }
  if (page.locale === 'en' && twin.translation_state === 'outdated' && !page.confirm_outdated_twin) return { kind: 'outdated-french' };
  return null;
}

/** The refusal, in English or French; it names the fields the Studio shows. */
export function publishRefusal(problem: PublishProblem, french: boolean): string {
  if (problem.kind === 'outdated-french') {
    return french
      ? 'La version française de cette page est périmée : la page anglaise a changé depuis sa dernière modification ou vérification. Mettez-la à jour, ou cochez « Publier même si la version française est périmée » pour publier quand même.'
      : 'The French version of this page is outdated: the English page changed after it was last edited or checked. Update it, or tick “Publish though the French version is outdated” to publish anyway.';
  }
  const other = problem.locale === 'fr' ? { en: 'English', fr: 'anglaise' } : { en: 'French', fr: 'française' };
  return french
    ? `Cette page n’a pas de version ${other.fr} (une page de l’autre langue avec la même clé de traduction) : elle ne peut pas encore être publiée. Créez sa version ${other.fr}, ou cochez « Une seule langue » et dites pourquoi dans « Pourquoi une seule langue ».`
    : `This page has no ${other.en} version (a page in the other language with the same translation key), so it cannot be published yet. Create its ${other.en} version, or tick “One language only” and say why in “Why one language only”.`;
}
