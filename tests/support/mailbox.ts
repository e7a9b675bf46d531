// The capture inbox the test site sends its mail to (global-setup.ts), read through its JSON API:
// what a visitor or the sales team would find in their mailbox.
import { expect } from 'vitest';
import { z } from 'zod';
import { stack } from './admin.ts';

const Attachment = z.object({ filename: z.string().nullable(), contentType: z.string(), content: z.string() });
const Message = z.object({
  id: z.string(),
  to: z.array(z.string()),
  from: z.string().nullable(),
  subject: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
  attachments: z.array(Attachment),
});
export type Mail = z.infer<typeof Message>;

function inbox(): string {
  const url = stack().mailInboxUrl;
  if (!url) throw new Error('the test stack has no mail inbox');
  return url;
}

export async function messagesTo(address: string): Promise<Mail[]> {
  const all = z.array(Message).parse(await (await fetch(`${inbox()}api/messages`)).json());
  return all.filter((m) => m.to.includes(address.toLowerCase()));
}

/** Waits until `address` has received `count` messages (those `where` keeps), and checks no more came meanwhile. */
export async function waitForMail(address: string, count = 1, where: (mail: Mail) => boolean = () => true, timeoutMs = 15_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await messagesTo(address)).filter(where);
    if (found.length >= count || Date.now() > deadline) {
      expect(
        found.map((m) => m.subject),
        `mail to ${address}`,
      ).toHaveLength(count);
      return found;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The invitation a message carries (invite.ics), as text. */
export function invitation(mail: Mail): string {
  const file = mail.attachments.find((a) => a.filename === 'invite.ics');
  if (!file) throw new Error(`"${mail.subject}" has no invite.ics`);
  return Buffer.from(file.content, 'base64').toString('utf8');
}

/** The first link in a message's text that starts with `prefix`. */
export function linkIn(mail: Mail, prefix: string): string {
  const found = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix));
  if (!found) throw new Error(`"${mail.subject}" has no link starting ${prefix}`);
  return found;
}

/** Switches the capture's SMTP side off (connections refused) or on again. */
export async function smtpAccepting(accepting: boolean): Promise<void> {
  const res = await fetch(`${inbox()}api/smtp`, { method: 'PUT', body: JSON.stringify({ accepting }) });
  expect(res.status).toBe(200);
}
