// Schema as code: typed helpers that produce the field and collection objects of Directus's REST
// API (`POST /collections`, `POST /fields/:collection`). Each block folder declares its own collection
// with these in its `directus.ts` (through block-collection.ts and the shared fields of
// block-fields.ts); the CMS's `schema/apply.ts` makes Directus match them at every start. They live in
// the kit, below the blocks and directus/, because layers point down: the CMS code imports them (and
// uses them for its own collections), blocks never import the CMS code. Node loads this file directly
// (type stripping): explicit `.ts` extensions on imports, erasable syntax only.

/** A text in both of the site's languages: the Data Studio shows each marketer the one they read. */
export type Label = { en: string; fr: string };

/**
 * The Data Studio languages a marketer may pick, by the language of the text they get. Directus matches
 * a user's language exactly (a fr-CA user gets no fr-FR text, and custom texts have no fallback at
 * all), so every name, note and choice is given in each of these.
 */
export const STUDIO_LANGUAGES = { en: ['en-US', 'en-CA', 'en-GB'], fr: ['fr-FR', 'fr-CA'] } as const;

/** A select's choice: the stored value, and what a marketer reads. */
export type Choice = { value: string; text: Label };

export type FieldMeta = {
  interface?: string;
  options?: Record<string, unknown> | null;
  display?: string | null;
  display_options?: Record<string, unknown> | null;
  special?: string[] | null;
  required?: boolean;
  readonly?: boolean;
  hidden?: boolean;
  width?: 'half' | 'full' | 'fill';
  /**
   * Help under the field, in both languages. Directus gets `$t:<key>` and the texts go into its
   * translations (directus/schema/studio-texts.ts); so do choices' texts and repeater sub-fields'
   * names and notes inside `options`.
   */
  note?: Label | null;
  translations?: { language: string; translation: string }[] | null;
  /** A filter every saved value must pass (Directus checks it on every write, the API's included). */
  validation?: Record<string, unknown> | null;
  /** What the Studio says when a value fails `validation`, in both languages (a `$t:` key, like notes). */
  validation_message?: Label | null;
  sort?: number;
  /** The group field (see `field.group`) this field is shown in. */
  group?: string | null;
};

export type FieldSchema = {
  is_primary_key?: boolean;
  has_auto_increment?: boolean;
  is_nullable?: boolean;
  is_unique?: boolean;
  default_value?: unknown;
  max_length?: number | null;
};

export type FieldDef = {
  field: string;
  type: string;
  meta: FieldMeta;
  schema: FieldSchema | null;
};

export type RelationDef = {
  collection: string;
  field: string;
  related_collection: string | null;
  meta?: Record<string, unknown>;
  schema?: Record<string, unknown> | null;
};

export type CollectionDef = {
  collection: string;
  /**
   * What the site server's token may do here: read content (the default), create submissions, and
   * update what a visitor changes through a mailed link (a booking, a subscription) or the mail
   * outbox. The Public policy gets nothing, ever.
   */
  siteAccess?: { read: boolean; create: boolean; update?: boolean };
  meta: {
    icon?: string;
    /** What the collection holds, in both languages (shown in Settings > Data Model; stored as `$t:<key>`). */
    note?: Label;
    hidden?: boolean;
    singleton?: boolean;
    display_template?: string | null;
    sort_field?: string | null;
    archive_field?: string | null;
    archive_value?: string | null;
    unarchive_value?: string | null;
    translations?: CollectionTranslation[];
    group?: string | null;
    collapse?: 'open' | 'closed' | 'locked';
    /** Position in the Data Studio's navigation. */
    sort?: number;
    /** Where the Data Studio's preview opens an item ({{field}} templates). */
    preview_url?: string | null;
  };
  fields: FieldDef[];
  relations?: RelationDef[];
};

export type CollectionTranslation = { language: string; translation: string; singular: string; plural: string };

/** A field's name in every Studio language (its `meta.translations`). */
export function fieldName(label: Label): { language: string; translation: string }[] {
  return (['en', 'fr'] as const).flatMap((lang) => STUDIO_LANGUAGES[lang].map((language) => ({ language, translation: label[lang] })));
}

