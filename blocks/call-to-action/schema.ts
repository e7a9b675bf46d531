import { z } from 'zod';
import { hrefSchema } from '#schemas/link.ts';
import { blockIdSchema, optionalText } from '#kit/cms/schema.ts';

export const CTA_TONES = ['brand', 'light'] as const;
/** What the action is: book a demo, get the app (or join its waitlist), or get in touch. */
export const CTA_KINDS = ['demo', 'app', 'contact'] as const;

export const callToActionSchema = z.object({
  collection: z.literal('block_call_to_action'),
  id: blockIdSchema,
  kind: z.enum(CTA_KINDS).default('demo'),
  tone: z.enum(CTA_TONES).default('brand'),
  heading: z.string().trim().min(1),
  body: optionalText,
  button_label: z.string().trim().min(1),
  button_href: hrefSchema,
  /** A quieter second action: the waitlist beside the app, the phone beside the e-mail. */
  secondary_label: optionalText,
  secondary_href: hrefSchema.nullish(),
});

export type CallToActionBlock = z.output<typeof callToActionSchema>;
