import { z } from 'zod';
import { blockSchema, sectionHeaderShape } from '#kit/cms/schema.ts';
import { EMBED_KINDS } from './kinds.ts';

export const embedSchema = blockSchema('block_embed', {
  ...sectionHeaderShape,
  kind: z.enum(EMBED_KINDS),
});

export type EmbedBlock = z.output<typeof embedSchema>;
