// A local inbox for the mail the site sends when no SMTP_URL is configured: an SMTP server that
// accepts everything and delivers nothing, and a small web page to read what it received (like
// maildev, but in-process and quiet). `npm start` prints its address; the integration tests read the
// same messages through its JSON API and stop its SMTP side to play a mail server that is down.
//
// With `dir`, each message is kept as a .eml file, so the inbox survives a restart. A file holds what
// a mailbox would: the message as received, after a Return-Path line (MAIL FROM) and one
// X-Original-To line per RCPT TO, which is how the envelope is found again when the file is reloaded.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Server } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type AddressObject, type EmailAddress, type HeaderLines } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

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
export type MailCaptureOptions = { smtpPort: number; webPort: number; host?: string; dir?: string; maxMessages?: number };
export type MailCapture = {
  smtpUrl: string;
  inboxUrl: string;
  /** Oldest first, newest last. */
  messages(): CapturedMessage[];
  clear(): void;
  /** Closes the SMTP listener: connections are refused until startSmtp(). */
  stopSmtp(): Promise<void>;
  /** Listens again on the same port. */
  startSmtp(): Promise<void>;
  close(): Promise<void>;
};

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
const DEFAULT_MAX_MESSAGES = 500;
// How long stopSmtp() lets a session in progress finish before it is cut (smtp-server's default is 30 s).
const SMTP_CLOSE_GRACE_MS = 500;
// <receivedAt without separators>-<id>.eml: names sort by arrival, and a name gives back both.
const EML_NAME = /^(\d{8}T\d{9}Z)-([0-9a-f]+)\.eml$/;

type Envelope = CapturedMessage['envelope'];
type Stored = { message: CapturedMessage; raw: Buffer; file: string | null; previewHtml: string | null };

/** An error whose code smtp-server sends back to the client. */
class SmtpReply extends Error {
  readonly responseCode: number;
  constructor(responseCode: number, message: string) {
    super(message);
    this.responseCode = responseCode;
  }
}

function stampOf(iso: string): string {
  return iso.replace(/[-:.]/g, '');
}

