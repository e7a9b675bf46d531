// The site's schema is the Studio's law (issue 41, decision 0023): what the site parses with a zod
// schema (each block type, pages, blog posts, site settings) is checked with that same schema when it
// is saved, and a save the site would drop is refused with the field, by its Studio label, and the
// rule, in the saver's Studio language. This module is the pure part: which schema and which fields
// each collection has, and a zod issue told as a marketer reads it. The hook
// (extensions/site-content-rules) reads the stored row, and the report lists what was saved before.
import type { z } from 'zod';
import { blockCmsCollections } from '../../blocks/catalog.ts';
import type { FieldDef, Label } from '../../kit/cms/fields.ts';
import { objectFields } from '../../kit/cms/limits.ts';
import { CAPTIONS_TYPE_PATTERN, VIDEO_TYPE_PATTERN } from '../../schemas/image.ts';
import { HREF_PATTERN } from '../../schemas/link.ts';
import { AUDIENCE_VALUE_PATTERN, audienceSchema } from '../../schemas/audience.ts';
import { PAGE_PATH_PATTERN, pageSchema } from '../../schemas/page.ts';
import { POST_SLUG_PATTERN } from '../../schemas/post.ts';
import { postSchema } from '../../schemas/blog.ts';
import { siteSettingsSchema } from '../../schemas/site-settings.ts';
import { pagesCollection } from '../schema/collections.ts';
import { siteSettingsCollection } from '../schema/site-settings.ts';
import { postsCollection } from '../schema/blog.ts';

/** A collection whose rows the site parses: the schema it parses them with, and the fields that name what a marketer fills in. */
export type ContentRule = {
  collection: string;
  schema: z.ZodType;
  fields: readonly FieldDef[];
  /** A block: the site parses it with `collection` set to its collection's name. */
  block: boolean;
  /** What one row is called, as the Studio names it ("Stats", "Page"). */
  name: Label;
  /** The relations the site reads expanded (a file, a category), not as the id stored: see objectFields. */
  expand: ReadonlySet<string>;
};

const rule = (collection: string, schema: z.ZodType, fields: readonly FieldDef[], block: boolean, name: Label): [string, ContentRule] => [
  collection,
  { collection, schema, fields, block, name, expand: new Set(objectFields(schema)) },
];

/** Every collection the site parses with a zod schema, by name. */
export const contentRules: Readonly<Record<string, ContentRule>> = Object.fromEntries([
  ...Object.values(blockCmsCollections).map((def) => rule(def.collection, def.schema, def.fields, true, def.blockType.name)),
  rule('pages', pageSchema, pagesCollection.fields, false, { en: 'Page', fr: 'Page' }),
  rule('posts', postSchema, postsCollection.fields, false, { en: 'Blog post', fr: 'Article du blogue' }),
  rule('site_settings', siteSettingsSchema, siteSettingsCollection.fields, false, { en: 'Site settings', fr: 'Paramètres du site' }),
]);

/** One zod issue, as much of it as the words need (zod's own issues have this shape). */
export type Issue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  pattern?: string;
  expected?: string;
  values?: readonly unknown[];
  params?: Record<string, unknown>;
};

type Lang = 'en' | 'fr';
const say = (lang: Lang, en: string, fr: string) => (lang === 'fr' ? fr : en);

/** A field's name as the Studio shows it, in `lang`; its key when it has none. */
export function fieldLabel(field: FieldDef | undefined, key: string, lang: Lang): string {
  const wanted = lang === 'fr' ? 'fr-FR' : 'en-US';
  return field?.meta.translations?.find((t) => t.language === wanted)?.translation ?? key;
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v.map((x: unknown) => x) : []);

const isLabel = (v: unknown): v is Label =>
  typeof v === 'object' && v !== null && 'en' in v && 'fr' in v && typeof v.en === 'string' && typeof v.fr === 'string';

/** A repeater's sub-field's name (the list interface's `options.fields[].name`). */
function subFieldLabel(field: FieldDef | undefined, key: string, lang: Lang): string {
  for (const sub of list(field?.meta.options?.['fields'])) {
    if (typeof sub !== 'object' || sub === null || !('field' in sub) || sub.field !== key) continue;
    const name = 'name' in sub ? sub.name : undefined;
    if (isLabel(name)) return name[lang];
  }
  return key;
}

