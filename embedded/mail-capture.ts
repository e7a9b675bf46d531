// A local inbox for the mail the site sends when no SMTP_URL is configured: an SMTP server that
// accepts everything and delivers nothing, and a small web page to read what it received (like
// maildev, but in-process and quiet). `npm start` prints its address; the integration tests read the
// same messages through its JSON API and stop its SMTP side to play a mail server that is down.
//
// With `dir`, each message is kept as a .eml file (mail-message.ts), so the inbox survives a restart; the
// web inbox and its JSON API are mail-inbox.ts.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:net';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { isLoopback, route, sendJson } from './mail-inbox.ts';
import { EML_NAME, envelopeLines, isoOf, parse, stampOf, type CapturedMessage, type Stored } from './mail-message.ts';

export type { CapturedAttachment, CapturedMessage } from './mail-message.ts';

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

/** An error whose code smtp-server sends back to the client. */
class SmtpReply extends Error {
  readonly responseCode: number;
  constructor(responseCode: number, message: string) {
    super(message);
    this.responseCode = responseCode;
  }
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
