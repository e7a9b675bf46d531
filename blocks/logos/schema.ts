import { z } from 'zod';
import { blockSchema, sectionHeaderShape } from '#kit/cms/schema.ts';

/** A logo: an image of the file library, named by its title there (the partner's name). */
export const logoSchema = z.object({
  id: z.uuid(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  title: z.string().trim().min(1, 'Give each logo a title in the file library: the partner’s name'),
});

export const logosSchema = blockSchema('block_logos', {
  ...sectionHeaderShape,
  /** Filled by the site from the chosen file folder (index.ts, `related`). */
  logos: z.array(logoSchema).min(1, 'The folder has no images').max(24),
});

export type LogosBlock = z.output<typeof logosSchema>;
