// An e-mail as the outbox stores it and the transport sends it: everything but the sender, which is
// the site's configuration (MAIL_FROM) at the moment it leaves.
import { z } from 'zod';
import { LOCALES } from '#schemas/locale';

export const outgoingMessageSchema = z.object({
  to: z.string().min(3),
  /** The sender's display name (the site's name in the message's language). */
  fromName: z.string(),
  replyTo: z.string().nullish(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  language: z.enum(LOCALES),
  headers: z.record(z.string(), z.string()).default({}),
  /** An invitation: sent as the text/calendar part calendars act on, and as invite.ics. */
  calendar: z.object({ method: z.enum(['REQUEST', 'CANCEL']), content: z.string() }).nullish(),
});

export type OutgoingMessage = z.input<typeof outgoingMessageSchema>;

/** What each kind of e-mail is, for the outbox (directus/schema/mail.ts lists the same). */
export type MailKind =
  'booking_confirmation' | 'booking_moved' | 'booking_cancelled' | 'sales_notification' | 'newsletter_confirmation' | 'newsletter_welcome' | 'privacy_link';
