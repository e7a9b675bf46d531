// The site server's log. With LOG_FORMAT=json (the default outside `npm start`, which asks for text
// since a person reads it), every line is one JSON object: time, level, message, and the id of the
// request it belongs to, so that a log platform can follow one request through every replica's lines.
// The request's id is the one a trusted proxy sent (X-Request-Id) or a new one; the response carries it.
// Code anywhere in the server (the built site included) logs with console.*: it is rerouted here.
// No line carries a link's secret (issue 39, decision 0010: only hashes are kept): every token in a
// path, a query or a message is replaced by a short tag before it is written (redactSecrets).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { format } from 'node:util';

export type LogFormat = 'json' | 'text';
type Level = 'debug' | 'info' | 'warn' | 'error';

const context = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` as part of the request `requestId`: whatever it logs, now or later, carries the id. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return context.run({ requestId }, work);
}

/** A proxy's id when it looks like one (letters, digits, `-_.:`, up to 128), else a new UUID. */
export function requestIdFrom(header: string | undefined): string {
  return header && /^[\w.:-]{1,128}$/.test(header) ? header : randomUUID();
}

/**
 * A secret's tag in the log: the first 8 hex digits of its SHA-256. It cannot give the secret back (a
 * link's token holds 256 random bits), and for a link token it is the start of the hash Directus
 * stores (manage_token_hash, confirm_token_hash…), so an operator can still find the row a line is about.
 */
export const secretTag = (secret: string): string => `[token:${createHash('sha256').update(secret).digest('hex').slice(0, 8)}]`;

/**
 * The pages whose last segment is a link's secret (src/routes.ts, src/forms/lead-links.ts; the unit
 * test checks that every `:token` route is here). Written out rather than imported: this module loads
 * before the build, from source. Route matching ignores case, so the match does too; the token ends
 * at a slash, a query, a `.data` (React Router's data requests), punctuation or the end of the text.
 */
const TOKEN_PAGES = [
  'demo/manage',
  'fr/demo/gerer',
  'newsletter/confirm',
  'fr/infolettre/confirmer',
  'newsletter/unsubscribe',
  'fr/infolettre/desabonnement',
  'my-data/confirm',
  'fr/mes-donnees/confirmer',
];
const TOKEN_IN_PATH = new RegExp(`(/(?:${TOKEN_PAGES.join('|')})/+)([^/?#\\s"'<>.,:;()[\\]]+)`, 'gi');
/** Query parameters that carry a secret: the preview and Visual Editor tokens, and any `token`. */
const TOKEN_IN_QUERY = /([?&](?:preview|edit|token|access_token|refresh_token)=)([^&#\s"'<>]+)/gi;
/** The shape of every token the site makes (43 base64url characters, src/forms/tokens.server.ts), wherever it stands. */
const TOKEN_SHAPED = /(?<![\w-])[\w-]{43}(?![\w-])/g;

/** `text` with every link token, preview or edit token replaced by its tag (secretTag). */
export function redactSecrets(text: string): string {
  if (!text) return text;
  return text
    .replace(TOKEN_IN_PATH, (_all, page: string, token: string) => `${page}${secretTag(token)}`)
    .replace(TOKEN_IN_QUERY, (_all, name: string, token: string) => `${name}${secretTag(token)}`)
    .replace(TOKEN_SHAPED, (token) => secretTag(token));
}

/** A field's value with its secrets tagged: strings, and the strings inside arrays and plain objects. */
function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactValue(inner)]));
  }
  return value;
}

/** One log line as JSON: `fields` (an access log's method, path, status…) beside the message, secrets tagged. */
export function jsonLine(level: Level, message: string, fields: Record<string, unknown> = {}, now = new Date()): string {
  const requestId = context.getStore()?.requestId;
  const safeFields = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, redactValue(value)]));
  return JSON.stringify({ time: now.toISOString(), level, msg: redactSecrets(message), ...(requestId ? { requestId } : {}), ...safeFields });
}

/**
 * Makes console.* write JSON lines (errors keep their stack in the message). Text (a person at
 * `npm start`) keeps console's own lines, with their secrets tagged all the same.
 */
export function installConsole(logFormat: LogFormat): void {
  const write =
    (stream: NodeJS.WriteStream, level: Level) =>
    (...args: unknown[]) => {
      stream.write(logFormat === 'json' ? `${jsonLine(level, format(...args))}\n` : `${redactSecrets(format(...args))}\n`);
    };
  console.debug = write(process.stdout, 'debug');
  console.log = write(process.stdout, 'info');
  console.info = write(process.stdout, 'info');
  console.warn = write(process.stderr, 'warn');
  console.error = write(process.stderr, 'error');
}

/** The access log's line for a finished request (JSON only: text logs stay quiet for people). */
export function accessLine(requestId: string, fields: { method: string; path: string; status: number; ms: number; cache?: string }): string {
  return withRequestId(requestId, () => jsonLine(fields.status >= 500 ? 'error' : 'info', 'request', fields));
}
