import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { CollectionDef } from '../../directus/schema/define.ts';
import type { Locale } from '../../schemas/locale.ts';

/** Schema-valid examples of one block, by variant name, in both locales (stories, tests, seeds). */
export type BlockFixtures<T> = Record<Locale, Record<string, T>>;

/**
 * Everything about one block type, in one object (the block contract of docs/DESIGN).
 * The component's props are the schema's output type, so a component and schema that disagree do
 * not compile.
 */
export type BlockDefinition<C extends string, S extends z.ZodType> = {
  collection: C;
  schema: S;
  Component: ComponentType<z.output<S>>;
  /** The block's Directus collection and fields, applied at every start. */
  cms: CollectionDef;
  /** What the page fetcher asks Directus for, per block item (Directus field syntax). */
  fields: readonly string[];
  fixtures: BlockFixtures<z.output<S>>;
};

export function defineBlock<C extends string, S extends z.ZodType<{ collection: C }>>(def: BlockDefinition<C, S>): BlockDefinition<C, S> {
  return def;
}