function isoOf(stamp: string): string {
  const s = stamp;
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(15, 18)}Z`;
}

function envelopeLines(envelope: Envelope): string {
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

async function parse(id: string, receivedAt: string, raw: Buffer): Promise<Stored> {
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

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(address && typeof address === 'object' ? address.port : port);
    });
  });
}

/** The host as it goes in a URL one can connect to: an "any address" host is reached on loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startMailCapture(options: MailCaptureOptions): Promise<MailCapture> {
  const host = options.host ?? '127.0.0.1';
  const dir = options.dir ?? null;
  const maxMessages = options.maxMessages ?? DEFAULT_MAX_MESSAGES;
  if (!Number.isInteger(maxMessages) || maxMessages < 1) throw new RangeError(`maxMessages must be a positive integer, not ${maxMessages}`);

  let stored: Stored[] = [];
  // Messages are parsed and written one at a time, so the list keeps their order of arrival.
  let pending: Promise<unknown> = Promise.resolve();

  function keep(entry: Stored) {
    stored.push(entry);
    for (const dropped of stored.splice(0, Math.max(0, stored.length - maxMessages))) {
      if (dropped.file) unlink(dropped.file).catch(() => {});
    }
  }

  if (dir) {
    await mkdir(dir, { recursive: true });
    for (const name of (await readdir(dir)).sort()) {
      const match = EML_NAME.exec(name);
      if (!match?.[1] || !match[2]) continue;
      const file = join(dir, name);
      try {
        const entry = await parse(match[2], isoOf(match[1]), await readFile(file));
        keep({ ...entry, file });
      } catch {
        // Unreadable or unparsable: left on disk for a look, not listed.
      }
    }
  }

  async function receive(raw: Buffer, receivedAt: string) {
    const id = randomBytes(5).toString('hex');
    const entry = await parse(id, receivedAt, raw);
    if (dir) {
      const file = join(dir, `${stampOf(receivedAt)}-${id}.eml`);
      await writeFile(file, raw);
      entry.file = file;
    }
    keep(entry);
  }

  function onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null) => void) {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let answered = false;
    const answer = (err?: Error) => {
      if (answered) return;
      answered = true;
      callback(err);
    };
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= MAX_MESSAGE_BYTES) chunks.push(chunk);
    });
    stream.once('error', (err: Error) => answer(err));
    stream.once('end', () => {
      if (stream.sizeExceeded) return answer(new SmtpReply(552, 'Message exceeds fixed maximum message size'));
      const { mailFrom, rcptTo } = session.envelope;
      const envelope = { from: mailFrom ? mailFrom.address || null : null, to: rcptTo.map((r) => r.address) };
      const raw = Buffer.concat([Buffer.from(envelopeLines(envelope)), ...chunks]);
      const task = pending.then(() => receive(raw, new Date().toISOString()));
      pending = task.catch(() => {});
      // Accepted once it is kept (on disk too, with dir): a message the inbox lost is an error the sender sees.
      task.then(
        () => answer(),
        () => answer(new SmtpReply(451, 'Message could not be stored')),
      );
    });
  }

  let closing: Promise<void> | null = null;
  let smtp: SMTPServer | null = null;
  let smtpPort = options.smtpPort;
  // start and stop one after the other, however they are called.
  let lifecycle: Promise<unknown> = Promise.resolve();
  function serially(step: () => Promise<void>): Promise<void> {
    const run = lifecycle.then(step);
    lifecycle = run.catch(() => {});
    return run;
  }

  const startSmtp = () =>
    serially(async () => {
      if (smtp || closing) return;
      // A new server each time: smtp-server sets itself up once per instance (and edits its options).
      const server = new SMTPServer({
        authOptional: true,
        allowInsecureAuth: true,
        onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
        disabledCommands: ['STARTTLS'],
        size: MAX_MESSAGE_BYTES,
        logger: false,
        disableReverseLookup: true,
        closeTimeout: SMTP_CLOSE_GRACE_MS,
        onData,
      });
      // A client that drops its connection mid-session is nothing to report; a failed listen rejects below.
      server.on('error', () => {});
      smtpPort = await listen(server.server, smtpPort, host);
      smtp = server;
    });

  const stopSmtp = () =>
    serially(async () => {
      const server = smtp;
      if (!server) return;
      smtp = null;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

  function clear() {
    stored = [];
    if (!dir || !existsSync(dir)) return;
    // Only the files this inbox writes: whatever else is in the folder is not its to delete.
    for (const name of readdirSync(dir)) if (EML_NAME.test(name)) rmSync(join(dir, name), { force: true });
  }

  const find = (id: string) => stored.find((entry) => entry.message.id === id);
  const loopbackOnly = isLoopback(host);
  let webPort = options.webPort;
  const web = createServer((req, res) => {
    try {
      route(req, res, {
        entries: () => stored,
        find,
        clear,
        webPort,
        loopbackOnly,
        smtp: { accepting: () => smtp !== null, stop: stopSmtp, start: startSmtp },
      });
    } catch {
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' });
      else res.destroy();
    }
  });
  webPort = await listen(web, webPort, host);
  try {
    await startSmtp();
  } catch (err) {
    await new Promise((resolve) => web.close(resolve));
    throw err;
  }

  return {
    smtpUrl: `smtp://${urlHost(host)}:${smtpPort}`,
    inboxUrl: `http://${urlHost(host)}:${webPort}/`,
    messages: () => stored.map((entry) => entry.message),
    clear,
    stopSmtp,
    startSmtp,
    close() {
      closing ??= (async () => {
        await stopSmtp();
        await new Promise((resolve) => {
          web.close(resolve);
          web.closeAllConnections();
        });
        await pending;
      })();
      return closing;
    },
  };
}

// ---- The web inbox ----

type Inbox = {
  entries(): Stored[];
  find(id: string): Stored | undefined;
  clear(): void;
  webPort: number;
  loopbackOnly: boolean;
  smtp: { accepting(): boolean; stop(): Promise<void>; start(): Promise<void> };
};

const HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";
// Raw messages and attachments are the sender's bytes: never run as a page of this origin.
const FILE_CSP = "default-src 'none'; sandbox";
const COMMON_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': HTML_CSP });
  res.end(page(title, body));
}

function sendFile(res: ServerResponse, contentType: string, disposition: string, body: Buffer) {
  res.writeHead(200, {
    ...COMMON_HEADERS,
    'Content-Type': contentType,
    'Content-Disposition': disposition,
    'Content-Length': body.length,
    'Content-Security-Policy': FILE_CSP,
  });
  res.end(body);
}

