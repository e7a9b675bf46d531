// The Data Studio language of whoever made a request, for what our extensions tell them (refusals,
// names): French for a French Studio (`fr-FR`, `fr-CA`), English otherwise. Plain JavaScript, as
// Directus loads extensions.

/** Whether the user behind `accountability` reads the Studio in French. */
export async function readsFrench(database, accountability) {
  if (!accountability?.user) return false;
  const user = await database('directus_users').select('language').where({ id: accountability.user }).first();
  return String(user?.language ?? '').startsWith('fr');
}

/** Picks the text for that reader: `pick(en, fr)`. */
export const inLanguage = (french) => (en, fr) => (french ? fr : en);
