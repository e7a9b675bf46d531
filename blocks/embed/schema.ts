import { z } from 'zod';
import { blockIdSchema, sectionHeaderShape } from '#kit/cms/schema.ts';
import { EMBED_KINDS } from './kinds.ts';

export const embedSchema = z.object({
  collection: z.literal('block_embed'),
  id: blockIdSchema,
  ...sectionHeaderShape,
  kind: z.enum(EMBED_KINDS),
});

export type EmbedBlock = z.output<typeof embedSchema>;
