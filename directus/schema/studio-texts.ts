// The Data Studio's texts in the marketer's language. The code gives every field note, collection
// note, choice and repeater sub-field in English and French (a `Label`); Directus stores `$t:<key>` in
// their place and the texts in its translations (`directus_translations`), which the app loads in
// the signed-in user's language and puts back where the keys are (docs/research/directus-12-data-studio.md,
// §7). Keys are made of the collection's and field's names, so they never change unless those do:
//
//   note_<collection>                      the collection's note
//   note_<collection>_<field>              a field's note
//   choice_<collection>_<field>_<value>    a select's choice
//   label_<collection>_<field>_<sub>       a repeater sub-field's name
//   note_<collection>_<field>_<sub>        a repeater sub-field's note
//   validation_<collection>_<field>        what the Studio says when a value fails the field's validation
//
// `applyStudioTexts` makes the translations match the code at every start; a text edited in
// Settings > Translations is put back to the code's at the next start, like the schema.
import { z } from 'zod';
import type { Rest } from '../lib/rest.ts';
import { STUDIO_LANGUAGES, type CollectionDef, type FieldSchema, type Label } from './define.ts';

export type StudioText = { key: string; text: Label };

/** A field as Directus stores it: its texts are `$t:` keys. */
export type StudioField = { field: string; type: string; meta: Record<string, unknown>; schema: FieldSchema | null };

/** A collection as Directus stores it (see StudioField). */
export type StudioCollection = { collection: string; meta: Record<string, unknown>; fields: StudioField[] };

const LabelShape = z.object({ en: z.string(), fr: z.string() }).strict();
const isLabel = (v: unknown): v is Label => LabelShape.safeParse(v).success;
const Choice = z.looseObject({ value: z.union([z.string(), z.number()]), text: z.unknown() });
const SubField = z.looseObject({ field: z.string(), name: z.unknown(), meta: z.looseObject({ note: z.unknown() }).optional() });

/** Keys are what vue-i18n reads as one name: no dot (a path), no `$t:`-breaking character. */
const KEY = /^[a-z0-9_]+$/;

/** Collects the texts of one or more collections, one key each. */
class Texts {
  readonly byKey = new Map<string, Label>();
  ref(key: string, text: Label): string {
    if (!KEY.test(key)) throw new Error(`"${key}" cannot be a Data Studio text key (lowercase letters, digits and _ only)`);
    const known = this.byKey.get(key);
    if (known && (known.en !== text.en || known.fr !== text.fr)) throw new Error(`Two different texts have the key ${key}`);
    this.byKey.set(key, text);
    return `$t:${key}`;
  }
  list(): StudioText[] {
    return [...this.byKey].map(([key, text]) => ({ key, text }));
  }
}

/** Throws where a `Label` is left in what goes to Directus: it would be stored as an object and shown as nothing. */
function assertNoLabel(value: unknown, where: string): void {
  if (isLabel(value)) throw new Error(`${where} holds a text in both languages that studio-texts.ts does not turn into a key`);
  if (Array.isArray(value)) value.forEach((v, i) => assertNoLabel(v, `${where}[${i}]`));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) assertNoLabel(v, `${where}.${k}`);
}

/** A field's interface or display options: choices' texts, and a repeater's sub-fields' names and notes. */
function optionTexts(options: Record<string, unknown>, base: string, texts: Texts): Record<string, unknown> {
  const out: Record<string, unknown> = { ...options };
  const choices = z.array(Choice).safeParse(options['choices']);
  if (choices.success) {
    out['choices'] = choices.data.map((c) => (isLabel(c.text) ? { ...c, text: texts.ref(`choice_${base}_${String(c.value).toLowerCase()}`, c.text) } : c));
  }
  const fields = z.array(SubField).safeParse(options['fields']);
  if (fields.success) {
    out['fields'] = fields.data.map((f) => ({
      ...f,
      ...(isLabel(f.name) ? { name: texts.ref(`label_${base}_${f.field}`, f.name) } : {}),
      ...(f.meta && isLabel(f.meta.note) ? { meta: { ...f.meta, note: texts.ref(`note_${base}_${f.field}`, f.meta.note) } } : {}),
    }));
  }
  return out;
}

