// The capture's web inbox: a page listing what it received, each message (its HTML in a sandboxed frame,
// its text, headers and attachments), the raw .eml, and the JSON API the tests read (list, clear, stop
// and start the SMTP side). Bound to loopback, it answers only to loopback names.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Stored } from './mail-message.ts';
import { attachmentName, inboxPage, messagePage, page } from './mail-pages.ts';

export type Inbox = {
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

export function sendJson(res: ServerResponse, status: number, body: unknown) {
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

export function isLoopback(name: string): boolean {
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

export function route(req: IncomingMessage, res: ServerResponse, inbox: Inbox) {
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