function notAllowed(res: ServerResponse, allow: string) {
  res.writeHead(405, { ...COMMON_HEADERS, Allow: allow, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Method not allowed\n');
}

/** A Content-Disposition value with an ASCII fallback and the exact (UTF-8) file name. */
function disposition(type: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const EXTENSIONS: Record<string, string> = { 'text/calendar': '.ics', 'text/plain': '.txt', 'text/html': '.html', 'message/rfc822': '.eml' };

function attachmentName(attachment: CapturedAttachment, index: number): string {
  return attachment.filename ?? `part-${index + 1}${EXTENSIONS[attachment.contentType] ?? ''}`;
}

function isLoopback(name: string): boolean {
  return name === 'localhost' || name === '::1' || /^127\.\d+\.\d+\.\d+$/.test(name);
}

/**
 * Bound to loopback, the inbox answers only to loopback names: a web page whose name was re-pointed
 * at 127.0.0.1 (DNS rebinding) would otherwise read it as its own origin.
 */
function hostAllowed(req: IncomingMessage, inbox: Inbox): boolean {
  if (!inbox.loopbackOnly) return true;
  const match = /^(?:\[([^\]]+)\]|([^:]+))(?::(\d+))?$/.exec(req.headers.host ?? '');
  const name = match?.[1] ?? match?.[2];
  const port = match?.[3];
  return name !== undefined && isLoopback(name) && (port === undefined || Number(port) === inbox.webPort);
}

function route(req: IncomingMessage, res: ServerResponse, inbox: Inbox) {
  if (!hostAllowed(req, inbox)) return sendJson(res, 403, { error: 'Unknown host' });
  const path = new URL(req.url ?? '/', 'http://inbox').pathname;
  // Node sends no body in answer to HEAD by itself.
  const method = req.method === 'HEAD' ? 'GET' : req.method;

  if (path === '/api/messages') {
    if (method === 'GET')
      return sendJson(
        res,
        200,
        inbox.entries().map((entry) => entry.message),
      );
    if (method === 'DELETE') {
      inbox.clear();
      res.writeHead(204, COMMON_HEADERS);
      return res.end();
    }
    return notAllowed(res, 'GET, HEAD, DELETE');
  }
  const apiMessage = /^\/api\/messages\/([^/]+)$/.exec(path);
  if (apiMessage?.[1]) {
    if (method !== 'GET') return notAllowed(res, 'GET, HEAD');
    const entry = inbox.find(apiMessage[1]);
    return entry ? sendJson(res, 200, entry.message) : sendJson(res, 404, { error: 'No such message' });
  }
  // The SMTP side, switched off and on: a developer (or a test, from another process) sees what the
  // site does while its mail server is down. PUT {"accepting": false|true}.
  if (path === '/api/smtp') {
    if (method === 'GET') return sendJson(res, 200, { accepting: inbox.smtp.accepting() });
    if (method !== 'PUT') return notAllowed(res, 'GET, HEAD, PUT');
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk.slice(0, 100)));
    req.on('end', () => {
      const wanted = /"accepting"\s*:\s*(true|false)/.exec(body)?.[1];
      if (!wanted) return sendJson(res, 400, { error: 'Send {"accepting": true} or {"accepting": false}' });
      void (wanted === 'true' ? inbox.smtp.start() : inbox.smtp.stop()).then(
        () => sendJson(res, 200, { accepting: inbox.smtp.accepting() }),
        (error: unknown) => sendJson(res, 500, { error: String(error) }),
      );
    });
    return;
  }
  if (path.startsWith('/api/')) return sendJson(res, 404, { error: 'Not found' });

  if (path === '/clear') {
    if (method !== 'POST') return notAllowed(res, 'POST');
    // A form on another site must not empty the inbox (a browser says where a form came from; an opaque origin is "null").
    const origin = req.headers.origin;
    if (origin !== undefined && URL.parse(origin)?.host !== req.headers.host) return sendJson(res, 403, { error: 'Cross-origin request' });
    inbox.clear();
    res.writeHead(303, { ...COMMON_HEADERS, Location: '/' });
    return res.end();
  }
  if (method !== 'GET') return notAllowed(res, 'GET, HEAD');
  if (path === '/') return sendHtml(res, 200, 'Mail inbox (local capture)', inboxPage(inbox.entries()));

  const file = /^\/messages\/([^/.]+)(?:\.eml|\/attachments\/(\d+))$/.exec(path);
  if (file?.[1]) {
    const entry = inbox.find(file[1]);
    if (!entry) return notFound(res);
    if (file[2] === undefined) return sendFile(res, 'text/plain; charset=utf-8', disposition('inline', `${entry.message.id}.eml`), entry.raw);
    const index = Number(file[2]);
    const attachment = entry.message.attachments[index];
    if (!attachment) return notFound(res);
    const type = /^[\w.+-]+\/[\w.+-]+$/.test(attachment.contentType) ? attachment.contentType : 'application/octet-stream';
    return sendFile(res, type, disposition('attachment', attachmentName(attachment, index)), Buffer.from(attachment.content, 'base64'));
  }
  const messagePath = /^\/messages\/([^/.]+)$/.exec(path);
  const entry = messagePath?.[1] ? inbox.find(messagePath[1]) : undefined;
  if (entry) return sendHtml(res, 200, entry.message.subject || '(no subject)', messagePage(entry));
  return notFound(res);
}

