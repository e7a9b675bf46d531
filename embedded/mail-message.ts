// One captured message: what the inbox shows and the JSON API gives of it, parsed from the bytes received
// (mailparser), and its .eml file. A file holds what a mailbox would: the message as received, after a
// Return-Path line (MAIL FROM) and one X-Original-To line per RCPT TO, which is how the envelope is found
// again when the file is reloaded (mail-capture.ts keeps the files).
import { simpleParser, type AddressObject, type EmailAddress, type HeaderLines } from 'mailparser';

export type CapturedAttachment = { filename: string | null; contentType: string; size: number; content: string /* base64 */ };
export type CapturedMessage = {
  id: string;
  receivedAt: string;
  /** The SMTP envelope (MAIL FROM / RCPT TO), as the client sent it. */
  envelope: { from: string | null; to: string[] };
  /** The From header, as text. */
  from: string | null;
  /** The To header's addresses, groups flattened, lower-cased. */
  to: string[];
  subject: string;
  /** The text/plain body, null when the message has none or an empty one (HTML is not converted to text). */
  text: string | null;
  /** The text/html body as sent (cid: links kept). */
  html: string | null;
  /** The message's own headers by lower-cased name, unfolded but not decoded; a repeated header's values joined by "\n". */
  headers: Record<string, string>;
  /** Every part that is not the text or HTML body, text/calendar alternatives included. */
  attachments: CapturedAttachment[];
};

// <receivedAt without separators>-<id>.eml: names sort by arrival, and a name gives back both.
export const EML_NAME = /^(\d{8}T\d{9}Z)-([0-9a-f]+)\.eml$/;

export type Envelope = CapturedMessage['envelope'];
export type Stored = { message: CapturedMessage; raw: Buffer; file: string | null; previewHtml: string | null };

export function stampOf(iso: string): string {
  return iso.replace(/[-:.]/g, '');
}

export function isoOf(stamp: string): string {
  const s = stamp;
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(15, 18)}Z`;
}

export function envelopeLines(envelope: Envelope): string {
  return [`Return-Path: <${envelope.from ?? ''}>`, ...envelope.to.map((to) => `X-Original-To: ${to}`)].map((line) => `${line}\r\n`).join('');
}

/** The envelope written before the message (see the header comment), and how many header lines it took. */
function readEnvelope(raw: Buffer): { envelope: Envelope; lines: number } {
  const lines = raw
    .subarray(0, 64 * 1024)
    .toString('utf8')
    .split(/\r?\n/);
  const from = /^Return-Path: <(.*)>$/i.exec(lines[0] ?? '');
  if (!from) return { envelope: { from: null, to: [] }, lines: 0 };
  const to: string[] = [];
  for (const line of lines.slice(1)) {
    const rcpt = /^X-Original-To: (.*)$/i.exec(line);
    if (!rcpt?.[1]) break;
    to.push(rcpt[1]);
  }
  return { envelope: { from: from[1] || null, to }, lines: 1 + to.length };
}

function rawHeaders(lines: HeaderLines): Record<string, string> {
  // A Map, then fromEntries: a header named __proto__ must stay a header.
  const headers = new Map<string, string>();
  for (const { key, line } of lines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n(?=[ \t])/g, '')
      .trim();
    const earlier = headers.get(key);
    headers.set(key, earlier === undefined ? value : `${earlier}\n${value}`);
  }
  return Object.fromEntries(headers);
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const flatten = (list: EmailAddress[]): string[] => list.flatMap((a) => (a.group ? flatten(a.group) : a.address ? [a.address.toLowerCase()] : []));
  return (Array.isArray(field) ? field : field ? [field] : []).flatMap((o) => flatten(o.value));
}

export async function parse(id: string, receivedAt: string, raw: Buffer): Promise<Stored> {
  const { envelope, lines } = readEnvelope(raw);
  // The text and HTML exactly as sent: no text made from HTML, cid: links kept (the preview inlines them).
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, keepCidLinks: true });
  const html = typeof parsed.html === 'string' ? parsed.html : null;
  const images = new Map(
    parsed.attachments.flatMap((a): [string, string][] => (a.cid ? [[a.cid, `data:${a.contentType};base64,${a.content.toString('base64')}`]] : [])),
  );
  const message: CapturedMessage = {
    id,
    receivedAt,
    envelope,
    from: parsed.from?.text ?? null,
    to: addressesOf(parsed.to),
    subject: parsed.subject ?? '',
    // mailparser gives an HTML-only message an empty text; an empty text/plain part is no text either.
    text: parsed.text || null,
    html,
    headers: rawHeaders(parsed.headerLines.slice(lines)),
    // mailparser leaves only text/plain and text/html parts out of attachments, so an icalEvent's
    // text/calendar alternative is here (without a file name) beside its named attachment.
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? null,
      contentType: a.contentType,
      size: a.size,
      content: a.content.toString('base64'),
    })),
  };
  const previewHtml = html && html.replace(/\bcid:([^\s"'<>)]+)/gi, (link, cid: string) => images.get(cid) ?? link);
  return { message, raw, file: null, previewHtml };
}