/** A select's choices as the Studio shows them, in `lang`. */
function choiceTexts(field: FieldDef | undefined, lang: Lang): string[] {
  return list(field?.meta.options?.['choices']).flatMap((c) => (typeof c === 'object' && c !== null && 'text' in c && isLabel(c.text) ? [c.text[lang]] : []));
}

/** Where an issue is, as a marketer names it: "Figures", "Figure (Figures, item 7)". */
function where(fields: readonly FieldDef[], path: readonly PropertyKey[], lang: Lang): string {
  const key = String(path[0] ?? '');
  const field = fields.find((f) => f.field === key);
  const label = fieldLabel(field, key, lang);
  const index = path[1];
  if (typeof index !== 'number') return label;
  const item = say(lang, `item ${index + 1}`, `élément ${index + 1}`);
  const sub = path[2];
  if (sub === undefined) return `${label}, ${item}`;
  return `${subFieldLabel(field, String(sub), lang)} (${label}, ${item})`;
}

const n = (v: number | bigint | undefined) => Number(v ?? 0);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a value of a given kind must be: what a zod pattern means, in words. */
const PATTERNS: { pattern: RegExp; text: Label }[] = [
  {
    pattern: HREF_PATTERN,
    text: {
      en: 'must be a web address (https://…), a page of the site like /demo, mailto: or tel:',
      fr: 'doit être une adresse web (https://…), une page du site comme /fr/demo, mailto: ou tel:',
    },
  },
  {
    pattern: PAGE_PATH_PATTERN,
    text: {
      en: 'must be a path like /stride or /ads/heat-pumps (letters, digits and hyphens)',
      fr: 'doit être un chemin comme /stride ou /ads/thermopompes (lettres, chiffres et traits d’union)',
    },
  },
  {
    pattern: POST_SLUG_PATTERN,
    text: {
      en: 'lowercase letters, digits and hyphens only, like heat-pump-rebates',
      fr: 'uniquement des lettres minuscules, des chiffres et des traits d’union, comme subventions-thermopompes',
    },
  },
  {
    pattern: AUDIENCE_VALUE_PATTERN,
    text: {
      en: 'letters, digits, spaces, dots, dashes and underscores only, like spring-rebates',
      fr: 'uniquement des lettres, des chiffres, des espaces, des points, des tirets et des traits de soulignement, comme subventions-printemps',
    },
  },
  { pattern: VIDEO_TYPE_PATTERN, text: { en: 'must be an MP4, WebM or Ogg video', fr: 'doit être une vidéo MP4, WebM ou Ogg' } },
  { pattern: CAPTIONS_TYPE_PATTERN, text: { en: 'must be a WebVTT (.vtt) captions file', fr: 'doit être un fichier de sous-titres WebVTT (.vtt)' } },
];

const KINDS: Record<string, Label> = {
  string: { en: 'text', fr: 'du texte' },
  number: { en: 'a number', fr: 'un nombre' },
  int: { en: 'a whole number', fr: 'un nombre entier' },
  boolean: { en: 'yes or no', fr: 'oui ou non' },
  array: { en: 'a list', fr: 'une liste' },
  object: { en: 'a file or an item chosen from the list', fr: 'un fichier ou un élément choisi dans la liste' },
};