function notFound(res: ServerResponse) {
  sendHtml(res, 404, 'Not found', '<h1>Not found</h1><p>No such message: it may have been deleted. <a href="/">Back to the inbox</a></p>');
}

// ---- Pages ----

const CSS = `
:root { color-scheme: light dark; font: 16px/1.5 system-ui, sans-serif; }
body { margin: 0; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 .5rem; }
.note { margin: 0 0 1rem; opacity: .8; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .5rem; border-bottom: 1px solid color-mix(in srgb, currentColor 20%, transparent); overflow-wrap: anywhere; }
th { font-weight: 600; }
time, time span { white-space: nowrap; }
button { font: inherit; padding: .375rem .75rem; cursor: pointer; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
iframe { width: 100%; height: 70vh; border: 1px solid color-mix(in srgb, currentColor 30%, transparent); background: #fff; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; padding: .75rem; border: 1px solid color-mix(in srgb, currentColor 20%, transparent); }
@media (max-width: 40rem) { main { padding: .75rem; } table { font-size: .875rem; } time { white-space: normal; } th, td { padding: .375rem .25rem; } }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function time(iso: string): string {
  // Date and time may go on two lines on a narrow screen, each in one piece.
  return `<time datetime="${escapeHtml(iso)}"><span>${escapeHtml(iso.slice(0, 10))}</span> <span>${escapeHtml(iso.slice(11, 19))} UTC</span></time>`;
}

function inboxPage(entries: Stored[]): string {
  const rows = entries
    .toReversed()
    .map(({ message: m }) => {
      const subject = m.subject || '(no subject)';
      return `<tr><td>${time(m.receivedAt)}</td><td>${escapeHtml(m.from ?? '')}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(subject)}</a></td></tr>`;
    })
    .join('\n');
  const count = entries.length === 1 ? '1 message' : `${entries.length} messages`;
  return `<h1>Mail inbox (local capture)</h1>
<p class="note">Mail sent by the site is captured here and never delivered to anyone. ${count}, newest first.</p>
${entries.length ? '<form method="post" action="/clear"><p><button type="submit">Delete all</button></p></form>' : ''}
<div class="scroll">
<table>
<thead><tr><th scope="col">Received</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}
</tbody>
</table>
</div>`;
}

function messagePage({ message: m, previewHtml }: Stored): string {
  const id = encodeURIComponent(m.id);
  const fields: [string, string | undefined][] = [
    ['From', m.from ?? undefined],
    ['To', m.to.join(', ') || undefined],
    ['Subject', m.subject],
    ['Date', m.headers.date],
    ['List-Unsubscribe', m.headers['list-unsubscribe']],
    ['List-Unsubscribe-Post', m.headers['list-unsubscribe-post']],
    ['Envelope', `from <${m.envelope.from ?? ''}> to ${m.envelope.to.map((to) => `<${to}>`).join(', ')}`],
    ['Received', m.receivedAt],
  ];
  const list = fields
    .filter((field): field is [string, string] => field[1] !== undefined)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${name === 'Received' ? time(value) : escapeHtml(value)}</dd>`)
    .join('\n');
  const attachments = m.attachments
    .map((a, index) => {
      const label = a.filename ?? `(unnamed ${a.contentType} part)`;
      return `<li><a href="/messages/${id}/attachments/${index}">${escapeHtml(label)}</a> (${escapeHtml(a.contentType)}, ${a.size.toLocaleString('en')} bytes)</li>`;
    })
    .join('\n');
  // The HTML body runs with no scripts, in an origin of its own (sandbox), under this page's CSP:
  // inline styles and data: images only, so nothing is fetched from anywhere.
  return `<p><a href="/">← Inbox</a></p>
<h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<dl>
${list}
</dl>
${previewHtml === null ? '' : `<h2>HTML</h2>\n<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="HTML body" srcdoc="${escapeHtml(previewHtml)}"></iframe>`}
${m.text === null ? '' : `<h2>Text</h2>\n<pre>${escapeHtml(m.text)}</pre>`}
${attachments ? `<h2>Attachments</h2>\n<ul>\n${attachments}\n</ul>` : ''}
<p><a href="/messages/${id}.eml">Raw message (.eml)</a></p>`;
}
