// Sending one message over SMTP (nodemailer): to a real provider with SMTP_URL, or to the local
// capture inbox that `npm start` and the tests run when none is set. Throws when the server refuses
// or cannot be reached; the outbox decides when to try again.
import nodemailer, { type Transporter } from 'nodemailer';
import { serverConfig } from '../config.server';
import { outgoingMessageSchema } from './message';

let transporter: Transporter | undefined;

/** Is mail configured at all? Without SMTP_URL the outbox keeps its messages until it is. */
export const mailConfigured = () => serverConfig().smtpUrl !== undefined;

function transport(): Transporter {
  const { smtpUrl } = serverConfig();
  if (!smtpUrl) throw new Error('SMTP_URL is not set');
  // Short timeouts: a mail server that hangs must not hold the outbox; the message is retried.
  transporter ??= nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return transporter;
}

/** MAIL_FROM as given (`Name <address>` keeps its name), or no-reply at the site's host under the site's name. */
export function sender(fromName: string): string | { name: string; address: string } {
  const { mailFrom, siteUrl } = serverConfig();
  if (mailFrom?.includes('<')) return mailFrom;
  return { name: fromName, address: mailFrom ?? `no-reply@${new URL(siteUrl).hostname}` };
}

/** Sends `stored`; `messageId`, the same at every attempt, lets mail programs show a message sent twice once. */
export async function sendMessage(stored: unknown, messageId?: string): Promise<void> {
  const m = outgoingMessageSchema.parse(stored);
  await transport().sendMail({
    ...(messageId ? { messageId } : {}),
    from: sender(m.fromName),
    to: m.to,
    replyTo: m.replyTo ?? undefined,
    subject: m.subject,
    text: m.text,
    html: m.html,
    headers: { ...m.headers, 'Content-Language': m.language === 'fr' ? 'fr-CA' : 'en-CA' },
    // Calendars act on the text/calendar part (Gmail, Outlook); with a filename nodemailer also
    // attaches it as invite.ics (application/ics), which Apple Mail and others import.
    ...(m.calendar ? { icalEvent: { method: m.calendar.method, filename: 'invite.ics', content: m.calendar.content } } : {}),
  });
}