/** A collection's name in every Studio language, as a list (`translation`, the plural) and one item. */
export function collectionName(names: { en: { singular: string; plural: string }; fr: { singular: string; plural: string } }): CollectionTranslation[] {
  return (['en', 'fr'] as const).flatMap((lang) =>
    STUDIO_LANGUAGES[lang].map((language) => ({ language, translation: names[lang].plural, singular: names[lang].singular, plural: names[lang].plural })),
  );
}

type Common = {
  label?: Label;
  note?: Label;
  required?: boolean;
  width?: 'half' | 'full';
  hidden?: boolean;
  readonly?: boolean;
  /** Shown inside this group field (declare the group before its fields). */
  group?: string;
  /** A pattern the value must match when set (Directus refuses anything else on save), and what the Studio says then. */
  pattern?: { regex: RegExp; message: Label };
};

/**
 * Directus's field validation for a pattern: an empty or no value passes (the field is optional), any
 * other must match. Its `_regex` takes the pattern's source (no flags).
 */
function patternMeta(field: string, pattern: { regex: RegExp; message: Label }): Pick<FieldMeta, 'validation' | 'validation_message'> {
  if (pattern.regex.flags) throw new Error(`${field}: Directus's _regex takes no flags (${String(pattern.regex)})`);
  return {
    validation: { _or: [{ [field]: { _null: true } }, { [field]: { _empty: true } }, { [field]: { _regex: pattern.regex.source } }] },
    validation_message: pattern.message,
  };
}

function make(field: string, type: string, c: Common, meta: FieldMeta, schema: FieldSchema = {}): FieldDef {
  return {
    field,
    type,
    meta: {
      required: c.required ?? false,
      width: c.width ?? 'full',
      note: c.note ?? null,
      hidden: c.hidden ?? false,
      readonly: c.readonly ?? false,
      translations: c.label ? fieldName(c.label) : null,
      ...(c.group ? { group: c.group } : {}),
      ...(c.pattern ? patternMeta(field, c.pattern) : {}),
      ...meta,
    },
    schema: { is_nullable: !c.required, ...schema },
  };
}

/** A JSON repeater's sub-field, edited in the Data Studio's "list" interface. */
export type RepeaterField = { field: string; name: Label; type: 'string' | 'text'; interface: 'input' | 'input-multiline'; required?: boolean; note?: Label };

