import { z } from 'zod';

/** Directus item ids: integers for block collections. */
export const blockIdSchema = z.union([z.number().int(), z.string().min(1)]);

/** Optional text from the CMS: Directus sends null for an empty field; an empty string counts as absent. */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() ? v : undefined))
  .optional();

/** The schema side of SectionHeader and sectionHeaderFields(): eyebrow, heading, introduction. */
export const sectionHeaderShape = {
  eyebrow: optionalText,
  heading: z.string().trim().min(1),
  intro: optionalText,
};