function studioCollectionInto(def: CollectionDef, texts: Texts): StudioCollection {
  const c = def.collection;
  const meta: Record<string, unknown> = { ...def.meta, ...(def.meta.note ? { note: texts.ref(`note_${c}`, def.meta.note) } : {}) };
  assertNoLabel(meta, c);
  const fields = def.fields.map((f): StudioField => {
    const m: Record<string, unknown> = { ...f.meta };
    if (f.meta.note) m['note'] = texts.ref(`note_${c}_${f.field}`, f.meta.note);
    if (f.meta.validation_message) m['validation_message'] = texts.ref(`validation_${c}_${f.field}`, f.meta.validation_message);
    if (f.meta.options) m['options'] = optionTexts(f.meta.options, `${c}_${f.field}`, texts);
    if (f.meta.display_options) m['display_options'] = optionTexts(f.meta.display_options, `${c}_${f.field}`, texts);
    assertNoLabel(m, `${c}.${f.field}`);
    return { field: f.field, type: f.type, meta: m, schema: f.schema };
  });
  return { collection: c, meta, fields };
}

/** Collections as Directus stores them, and the texts their keys name. */
export function studioCollections(defs: readonly CollectionDef[]): { collections: StudioCollection[]; texts: StudioText[] } {
  const texts = new Texts();
  const collections = defs.map((d) => studioCollectionInto(d, texts));
  return { collections, texts: texts.list() };
}

/**
 * A text as the app's translations hold it. The app reads each as a vue-i18n message: it escapes
 * `@`, `$` and `|` itself but not braces (placeholders), so a brace is written as a literal, `{'{'}`.
 * French gets a non-breaking space before a colon and inside guillemets, so none starts a line.
 */
export function studioMessage(text: string, lang: keyof Label): string {
  const spaced = lang === 'fr' ? text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0') : text;
  return spaced.replace(/[{}]/g, (brace) => `{'${brace}'}`);
}

/** Every translation row the texts make: one per key and Studio language. */
export function studioTranslations(texts: readonly StudioText[]): { key: string; language: string; value: string }[] {
  return texts.flatMap(({ key, text }) =>
    (['en', 'fr'] as const).flatMap((lang) => STUDIO_LANGUAGES[lang].map((language) => ({ key, language, value: studioMessage(text[lang], lang) }))),
  );
}

const StoredTranslation = z.object({ id: z.string(), key: z.string(), language: z.string(), value: z.string().nullable() });

/** Makes Directus's translations hold the texts, in every Studio language (added or corrected, never removed). */
export async function applyStudioTexts(rest: Rest, texts: readonly StudioText[]): Promise<string[]> {
  const stored = z.array(StoredTranslation).parse(await rest.get('/translations?limit=-1&fields=id,key,language,value'));
  const byKeyAndLanguage = new Map(stored.map((t) => [`${t.language} ${t.key}`, t]));
  const create: { key: string; language: string; value: string }[] = [];
  const update: { id: string; value: string }[] = [];
  for (const row of studioTranslations(texts)) {
    const s = byKeyAndLanguage.get(`${row.language} ${row.key}`);
    if (!s) create.push(row);
    else if (s.value !== row.value) update.push({ id: s.id, value: row.value });
  }
  // In slices: Directus checks each new row's key and language one by one.
  for (let i = 0; i < create.length; i += 500) await rest.post('/translations', create.slice(i, i + 500));
  if (update.length) await rest.patch('/translations', update);
  return [
    ...(create.length ? [`added ${create.length} Data Studio text translation(s)`] : []),
    ...(update.length ? [`updated ${update.length} Data Studio text translation(s)`] : []),
  ];
}
