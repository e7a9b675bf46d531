import { z } from 'zod';
import { blockIdSchema } from '../_shared/schema.ts';
import { sanitizeRichText } from './sanitize.ts';

export const richTextSchema = z.object({
  collection: z.literal('block_rich_text'),
  id: blockIdSchema,
  /** Sanitised HTML: the schema is the only way in, so the component may render it as is. */
  html: z.string().transform(sanitizeRichText).pipe(z.string().min(1, 'The text is empty once unsafe markup is removed')),
  width: z.enum(['narrow', 'wide']).default('narrow'),
});

export type RichTextBlock = z.output<typeof richTextSchema>;
