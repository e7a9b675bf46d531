// @vitest-environment node
import { request } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startMailCapture, type CapturedMessage, type MailCapture } from './mail-capture';

const INVITE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Energy site//Test//EN',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:visit-1@example.com',
  'DTSTAMP:20260101T090000Z',
  'DTSTART:20260110T090000Z',
  'SUMMARY:Site visit',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

// The inbox API's messages, exactly: a key the type does not name fails the parse.
const capturedMessage = z.strictObject({
  id: z.string(),
  receivedAt: z.string(),
  envelope: z.strictObject({ from: z.string().nullable(), to: z.array(z.string()) }),
  from: z.string().nullable(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
  attachments: z.array(z.strictObject({ filename: z.string().nullable(), contentType: z.string(), size: z.number(), content: z.string() })),
}) satisfies z.ZodType<CapturedMessage>;

function send(capture: MailCapture, message: SendMailOptions) {
  const { hostname, port } = new URL(capture.smtpUrl);
  const transport = createTransport({ host: hostname, port: Number(port), secure: false, ignoreTLS: true, connectionTimeout: 5_000 });
  return transport.sendMail({ from: '"Energy site" <noreply@example.com>', to: 'Lead@Example.com', ...message }).finally(() => transport.close());
}

async function listed(capture: MailCapture): Promise<CapturedMessage[]> {
  const res = await fetch(`${capture.inboxUrl}api/messages`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return z.array(capturedMessage).parse(await res.json());
}

/** A GET with a Host header of our choosing, which fetch does not allow. */
function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

const captures: MailCapture[] = [];
const dirs: string[] = [];
async function start(options: { dir?: string; maxMessages?: number } = {}) {
  // Port 0: the system picks free ports, and the URLs say which.
  const capture = await startMailCapture({ smtpPort: 0, webPort: 0, ...options });
  captures.push(capture);
  return capture;
}
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'mail-capture-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(captures.map((capture) => capture.close()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('mail capture', () => {
  let capture: MailCapture;
  beforeAll(async () => {
    capture = await start();
  });
  beforeEach(() => capture.clear());

  it('says where it listens', () => {
    expect(capture.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:[1-9]\d*$/);
    expect(capture.inboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*\/$/);
  });

  it('keeps what a recipient would see: subject, addresses, bodies, unsubscribe headers and the calendar invitation', async () => {
    await send(capture, {
      to: 'Lead@Example.com, Other <other@example.org>',
      subject: 'Your visit is booked',
      text: 'See you on the 10th.',
      html: '<p>See you on the <b>10th</b>.</p>',
      headers: { 'Content-Language': 'fr' },
      list: { unsubscribe: { url: 'https://example.com/unsubscribe?t=abc', comment: 'Unsubscribe' } },
      icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: INVITE },
    });
    const messages = await listed(capture);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      envelope: { from: 'noreply@example.com', to: ['Lead@example.com', 'other@example.org'] },
      from: '"Energy site" <noreply@example.com>',
      to: ['lead@example.com', 'other@example.org'],
      subject: 'Your visit is booked',
      text: 'See you on the 10th.',
      html: '<p>See you on the <b>10th</b>.</p>',
    });
    expect(message?.headers['list-unsubscribe']).toBe('<https://example.com/unsubscribe?t=abc> (Unsubscribe)');
    expect(message?.headers['content-language']).toBe('fr');
    expect(message?.headers['message-id']).toMatch(/^<.+@example\.com>$/);
    expect(message?.headers).not.toHaveProperty('return-path');
    expect(new Date(message?.receivedAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);

    // nodemailer sends the invitation twice: as the text/calendar alternative (no file name) and as
    // an application/ics attachment named invite.ics. Both are attachments here, both the same event.
    const attachments = message?.attachments ?? [];
    const calendar = attachments.find((a) => a.contentType === 'text/calendar');
    expect(calendar).toMatchObject({ filename: null, size: Buffer.byteLength(INVITE) });
    expect(Buffer.from(calendar?.content ?? '', 'base64').toString('utf8')).toBe(INVITE);
    const named = attachments.find((a) => a.filename === 'invite.ics');
    expect(Buffer.from(named?.content ?? '', 'base64').toString('utf8')).toBe(INVITE);

    const one = await fetch(`${capture.inboxUrl}api/messages/${message?.id}`);
    expect(await one.json()).toEqual(message);
    expect(capture.messages()).toEqual(messages);
  });

  it('gives a text-only message no HTML and an HTML-only message no text', async () => {
    await send(capture, { subject: 'plain', text: 'only text' });
    await send(capture, { subject: 'rich', html: '<p>only html</p>' });
    const [plain, rich] = await listed(capture);
    // A single-part body ends with the line break nodemailer writes after it; in multipart/alternative
    // that line break belongs to the boundary instead.
    expect(plain).toMatchObject({ subject: 'plain', text: 'only text\n', html: null, attachments: [] });
    expect(rich).toMatchObject({ subject: 'rich', text: null, html: '<p>only html</p>\n' });
  });

  it('accepts any login', async () => {
    const { hostname, port } = new URL(capture.smtpUrl);
    const transport = createTransport({ host: hostname, port: Number(port), secure: false, ignoreTLS: true, auth: { user: 'anyone', pass: 'anything' } });
    await transport.sendMail({ from: 'noreply@example.com', to: 'lead@example.com', subject: 'with auth', text: 'x' });
    transport.close();
    expect((await listed(capture)).map((m) => m.subject)).toEqual(['with auth']);
  });

  it('lists messages newest first on the inbox page, with everything from the message escaped', async () => {
    await send(capture, { subject: 'First', text: 'one' });
    await send(capture, { subject: 'Hi <script>alert(1)</script> & bye', text: 'two', html: '<p>Hello <img src=x onerror="alert(2)"></p>' });
    const res = await fetch(capture.inboxUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Mail inbox (local capture)');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('alert(1)');
    expect(html.indexOf('alert(1)')).toBeLessThan(html.indexOf('First'));

    const [, latest] = await listed(capture);
    expect(html).toContain(`href="/messages/${latest?.id}"`);
    const detail = await fetch(`${capture.inboxUrl}messages/${latest?.id}`);
    expect(detail.headers.get('content-security-policy')).toContain("default-src 'none'");
    const body = await detail.text();
    expect(body).not.toMatch(/<script|<img/i);
    expect(body).toMatch(/<iframe sandbox="[^"]*" title="HTML body" srcdoc="[^"]*Hello/);
    expect(body).not.toContain('allow-scripts');
    expect(body).toContain('<pre>two</pre>');
    expect(body).toContain(`href="/messages/${latest?.id}.eml"`);
  });

  it('serves attachments and the raw message as downloads', async () => {
    await send(capture, { subject: 'Invitation', text: 'x', icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: INVITE } });
    const [message] = await listed(capture);
    const index = message?.attachments.findIndex((a) => a.filename === 'invite.ics') ?? -1;
    const page = await (await fetch(`${capture.inboxUrl}messages/${message?.id}`)).text();
    expect(page).toContain(`href="/messages/${message?.id}/attachments/${index}"`);

    const file = await fetch(`${capture.inboxUrl}messages/${message?.id}/attachments/${index}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/ics');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="invite\.ics"/);
    expect(await file.text()).toBe(INVITE);

    const raw = await fetch(`${capture.inboxUrl}messages/${message?.id}.eml`);
    expect(raw.status).toBe(200);
    const eml = await raw.text();
    expect(eml).toMatch(/^Return-Path: <noreply@example\.com>\r\nX-Original-To: Lead@example\.com\r\n/);
    expect(eml).toContain('Subject: Invitation');
  });

  it('answers 404 for an unknown message, in JSON on the API', async () => {
    const api = await fetch(`${capture.inboxUrl}api/messages/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'No such message' });
    expect((await fetch(`${capture.inboxUrl}messages/nope`)).status).toBe(404);
    expect((await fetch(`${capture.inboxUrl}messages/nope/attachments/0`)).status).toBe(404);
  });

  it('empties with Delete all (a redirect back to the inbox), only from its own page', async () => {
    await send(capture, { subject: 'to delete', text: 'x' });
    const foreign = await fetch(`${capture.inboxUrl}clear`, { method: 'POST', headers: { origin: 'https://evil.example' }, redirect: 'manual' });
    expect(foreign.status).toBe(403);
    expect(await listed(capture)).toHaveLength(1);

    const own = await fetch(`${capture.inboxUrl}clear`, { method: 'POST', headers: { origin: new URL(capture.inboxUrl).origin }, redirect: 'manual' });
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe('/');
    expect(await listed(capture)).toEqual([]);
  });

  it('answers only to loopback host names (no DNS rebinding)', async () => {
    const url = `${capture.inboxUrl}api/messages`;
    const { port } = new URL(capture.inboxUrl);
    expect(await statusWithHost(url, `localhost:${port}`)).toBe(200);
    expect(await statusWithHost(url, `evil.example:${port}`)).toBe(403);
  });

  it('refuses connections while SMTP is stopped, and accepts mail again on the same port once restarted', async () => {
    const smtpUrl = capture.smtpUrl;
    await capture.stopSmtp();
    await expect(send(capture, { subject: 'lost', text: 'x' })).rejects.toThrow(/ECONNREFUSED/);
    // The inbox itself stays up.
    expect(await listed(capture)).toEqual([]);

    await capture.startSmtp();
    expect(capture.smtpUrl).toBe(smtpUrl);
    await send(capture, { subject: 'back', text: 'x' });
    expect((await listed(capture)).map((m) => m.subject)).toEqual(['back']);
  });
});

