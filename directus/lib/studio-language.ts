// The Data Studio language of whoever made a request, for what our extensions tell them (refusals,
// names): French for a French Studio (`fr-FR`, `fr-CA`), English otherwise.
import type { Knex } from 'knex';
import type { Caller } from './directus-types.ts';

/** Whether the user behind `accountability` reads the Studio in French. */
export async function readsFrench(database: Knex, accountability: Caller): Promise<boolean> {
  if (!accountability?.user) return false;
  const user = await database<{ id: string; language: string | null }>('directus_users').select('language').where({ id: accountability.user }).first();
  return String(user?.language ?? '').startsWith('fr');
}

/** Picks the text for that reader: `pick(en, fr)`. */
export const inLanguage =
  (french: boolean) =>
  (en: string, fr: string): string =>
    french ? fr : en;