export const field = {
  id(): FieldDef {
    return {
      field: 'id',
      type: 'integer',
      meta: { hidden: true, readonly: true, interface: 'input' },
      schema: { is_primary_key: true, has_auto_increment: true },
    };
  },
  string(name: string, c: Common & { max?: number; placeholder?: string; default?: string } = {}): FieldDef {
    return make(
      name,
      'string',
      c,
      { interface: 'input', options: c.placeholder ? { placeholder: c.placeholder } : null },
      { max_length: c.max ?? 255, ...(c.default === undefined ? {} : { default_value: c.default }) },
    );
  },
  text(name: string, c: Common = {}): FieldDef {
    return make(name, 'text', c, { interface: 'input-multiline' });
  },
  boolean(name: string, c: Common & { default?: boolean } = {}): FieldDef {
    return make(name, 'boolean', c, { interface: 'boolean', special: ['cast-boolean'] }, { default_value: c.default ?? false });
  },
  /** A collapsible section of the item form, holding the fields that name it as their `group`. */
  group(name: string, c: Common = {}): FieldDef {
    return { ...make(name, 'alias', c, { interface: 'group-detail', special: ['alias', 'no-data', 'group'], options: { start: 'closed' } }), schema: null };
  },
  /** Set by Directus when an item is created and on every save: the sitemap's lastmod. */
  timestamps(): FieldDef[] {
    const stamp = (name: string, special: string): FieldDef => ({
      field: name,
      type: 'timestamp',
      meta: { special: [special, 'cast-timestamp'], interface: 'datetime', readonly: true, hidden: true, width: 'half' },
      schema: { is_nullable: true },
    });
    return [stamp('date_created', 'date-created'), stamp('date_updated', 'date-updated')];
  },
  datetime(name: string, c: Common = {}): FieldDef {
    return make(name, 'timestamp', c, { interface: 'datetime' });
  },
  /** One value of a list. The choices are shown by their text in lists and templates too (the labels display). */
  select(name: string, choices: readonly Choice[], c: Common & { default?: string } = {}): FieldDef {
    return make(
      name,
      'string',
      c,
      // The labels display draws its own `choices`: without them, a list shows "Demo Booking" for demo_booking.
      { interface: 'select-dropdown', options: { choices }, display: 'labels', display_options: { choices } },
      c.default === undefined ? {} : { default_value: c.default },
    );
  },
  /** An image from the Directus file library (a many-to-one to directus_files; apply.ts adds the relation). */
  image(name: string, c: Common = {}): FieldDef {
    return make(name, 'uuid', c, { interface: 'file-image', special: ['file'], display: 'image' });
  },
  /** Formatted text (the WYSIWYG editor); `top` is the highest heading level its toolbar offers, `tables` adds the table button. */
  html(name: string, c: Common & { top?: 2 | 3; tables?: boolean } = {}): FieldDef {
    const headings = c.top === 3 ? ['h3', 'h4'] : ['h2', 'h3', 'h4'];
    return make(name, 'text', c, {
      interface: 'input-rich-text-html',
      options: { toolbar: [...headings, 'bold', 'italic', 'bullist', 'numlist', 'blockquote', 'link', ...(c.tables ? ['table'] : []), 'removeformat', 'code'] },
    });
  },
  /** A many-to-one to another collection (add its RelationDef to the collection's `relations`). */
  /** A Directus user (an assignee): a many-to-one to directus_users, by uuid. */
  user(name: string, c: Common = {}): FieldDef {
    return make(name, 'uuid', c, {
      interface: 'select-dropdown-m2o',
      special: ['m2o'],
      options: { template: '{{first_name}} {{last_name}}' },
      display: 'user',
    });
  },
  /** A whole number; `min` and `max` bound the Studio's input. */
  integer(name: string, c: Common & { default?: number; min?: number; max?: number } = {}): FieldDef {
    const bounds = c.min === undefined && c.max === undefined ? {} : { options: { min: c.min, max: c.max } };
    return make(name, 'integer', c, { interface: 'input', ...bounds }, c.default === undefined ? {} : { default_value: c.default });
  },
  /** Structured data the Data Studio shows as code (a schedule, a form's payload). */
  json(name: string, c: Common = {}): FieldDef {
    return make(name, 'json', c, { interface: 'input-code', options: { language: 'JSON' }, special: ['cast-json'] });
  },
  /** A short list of words (campaign names): typed and entered one by one, stored as a JSON array, lower case. */
  tags(name: string, c: Common = {}): FieldDef {
    return make(name, 'json', c, { interface: 'tags', special: ['cast-json'], options: { capitalization: 'lowercase', alphabetize: true }, display: 'labels' });
  },
  m2o(name: string, template: string, c: Common = {}): FieldDef {
    return make(name, 'integer', c, {
      interface: 'select-dropdown-m2o',
      special: ['m2o'],
      options: { template },
      display: 'related-values',
      display_options: { template },
    });
  },
  /** A folder of the file library (its images, read by the site). The column stays nullable even when the field is required. */
  folder(name: string, c: Common = {}): FieldDef {
    return make(name, 'uuid', c, { interface: 'system-folder' }, { is_nullable: true });
  },
  /** Any file from the library (a video, a captions file): same relation as `image`, a file picker. */
  file(name: string, c: Common = {}): FieldDef {
    return make(name, 'uuid', c, { interface: 'file', special: ['file'], display: 'file' });
  },
  repeater(name: string, fields: RepeaterField[], c: Common & { template?: string } = {}): FieldDef {
    return make(name, 'json', c, {
      interface: 'list',
      special: ['cast-json'],
      options: {
        template: c.template ?? `{{${fields[0]?.field ?? 'id'}}}`,
        fields: fields.map((f) => ({
          field: f.field,
          name: f.name,
          type: f.type,
          meta: { field: f.field, type: f.type, interface: f.interface, required: f.required ?? false, note: f.note ?? null, width: 'full' },
        })),
      },
    });
  },
};
