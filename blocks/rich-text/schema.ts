import { z } from 'zod';
import { blockSchema } from '#kit/cms/schema.ts';
import { richHtmlSchema } from '#schemas/rich-text.ts';

export const richTextSchema = blockSchema('block_rich_text', {
  /** Sanitised HTML: the schema is the only way in, so the component may render it as is. Tables allowed (RichText.module.css styles them). */
  html: richHtmlSchema(2, { tables: true }),
  width: z.enum(['narrow', 'wide']).default('narrow'),
});

export type RichTextBlock = z.output<typeof richTextSchema>;
