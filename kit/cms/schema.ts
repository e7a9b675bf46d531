import { z } from 'zod';

/** Directus item ids: integers for block collections. */
export const blockIdSchema = z.union([z.number().int(), z.string().min(1)]);

/** A required line of text from the CMS, trimmed. */
export const requiredText = z.string().trim().min(1);

/** Optional text from the CMS: Directus sends null for an empty field; an empty string counts as absent. */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() ? v : undefined))
  .optional();

/** The schema side of SectionHeader and sectionHeaderFields(): eyebrow, heading, introduction. */
export const sectionHeaderShape = {
  eyebrow: optionalText,
  heading: requiredText,
  intro: optionalText,
};

/**
 * A block's schema: its collection (the registry's discriminant, a literal), its item id, then its own
 * fields. A `z.object` like any other: refine it, read its shape.
 */
export function blockSchema<C extends string, S extends z.ZodRawShape>(collection: C, shape: S) {
  return z.object({ collection: z.literal(collection), id: blockIdSchema, ...shape });
}

/** A block of a SectionHeader over its list, `items`: from `count.min` to `count.max` of `item` (the feature grid, steps, testimonials, timeline). */
export function headedListSchema<C extends string, I extends z.ZodType>(collection: C, item: I, count: { min: number; max: number }) {
  return blockSchema(collection, { ...sectionHeaderShape, items: z.array(item).min(count.min).max(count.max) });
}
