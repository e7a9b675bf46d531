// The site server's log. With LOG_FORMAT=json (the default outside `npm start`, which asks for text
// since a person reads it), every line is one JSON object: time, level, message, and the id of the
// request it belongs to, so that a log platform can follow one request through every replica's lines.
// The request's id is the one a trusted proxy sent (X-Request-Id) or a new one; the response carries it.
// Code anywhere in the server (the built site included) logs with console.*: it is rerouted here.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
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

/** One log line as JSON: `fields` (an access log's method, path, status…) beside the message. */
export function jsonLine(level: Level, message: string, fields: Record<string, unknown> = {}, now = new Date()): string {
  const requestId = context.getStore()?.requestId;
  return JSON.stringify({ time: now.toISOString(), level, msg: message, ...(requestId ? { requestId } : {}), ...fields });
}

/** Makes console.* write JSON lines (errors keep their stack in the message); text leaves console as it is. */
export function installConsole(logFormat: LogFormat): void {
  if (logFormat !== 'json') return;
  const write =
    (stream: NodeJS.WriteStream, level: Level) =>
    (...args: unknown[]) => {
      stream.write(`${jsonLine(level, format(...args))}\n`);
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
