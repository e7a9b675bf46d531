import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Locale } from '../../schemas/locale.ts';

/** Schema-valid examples of one block, by variant name, in both locales (stories, tests, seeds). */
export type BlockFixtures<T> = Record<Locale, Record<string, T>>;

/**
 * What the site needs of one block type at run time. The rest of the block contract lives beside it
 * in the folder, by file name, so it never reaches the browser bundle: `directus.ts` (exports
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
};

export function defineBlock<C extends string, S extends z.ZodType<{ collection: C }>>(def: BlockDefinition<C, S>): BlockDefinition<C, S> {
  return def;
}
