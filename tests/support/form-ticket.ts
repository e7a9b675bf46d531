// The form ticket a test sends with a JSON submission, as the real island does: the one the server
// filled in a page with a form (src/forms/ticket.server.ts), once that page is older than the test
// server's fill time (FORM_MIN_FILL_MS=1000 in global-setup.ts). One page per site for the whole file:
// a ticket is good for hours.
import { expect } from 'vitest';
import { stack } from './admin.ts';
import { z } from 'zod';
import { BROWSER_UA } from './chromium.ts';

export const TICKET_FIELD = '_ticket';
const MIN_FILL_MS = 1_000;

const tickets = new Map<string, Promise<string>>();

/** The ticket of a fresh page of `siteUrl` with a form (its English demo page), past the fill time. */
export function formTicket(siteUrl: string, path = '/demo'): Promise<string> {
  const key = `${siteUrl}${path}`;
  let ticket = tickets.get(key);
  if (!ticket) {
    ticket = (async () => {
      const html = await (await fetch(`${siteUrl}${path}`, { headers: { 'user-agent': BROWSER_UA } })).text();
      const found = /name="_ticket" value="([^"]+)"/.exec(html)?.[1];
      if (!found || found.startsWith('__')) throw new Error(`no form ticket in ${path}`);
      await new Promise((r) => setTimeout(r, MIN_FILL_MS + 100));
      return found;
    })();
    tickets.set(key, ticket);
    ticket.catch(() => tickets.delete(key));
  }
  return ticket;
}

/** A JSON form body with the page's ticket, as kit/forms/submit.ts sends it. */
export async function withTicket(siteUrl: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return { [TICKET_FIELD]: await formTicket(siteUrl), ...body };
}

/**
 * A JSON submission to a form's endpoint as the island sends it (the ticket of the main site's page),
 * from the visitor address `ip`, to `site` (the main site unless a test started its own), signed in
 * when `cookie` (the session's) is given.
 */
export async function submitForm(kind: string, body: Record<string, unknown>, { ip, site, cookie }: { ip: string; site?: string; cookie?: string }) {
  const siteUrl = stack().siteUrl;
  const res = await fetch(`${site ?? siteUrl}/api/forms/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    // The main site's page gives the ticket (a site whose Directus is away has no form to give one).
    body: JSON.stringify(await withTicket(siteUrl, body)),
  });
  return { status: res.status, body: z.record(z.string(), z.unknown()).parse(await res.json()) };
}

/** A form sent as submitForm does, and taken (201): the reference the site answers with. */
export async function submittedReference(
  kind: string,
  body: Record<string, unknown>,
  options: { ip: string; site?: string; cookie?: string },
): Promise<string> {
  const sent = await submitForm(kind, body, options);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return z.object({ reference: z.string() }).parse(sent.body).reference;
}
