// What a new block starts with when a marketer adds it from the Visual Editor (decision 0016): every
// required field filled, so Directus accepts the row, with its own name as the text to replace
// ("Headline…", "Titre…"), links to the home page, choices at their default, and one entry in a
// required list. The marketer then writes over it in place; until then the editor's page shows it.
import { z } from 'zod';

/**
 * What a starter reads of a field: the part of fields.ts's FieldDef it needs, written out here so that
 * this file depends on nothing (block-collection.ts builds every block type's starter with it).
 */
type StarterField = {
  field: string;
  type: string;
  meta: { required?: boolean; translations?: readonly { language: string; translation: string }[] | null; options?: Record<string, unknown> | null };
  schema: { default_value?: unknown } | null;
};

type Locale = 'en' | 'fr';

const STUDIO_LANGUAGE: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR' };
const Label = z.object({ en: z.string(), fr: z.string() });
const SubField = z.object({ field: z.string(), name: Label, meta: z.object({ required: z.boolean().optional() }).optional() });

/** The field's name in the page's language, from its Data Studio translations (else its key). */
function nameOf(f: StarterField, locale: Locale): string {
  return f.meta.translations?.find((t) => t.language === STUDIO_LANGUAGE[locale])?.translation ?? f.field;
}

const placeholder = (field: string, name: string) => (/href$|_url$/.test(field) ? '/' : `${name}…`);

/** The starter row of a block type for a page in `locale`: only what Directus requires. */
export function starterItem(fields: readonly StarterField[], locale: Locale): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const f of fields) {
    if (!f.meta.required || f.field === 'id' || f.schema?.default_value !== undefined) continue;
    const choices = z.array(z.object({ value: z.string() })).safeParse(f.meta.options?.['choices']);
    if (choices.success && choices.data[0]) {
      item[f.field] = choices.data[0].value;
    } else if (f.type === 'json') {
      const sub = z.array(SubField).safeParse(f.meta.options?.['fields']);
      const entry: Record<string, string> = {};
      for (const s of sub.success ? sub.data : []) if (s.meta?.required) entry[s.field] = placeholder(s.field, s.name[locale]);
      item[f.field] = [entry];
    } else if (f.type === 'string' || f.type === 'text') {
      item[f.field] = placeholder(f.field, nameOf(f, locale));
    }
  }
  return item;
}
