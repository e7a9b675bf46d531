// A block type's Directus collection (decision 0001): its fields with the limits its content schema
// sets (decision 0023), what a person choosing a block reads about it, and the starter row a new block
// begins with. Node loads this file directly (type stripping): explicit `.ts` extensions, erasable syntax only.
import type { z } from 'zod';
import { collectionName, field, type CollectionDef, type FieldDef, type Label } from './fields.ts';
import { schemaLimits, type FieldLimits } from './limits.ts';
import type { AUDIENCE_FIELDS, AudienceMode } from '#schemas/audience.ts';
import { starterItem } from './starter.ts';

/** A block collection's name: `block_` and the block folder's name in snake case. */
export type BlockCollectionName = `block_${string}`;

/**
 * What a person choosing a block reads about its type: its name and one line on what it is for, in
 * both languages. Every block's `directus.ts` exports it as `cmsCollection.blockType`; blocks/catalog.ts
 * lists them all (an "add a block" menu).
 */
export type BlockTypeInfo<C extends BlockCollectionName = BlockCollectionName> = {
  collection: C;
  /** A Material Symbols icon name, the one the Data Studio shows. */
  icon: string;
  name: Label;
  description: Label;
  /** What a new block of this type starts with, per page language (kit/cms/starter.ts). */
  starter: { en: Record<string, unknown>; fr: Record<string, unknown> };
};

/**
 * A block type's collection, what its picker shows (see BlockTypeInfo), and the schema the site parses
 * its items with: Directus's content rules run it on every save (decision 0023).
 */
export type BlockCollectionDef<C extends BlockCollectionName = BlockCollectionName> = CollectionDef & {
  collection: C;
  blockType: BlockTypeInfo<C>;
  schema: z.ZodType;
};

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...v } : {});

/** A repeater's count in words, as its note when it has none ("From 1 to 6 items."): one that has a note says it in its own words. */
function countNote(limits: FieldLimits, note: Label | null | undefined): Label | null {
  if (note) return note;
  const { minItems: min, maxItems: max } = limits;
  const words: Label | null =
    min !== undefined && max !== undefined
      ? { en: `From ${min} to ${max} items.`, fr: `De ${min} à ${max} éléments.` }
      : max !== undefined
        ? { en: `At most ${max} items.`, fr: `Au plus ${max} éléments.` }
        : min !== undefined && min > 0
          ? { en: `At least ${min} items.`, fr: `Au moins ${min} éléments.` }
          : null;
  return words;
}

/**
 * The fields with what their content schema says a marketer must respect, shown by the Studio before a
 * save (decision 0023): a text's longest length (the input's `softLength` counter), a repeater's most
 * items (the list interface's `limit`: no "Create new" past it) and its count in the note, and its
 * sub-fields' lengths and required flags. Read from the schema (`schemaLimits`), never restated.
 */
export function withSchemaLimits(fields: FieldDef[], schema: z.ZodType): FieldDef[] {
  const limits = schemaLimits(schema);
  return fields.map((f): FieldDef => {
    const limit = limits[f.field];
    if (!limit) return f;
    const options = record(f.meta.options);
    if ((f.meta.interface === 'input' || f.meta.interface === 'input-multiline') && limit.maxLength !== undefined)
      return { ...f, meta: { ...f.meta, options: { ...options, softLength: limit.maxLength } } };
    if (f.meta.interface !== 'list') return f;
    const subFields = Array.isArray(options['fields']) ? options['fields'] : [];
    const fieldsOut = subFields.map((raw: unknown) => {
      const sub = record(raw);
      const meta = record(sub['meta']);
      const own = typeof sub['field'] === 'string' ? limit.items?.[sub['field']] : undefined;
      if (!own) return sub;
      const subOptions = record(meta['options']);
      return {
        ...sub,
        meta: {
          ...meta,
          required: meta['required'] === true || own.required,
          ...(own.maxLength === undefined ? {} : { options: { ...subOptions, softLength: own.maxLength } }),
        },
      };
    });
    return {
      ...f,
      meta: {
        ...f.meta,
        note: countNote(limit, f.meta.note),
        options: { ...options, fields: fieldsOut, ...(limit.maxItems === undefined ? {} : { limit: limit.maxItems }) },
      },
    };
  });
}

type AudienceField = (typeof AUDIENCE_FIELDS)[number];
const AUDIENCE_CHOICES: { value: AudienceMode; text: Label }[] = [
  { value: 'everyone', text: { en: 'Every visitor', fr: 'Tous les visiteurs' } },
  { value: 'only', text: { en: 'Only the visitors named below', fr: 'Seulement les visiteurs nommés ci-dessous' } },
  { value: 'except', text: { en: 'Every visitor but those named below', fr: 'Tous les visiteurs sauf ceux nommés ci-dessous' } },
];