describe('mail capture with a folder', () => {
  it('lists earlier messages after a restart, and DELETE empties the inbox and the folder', async () => {
    const dir = await tempDir();
    const first = await start({ dir });
    await send(first, { subject: 'kept', text: 'survives a restart', icalEvent: { method: 'REQUEST', content: INVITE } });
    const [before] = first.messages();
    await first.close();
    expect(await readdir(dir)).toEqual([expect.stringMatching(new RegExp(`^\\d{8}T\\d{9}Z-${before?.id}\\.eml$`))]);

    const second = await start({ dir });
    expect(await listed(second)).toEqual([before]);

    await send(second, { subject: 'new', text: 'x' });
    expect((await listed(second)).map((m) => m.subject)).toEqual(['kept', 'new']);

    const res = await fetch(`${second.inboxUrl}api/messages`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await listed(second)).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps only the newest maxMessages, deleting the older files', async () => {
    const dir = await tempDir();
    const capture = await start({ dir, maxMessages: 2 });
    for (const subject of ['one', 'two', 'three']) await send(capture, { subject, text: subject });
    expect((await listed(capture)).map((m) => m.subject)).toEqual(['two', 'three']);
    await expect.poll(async () => (await readdir(dir)).length).toBe(2);

    await capture.close();
    const again = await start({ dir, maxMessages: 1 });
    expect(again.messages().map((m) => m.subject)).toEqual(['three']);
    await expect.poll(async () => (await readdir(dir)).length).toBe(1);
  });
});
