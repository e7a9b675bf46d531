// The Data Studio reads in the marketer's language: every note, choice and repeater sub-field the code
// declares has an English and a French text, and reaches Directus as a `$t:` key its translations name.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadBlockCollections } from './apply';
import { coreContentCollections } from './collections';
import { folderDefs } from './folders';
import { formCollections } from './forms';
import { mailCollections } from './mail';
import { studioCollections, studioMessage, studioTranslations } from './studio-texts';
import { STUDIO_LANGUAGES, type CollectionDef, type Label } from './define';

const allDefs = async (): Promise<CollectionDef[]> => [
  ...coreContentCollections,
  ...formCollections,
  ...mailCollections,
  ...(await loadBlockCollections(resolve('blocks'))),
];

/** Every `{ en, fr }` text a definition holds, with where it is. */
const LabelShape = z.object({ en: z.string(), fr: z.string() }).strict();
const list = (v: unknown): unknown[] => z.array(z.unknown()).catch([]).parse(v);

function labelsIn(value: unknown, where: string): { where: string; label: Label }[] {
  const label = LabelShape.safeParse(value);
  if (label.success) return [{ where, label: label.data }];
  if (Array.isArray(value)) return value.flatMap((v, i) => labelsIn(v, `${where}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => labelsIn(v, `${where}.${k}`));
  return [];
}

/** Every string in what goes to Directus, with where it is. */
function stringsIn(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsIn(v, `${where}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsIn(v, `${where}.${k}`));
  return [];
}

describe('Data Studio texts', () => {
  it('gives every field note, collection note, choice and repeater sub-field an English and a French text', async () => {
    const defs = await allDefs();
    let notes = 0;
    for (const def of defs) {
      if (def.meta.note) notes++;
      for (const f of def.fields) {
        // Field notes are `{ en, fr }` by type; a note left out is fine, an empty one is not.
        if (f.meta.note) notes++;
        if (f.meta.note) expect(f.meta.note.en.trim() && f.meta.note.fr.trim(), `${def.collection}.${f.field}`).toBeTruthy();
      }
      for (const { where, label } of labelsIn(def, def.collection)) {
        expect(label.en.trim(), `${where}.en`).not.toBe('');
        expect(label.fr.trim(), `${where}.fr`).not.toBe('');
      }
      // A select's or a repeater's texts are never a bare string (English only) any more.
      for (const f of def.fields) {
        const options: Record<string, unknown> = f.meta.options ?? {};
        for (const c of list(options['choices'])) expect(labelsIn(c, 'choice'), `${def.collection}.${f.field}: ${JSON.stringify(c)}`).toHaveLength(1);
        for (const s of list(options['fields']))
          expect(labelsIn(s, 'sub-field').length, `${def.collection}.${f.field}: ${JSON.stringify(s)}`).toBeGreaterThanOrEqual(1);
      }
    }
    expect(notes).toBeGreaterThan(100);
  });

  it('sends Directus `$t:` keys in their place, each named by the texts it seeds, and no English left bare in a note', async () => {
    const { collections, texts } = studioCollections(await allDefs());
    const keys = new Set(texts.map((t) => t.key));
    expect(keys.size).toBe(texts.length);
    for (const key of keys) expect(key).toMatch(/^(note|choice|label|validation)_[a-z0-9_]+$/);
    const referenced = new Set<string>();
    for (const c of collections) {
      expect(labelsIn(c, c.collection), `${c.collection}: a text in both languages left as an object`).toEqual([]);
      for (const { where, text } of stringsIn(c, c.collection)) {
        const key = /^\$t:(.*)$/.exec(text)?.[1];
        if (key) {
          expect(keys.has(key), `${where}: ${text}`).toBe(true);
          referenced.add(key);
        }
      }
      const notes = [c.meta['note'], ...c.fields.map((f) => f.meta['note'])].filter((n) => n !== null && n !== undefined);
      for (const note of notes) expect(note, c.collection).toMatch(/^\$t:/);
    }
    expect([...referenced].sort()).toEqual([...keys].sort());
    // The keys the research note and the issue name.
    expect(keys).toContain('note_block_hero_headline');
    expect(keys).toContain('note_block_hero');
    expect(keys).toContain('choice_pages_status_published');
    expect(keys).toContain('label_block_faq_items_answer');
    expect(keys).toContain('note_block_faq_items_answer');
    // A select's chips in lists and templates use the same keys as its dropdown.
    const status = collections.find((c) => c.collection === 'pages')?.fields.find((f) => f.field === 'status');
    expect(status?.meta['display_options']).toEqual(status?.meta['options']);
  });

  it('seeds each text in every Studio language a marketer may pick, English or French', async () => {
    const { texts } = studioCollections(await allDefs());
    const rows = studioTranslations(texts);
    const languages = [...STUDIO_LANGUAGES.en, ...STUDIO_LANGUAGES.fr];
    expect(rows).toHaveLength(texts.length * languages.length);
    const headline = rows.filter((r) => r.key === 'note_block_hero_headline');
    expect(headline.map((r) => r.language).sort()).toEqual([...languages].sort());
    expect(headline.find((r) => r.language === 'fr-FR')?.value).toBe('Le titre principal de la page. Visez moins de 70 caractères.');
    expect(headline.find((r) => r.language === 'fr-CA')?.value).toBe('Le titre principal de la page. Visez moins de 70 caractères.');
    expect(headline.find((r) => r.language === 'en-US')?.value).toBe('The page’s main heading. Keep it under 70 characters.');
  });

  it('writes texts as the app reads them: braces as literals, French colons and guillemets held to their word', () => {
    expect(studioMessage('e.g. {"mon": []}', 'en')).toBe(`e.g. {'{'}"mon": []{'}'}`);
    expect(studioMessage('Vide : « / » est l’accueil', 'fr')).toBe('Vide\u00a0: «\u00a0/\u00a0» est l’accueil');
    expect(studioMessage('Empty: none', 'en')).toBe('Empty: none');
  });

  it('refuses a text it cannot key, and two texts under one key', () => {
    const base: CollectionDef = { collection: 'x', meta: {}, fields: [] };
    const withChoice = (value: string): CollectionDef => ({
      ...base,
      fields: [{ field: 'f', type: 'string', meta: { options: { choices: [{ value, text: { en: 'A', fr: 'A' } }] } }, schema: null }],
    });
    expect(() => studioCollections([withChoice('has space')])).toThrow(/cannot be a Data Studio text key/);
    const stray: CollectionDef = {
      ...base,
      fields: [{ field: 'f', type: 'string', meta: { note: { en: 'One', fr: 'Un' }, options: { placeholder: { en: 'stray', fr: 'égaré' } } }, schema: null }],
    };
    expect(() => studioCollections([stray])).toThrow(/x\.f\.options\.placeholder holds a text in both languages/);
    expect(() => studioCollections([base, base].map((d, i) => ({ ...d, meta: { note: { en: `${i}`, fr: `${i}` } } })))).toThrow(/Two different texts/);
  });

  it('names the folders in every Studio language (they have no notes)', () => {
    for (const f of folderDefs) {
      const languages = f.meta.translations?.map((t) => t.language).sort();
      expect(languages, f.collection).toEqual([...STUDIO_LANGUAGES.en, ...STUDIO_LANGUAGES.fr].sort());
    }
  });
});