/**
 * Who sees the block (issue 43, schemas/audience.ts): every block type's last fields, in a closed
 * section. A visitor is named when their campaign, their source or the keyword match they got is in a list.
 */
export function audienceFields(): (FieldDef & { field: AudienceField | 'targeting' })[] {
  const group = 'targeting';
  /** A list that names visitors: typed one by one, beside the others. */
  const names = (name: Exclude<AudienceField, 'audience'>, label: Label, note: Label, width?: 'half') => ({
    ...field.tags(name, { group, label, note, ...(width ? { width } : {}) }),
    field: name,
  });
  return [
    { ...field.group(group, { label: { en: 'Who sees this block', fr: 'Qui voit ce bloc' } }), field: group },
    {
      ...field.select('audience', AUDIENCE_CHOICES, {
        group,
        default: 'everyone',
        label: { en: 'Shown to', fr: 'Montré à' },
        note: {
          en: 'Search engines, and visitors from a link that names no campaign, do not see "Only…" blocks and do see "…but those…" ones.',
          fr: 'Les moteurs de recherche, et les visiteurs venus d’un lien sans campagne, ne voient pas les blocs « Seulement… » et voient les blocs « …sauf… ».',
        },
      }),
      field: 'audience',
    },
    names(
      'audience_campaigns',
      { en: 'Campaigns (utm_campaign)', fr: 'Campagnes (utm_campaign)' },
      { en: 'As your ads’ links write them: spring-rebates.', fr: 'Comme les liens de vos annonces les écrivent : subventions-printemps.' },
      'half',
    ),
    names(
      'audience_sources',
      { en: 'Sources (utm_source)', fr: 'Sources (utm_source)' },
      { en: 'google, newsletter, facebook…', fr: 'google, infolettre, facebook…' },
      'half',
    ),
    names(
      'audience_matches',
      { en: 'Keyword matches', fr: 'Correspondances de mots-clés' },
      {
        en: 'Names from the page’s Keyword matches list, such as heat-pump-rebate. Any campaign, source or match listed names a visitor.',
        fr: 'Des noms de la liste Correspondances de mots-clés de la page, comme subvention-thermopompe. Une campagne, une source ou une correspondance listée suffit.',
      },
    ),
  ];
}

/** What the Data Studio says of a block type, in one language: its name (one block, several), one short line on what it is for (an "add a block" menu), and when to use it and what it holds, at more length (Settings > Data Model, the Storybook docs). */
export type BlockStudioTexts = { name: [singular: string, plural: string]; about: string; note: string };

/**
 * The collection of one block type. Every block collection has an integer id and nothing else in common.
 * Its name is its schema's: the literal `collection` that blockSchema (kit/cms/schema.ts) gives it.
 */
export function defineBlockCollection<C extends BlockCollectionName>(
  /** The block's zod schema: the Studio shows its limits (withSchemaLimits) and Directus refuses what it refuses. */
  schema: z.ZodType & { shape: { collection: { value: C } } },
  def: {
    /** A Material Symbols icon name, the one the Data Studio shows. */
    icon: string;
    studio: { en: BlockStudioTexts; fr: BlockStudioTexts };
    /**
     * How one block reads in its page's block list, after its type's name, which the Data Studio adds
     * itself ("Hero: {{headline}}"): its main text, not its type. Without one, its heading.
     */
    displayTemplate?: string;
    fields: FieldDef[];
  },
): BlockCollectionDef<C> {
  const collection = schema.shape.collection.value;
  const { en, fr } = def.studio;
  const fields = withSchemaLimits(def.fields, schema);
  return {
    collection,
    schema,
    blockType: {
      collection,
      icon: def.icon,
      name: { en: en.name[0], fr: fr.name[0] },
      description: { en: en.about, fr: fr.about },
      starter: { en: starterItem(fields, 'en'), fr: starterItem(fields, 'fr') },
    },
    meta: {
      icon: def.icon,
      note: { en: en.note, fr: fr.note },
      hidden: false,
      display_template: def.displayTemplate ?? '{{heading}}',
      // In the Data Studio's Blocks folder (directus/schema/folders.ts), reached from their page.
      group: 'folder_blocks',
      sort: 10,
      translations: collectionName({ en: { singular: en.name[0], plural: en.name[1] }, fr: { singular: fr.name[0], plural: fr.name[1] } }),
    },
    fields: [field.id(), ...fields, ...audienceFields()],
  };
}