/** The rule an issue breaks, in words: "at most 16 characters". */
export function ruleOf(issue: Issue, fields: readonly FieldDef[], value: unknown, lang: Lang): string {
  const field = fields.find((f) => f.field === String(issue.path[0] ?? ''));
  // A file field's own parts (its type, its width): the file chosen is not one the site can use.
  const intoFile = issue.path.length > 1 && typeof issue.path[1] === 'string' && field?.type === 'uuid';
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string')
        return say(lang, `at most ${plural(n(issue.maximum), 'character', 'characters')}`, `au plus ${n(issue.maximum)} caractères`);
      if (issue.origin === 'array')
        return say(lang, `at most ${plural(n(issue.maximum), 'item', 'items')}`, `au plus ${plural(n(issue.maximum), 'élément', 'éléments')}`);
      return say(lang, `at most ${n(issue.maximum)}`, `au plus ${n(issue.maximum)}`);
    case 'too_small':
      if (issue.origin === 'string')
        return n(issue.minimum) <= 1
          ? say(lang, 'required', 'obligatoire')
          : say(lang, `at least ${n(issue.minimum)} characters`, `au moins ${n(issue.minimum)} caractères`);
      if (issue.origin === 'array')
        return say(lang, `at least ${plural(n(issue.minimum), 'item', 'items')}`, `au moins ${plural(n(issue.minimum), 'élément', 'éléments')}`);
      return say(lang, `at least ${n(issue.minimum)}`, `au moins ${n(issue.minimum)}`);
    case 'invalid_type': {
      if (intoFile) return fileRule(field, lang);
      if (value === undefined || value === null || value === '') return say(lang, 'required', 'obligatoire');
      const kind = KINDS[issue.expected ?? ''];
      return kind ? say(lang, `must be ${kind.en}`, `doit être ${kind.fr}`) : say(lang, 'is not valid', 'n’est pas valide');
    }
    case 'invalid_format': {
      const known = PATTERNS.find((p) => String(p.pattern) === issue.pattern);
      if (known) return known.text[lang];
      if (issue.format === 'email') return say(lang, 'must be an e-mail address', 'doit être une adresse courriel');
      if (issue.format === 'url') return say(lang, 'must be a web address starting with https://', 'doit être une adresse web commençant par https://');
      if (intoFile) return fileRule(field, lang);
      return say(lang, 'is not in the expected form', 'n’a pas la forme attendue');
    }
    case 'invalid_value': {
      const texts = choiceTexts(field, lang);
      const options = texts.length ? texts : (issue.values ?? []).map(String);
      return say(lang, `must be one of: ${options.join(', ')}`, `doit être l’une de ces valeurs : ${options.join(', ')}`);
    }
    case 'custom': {
      const fr = issue.params?.['fr'];
      const text = lang === 'fr' && typeof fr === 'string' ? fr : issue.message;
      return text.charAt(0).toLowerCase() + text.slice(1);
    }
    default:
      return say(lang, `is not valid (${issue.message})`, `n’est pas valide (${issue.message})`);
  }
}

function fileRule(field: FieldDef | undefined, lang: Lang): string {
  return field?.meta.interface === 'file-image'
    ? say(lang, 'must be an image from the file library', 'doit être une image de la médiathèque')
    : say(lang, 'must be a file of the right kind from the file library', 'doit être un fichier du bon type de la médiathèque');
}

/** The value an issue is about, in the row that was checked. */
function valueAt(row: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = row;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = Object.entries(at).find(([k]) => k === String(key))?.[1];
  }
  return at;
}

/**
 * A row's problems, one sentence each ("Figures: at most 6 items."), or none when the site would show
 * it. Issues on what the site fills itself (a block's related content: a schema field with no CMS field)
 * and on the keys the check supplies (`id`, `collection`) are not the saver's to fix, and are left out.
 */
export function contentProblems(rule: ContentRule, row: Record<string, unknown>, lang: Lang): string[] {
  const input = rule.block ? { ...row, collection: rule.collection } : row;
  // A block is its content and who sees it (schemas/audience.ts): both are the site's to read.
  const issues = [...(rule.schema.safeParse(input).error?.issues ?? []), ...(rule.block ? (audienceSchema.safeParse(input).error?.issues ?? []) : [])];
  if (issues.length === 0) return [];
  const declared = new Set(rule.fields.map((f) => f.field));
  const sentences = issues
    .filter((issue) => {
      const key = String(issue.path[0] ?? '');
      return key !== 'id' && key !== 'collection' && declared.has(key);
    })
    .map((issue) => `${where(rule.fields, issue.path, lang)}${lang === 'fr' ? ' : ' : ': '}${ruleOf(issue, rule.fields, valueAt(input, issue.path), lang)}.`);
  return [...new Set(sentences)];
}
