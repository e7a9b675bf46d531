import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Locale } from '#schemas/locale.ts';

/**
 * A Directus read that fills one field of a block with content kept elsewhere (the latest posts, the
 * logos of a file folder). It is data, not code that runs: the server's CMS reader performs it for
 * every such block on a page, before the block's schema parses the result.
 */
export type RelatedQuery = {
  collection: string;
  fields: string[];
  filter?: Record<string, unknown>;
  sort?: string[];
  limit?: number;
};

/** What a related query may depend on besides the block's own fields. (Time is Directus's `$NOW`.) */
export type RelatedContext = { locale: Locale };

/** Fields filled from other collections, by field name: see RelatedQuery. */
export type RelatedReads = Record<string, (block: Record<string, unknown>, context: RelatedContext) => RelatedQuery | null>;

/** Schema-valid examples of one block, by variant name, in both locales (stories, tests, seeds). */
export type BlockFixtures<T> = Record<Locale, Record<string, T>>;

/**
 * What the site needs of one block type at run time. Blocks render on the server only and ship no
 * JavaScript (one with behaviour in the browser renders an island: kit/islands/island.tsx), so
 * schema and component are plain imports: the server has every block from its first request.
 *
 * The rest of the block contract lives beside it in the folder, by file name: `directus.ts` (exports
 * `cmsCollection`, applied at start) and `fixtures.ts` (examples for stories, tests and seeds).
 * The component's props are the schema's output type, so a component and schema that disagree do
 * not compile.
 */
export type BlockDefinition<C extends string, S extends z.ZodType> = {
  collection: C;
  schema: S;
  Component: ComponentType<z.output<S>>;
  /** What the page fetcher asks Directus for, per block item (Directus field syntax). */
  fields: readonly string[];
  related?: RelatedReads;
};

/** Checks a block's definition: its schema's discriminant is its collection, its component takes the schema's output. */
export function defineBlock<C extends string, S extends z.ZodType<{ collection: C }>>(def: BlockDefinition<C, S>): BlockDefinition<C, S> {
  return def;
}

/** Gives a text in one language: fixtures whose languages share their shape write each text once, `t('English', 'Français')`. */
export type Say = (en: string, fr: string) => string;

/** The English and the French of each text (see Say): `en: { x: x(say.en) }, fr: { x: x(say.fr) }`. */
export const say: Record<Locale, Say> = { en: (en) => en, fr: (_en, fr) => fr };

/**
 * A block's fixtures whose languages share their shape, said once: its variants as a function of `t`
 * (see Say), `bilingual((t) => ({ claims: claims(t), untitled: untitled(t) }))`, give
 * `{ en: { claims: claims(say.en), … }, fr: { claims: claims(say.fr), … } }`.
 */
export function bilingual<V>(variants: (t: Say) => V): Record<Locale, V> {
  return { en: variants(say.en), fr: variants(say.fr) };
}
