// The Directus fields that block types share, said once: the section header's (kit/ui/SectionHeader.tsx),
// a heading or an introduction on their own, a link as its words and its address, the media fields,
// and an item list with its sub-fields. Each block's `directus.ts` lists its fields with these and
// fields.ts's `field`. Node loads this file directly (type stripping): explicit `.ts` extensions.
import { field, type FieldDef, type Label, type RepeaterField } from './fields.ts';

type Width = 'half' | 'full';

export const blockField = {
  /** A few words above the heading (SectionHeader's, the hero's, media and text's). */
  eyebrow(): FieldDef {
    return field.string('eyebrow', {
      width: 'half',
      note: { en: 'A few words above the heading.', fr: 'Quelques mots au-dessus du titre.' },
      label: { en: 'Eyebrow', fr: 'Surtitre' },
    });
  },
  /** The block's heading: required unless said otherwise, full width unless it sits beside the eyebrow. */
  heading(c: { width?: Width; required?: boolean; note?: Label } = {}): FieldDef {
    return field.string('heading', { ...c, required: c.required ?? true, label: { en: 'Heading', fr: 'Titre' } });
  },
  intro(): FieldDef {
    return field.text('intro', { label: { en: 'Introduction', fr: 'Introduction' } });
  },
  /**
   * A link as two fields side by side: its words (`<name>_label`, named `label`, with the `note`) and
   * where it leads (`<name>_href`, named `href`, with an example address as `placeholder`).
   */
  link(name: string, c: { label: Label; href: Label; placeholder: string; required?: boolean; note?: Label }): FieldDef[] {
    const required = c.required ?? false;
    return [
      field.string(`${name}_label`, { required, width: 'half', ...(c.note ? { note: c.note } : {}), label: c.label }),
      field.string(`${name}_href`, { required, width: 'half', placeholder: c.placeholder, label: c.href }),
    ];
  },
  /** The block's picture (`image`), half width, with what it is for in this block. */
  image(note: Label): FieldDef {
    return field.image('image', { width: 'half', note, label: { en: 'Image', fr: 'Image' } });
  },
  /** A video file (`video`) the visitor plays, and its captions (`video_captions`), side by side. */
  video(notes: { video: Label; captions: Label }): FieldDef[] {
    return [
      field.file('video', { width: 'half', note: notes.video, label: { en: 'Video', fr: 'Vidéo' } }),
      field.file('video_captions', { width: 'half', note: notes.captions, label: { en: 'Video captions', fr: 'Sous-titres de la vidéo' } }),
    ];
  },
  /** The block's list (`items`, at least one): its sub-fields (see `item`), how one reads in the list, its name. */
  items(fields: RepeaterField[], c: { template: string; label: Label }): FieldDef {
    return field.repeater('items', fields, { required: true, ...c });
  },
};

/** The fields behind SectionHeader (kit/ui/SectionHeader.tsx): eyebrow, heading, introduction. */
export function sectionHeaderFields(): FieldDef[] {
  return [blockField.eyebrow(), blockField.heading({ width: 'half' }), blockField.intro()];
}

/** A list's sub-fields (blockField.items, field.repeater): a line of text, or a longer text. */
export const item = {
  string(name: string, label: Label, c: { required?: boolean; note?: Label } = {}): RepeaterField {
    return { field: name, name: label, type: 'string', interface: 'input', ...c };
  },
  text(name: string, label: Label, c: { required?: boolean; note?: Label } = {}): RepeaterField {
    return { field: name, name: label, type: 'text', interface: 'input-multiline', ...c };
  },
  /** The optional text under an item's title (a card's, a step's, a milestone's). */
  body(): RepeaterField {
    return item.text('body', { en: 'Text', fr: 'Texte' });
  },
};
