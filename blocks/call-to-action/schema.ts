import { z } from 'zod';
import { hrefSchema } from '#schemas/link.ts';
import { blockSchema, optionalText, requiredText } from '#kit/cms/schema.ts';

export const CTA_TONES = ['brand', 'light'] as const;
/** What the action is: book a demo, get the app (or join its waitlist), or get in touch. */
export const CTA_KINDS = ['demo', 'app', 'contact'] as const;

export const callToActionSchema = blockSchema('block_call_to_action', {
  kind: z.enum(CTA_KINDS).default('demo'),
  tone: z.enum(CTA_TONES).default('brand'),
  heading: requiredText,
  body: optionalText,
  button_label: requiredText,
  button_href: hrefSchema,
  /** A quieter second action: the waitlist beside the app, the phone beside the e-mail. */
  secondary_label: optionalText,
  secondary_href: hrefSchema.nullish(),
});

export type CallToActionBlock = z.output<typeof callToActionSchema>;
