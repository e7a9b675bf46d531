import { z } from 'zod';
import { hrefSchema } from '../../schemas/link.ts';
import { blockIdSchema, optionalText } from '../_shared/schema.ts';

export const CTA_TONES = ['brand', 'light'] as const;

export const callToActionSchema = z.object({
  collection: z.literal('block_call_to_action'),
  id: blockIdSchema,
  tone: z.enum(CTA_TONES).default('brand'),
  heading: z.string().trim().min(1),
  body: optionalText,
  button_label: z.string().trim().min(1),
  button_href: hrefSchema,
});

export type CallToActionBlock = z.output<typeof callToActionSchema>;
