// What the /site-privacy routes read of a request (its JSON or form body, checked) and answer with, and
// what they share: the database, the SECRET, who calls (privacy.ts, rows.ts and tables.ts do the work).
import type { Knex } from 'knex';
import { z } from 'zod';
import type { JsonAnswer } from '../../../lib/directus-types.ts';
import { normalEmail, type Context, type OutboxMail, type Subject } from './rows.ts';

/** What the routes share: set up once by index.ts. */
export type Privacy = {
  database: Knex;
  env: Record<string, unknown>;
  /** Every fingerprint reads it as text (String(SECRET)). */
  secret: string;
  context: () => Promise<Context>;
  /** Writes an erasure to the erasure log, which a restore replays. */
  logErasure: (subject: Subject) => void;
  /** Who calls: the site server (its token), the team (Marketing or an admin), or nobody we serve. */
  caller: (req: object) => Promise<'site' | 'staff' | null>;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const HASH = /^[0-9a-f]{64}$/;
export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const UID = /^[\w-]{1,128}$/;

/** What the helpers read of Express's request and write of its response (Directus's router hands them). */
export type FormRequest = AsyncIterable<unknown> & { body?: unknown; get(name: string): string | undefined };
export type PageAnswer = JsonAnswer & { set(field: string, value: string): unknown; type(type: string): { send(body: string): unknown } };

/** A body's fields: its own when it is an object (not a list), else none. */
export type Fields = Record<string, unknown>;
export const fieldsOf = (body: unknown): Fields => (typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {});

/** A posted HTML form's fields (Directus parses JSON bodies only); at most 4 KB. */
export async function formBody(req: FormRequest): Promise<Fields> {
  const body: unknown = req.body;
  if (body && typeof body === 'object' && Object.keys(body).length) return fieldsOf(body);
  if (!String(req.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return {};
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 4096) return {};
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export const originOf = (url: unknown): string | null => {
  try {
    return new URL(String(url)).origin;
  } catch {
    return null;
  }
};

export const fail = (res: JsonAnswer, status: number, message: unknown) => res.status(status).json({ errors: [{ message }] });

/** An error's `status` and `message`, when it has them (what a handler's catch reads). */
export const statusOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined);
export const messageOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined);
/** An error's text for a refusal: its message, or itself, at most 200 characters. */
export const reasonOf = (error: unknown): string => String(messageOf(error) ?? error).slice(0, 200);

/** The subject a body names: a valid address and/or a Firebase user id; null when neither. */
export function subjectOf(body: Fields): Subject | null {
  const email = typeof body.email === 'string' && EMAIL.test(body.email.trim()) && body.email.length <= 320 ? normalEmail(body.email) : null;
  const uid = typeof body.uid === 'string' && UID.test(body.uid) ? body.uid : null;
  return email || uid ? { email, uid } : null;
}

export const localeOf = (value: unknown): 'en' | 'fr' => (value === 'fr' ? 'fr' : 'en');

/** An outbox row as the site sends it: the fields checked, the others read as they come. */
const SentMail = z.object({
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  message: z.custom<object | null>((value) => typeof value === 'object'),
  locale: z.unknown().optional(),
  next_attempt_at: z.unknown().optional(),
  give_up_at: z.unknown().optional(),
});

/** The outbox rows the site prepared (cancellations): only the fields an outbox row has. */
export function mailsOf(body: Fields): OutboxMail[] | null {
  const list: unknown[] = Array.isArray(body.mails) ? body.mails : [];
  if (list.length > 50) return null;
  const out: OutboxMail[] = [];
  for (const sent of list) {
    const parsed = SentMail.safeParse(sent);
    if (!parsed.success) return null;
    const m = parsed.data;
    out.push({
      status: 'queued',
      kind: m.kind,
      to: m.to,
      locale: localeOf(m.locale),
      subject: m.subject.slice(0, 300),
      attempts: 0,
      next_attempt_at: typeof m.next_attempt_at === 'string' && ISO.test(m.next_attempt_at) ? m.next_attempt_at : new Date().toISOString(),
      give_up_at: typeof m.give_up_at === 'string' && ISO.test(m.give_up_at) ? m.give_up_at : new Date(Date.now() + 86_400_000).toISOString(),
      message: m.message,
    });
  }
  return out;
}

/** An erasure's body (the site's): what the checks below read, each as the JavaScript read it. */
export const EraseBody = z.object({
  expectUpcoming: z.unknown().optional(),
  channel: z.unknown().optional(),
  closeAccount: z.unknown().optional(),
  locale: z.unknown().optional(),
  /** A pending link request's id: an integer, or none. */
  request: z.number().refine(Number.isInteger).nullable().catch(null),
});
const Iso = z.string().regex(ISO);
/** The retention job's body: the four periods' ends and now, ISO times. */
export const RetentionBody = z.object({ cutoffs: z.object({ leads: Iso, pending: Iso, mail: Iso, proof: Iso }), now: Iso });
/** A line of the erasure log, as the restore sends it: fingerprints (either or both), and the SECRET's tag. */
const ReplayEntry = z
  .object({ key: z.string(), email: z.string().regex(HASH).nullable(), uid: z.string().regex(HASH).nullable() })
  .refine((e) => e.email || e.uid);
export const ReplayBody = z.object({ entries: z.array(ReplayEntry).max(2000) });
