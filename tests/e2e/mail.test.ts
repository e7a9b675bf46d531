// Mail as a visitor and the sales team receive it, through the real site, the real Directus and a
// real SMTP server (the capture inbox): one confirmation in the visitor's language with an invitation
// calendars import, one notification for sales, correct times on both sides of a daylight-saving
// change, and nothing lost while the mail server is down.
import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, stack } from '../support/admin';
import { invitation, linkIn, messagesTo, smtpAccepting, waitForMail } from '../support/mailbox';
import { dayAhead, freeSlot, ipSequence, timesOf } from '../support/demo-times';
import { submitForm } from '../support/form-ticket';

const tag = Date.now().toString(36);
const newIp = ipSequence(78);

const submit = (kind: string, body: Record<string, unknown>) => submitForm(kind, body, { ip: newIp() });

const booking = (over: Record<string, unknown>) => ({
  name: 'Émilie Tremblay',
  company: `Chauffage ${tag}`,
  role: 'hvac_installer',
  consent: true,
  locale: 'fr',
  source: '/fr/demo',
  timeZone: 'America/Vancouver',
  attribution: { utm_source: 'google', utm_campaign: `thermopompes-${tag}` },
  ...over,
});

function parseInvite(ics: string) {
  const calendar = ICAL.Component.fromString(ics);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return { method: calendar.getFirstPropertyValue('method'), event, status: vevent.getFirstPropertyValue('status') };
}

/** The wall-clock hour in Toronto at an instant. */
const torontoHour = (d: Date) => Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', hour: '2-digit', hourCycle: 'h23' }).format(d));

describe('booking mail', () => {
  it('sends the visitor one confirmation in their language, with an invitation calendars import, and sales one notification', async () => {
    const email = `emilie-${tag}@example.ca`;
    const slot = await freeSlot(2, { pick: 'first' });
    const res = await submit('demo', booking({ email, slot }));
    expect(res.status).toBe(201);

    const [confirmation] = await waitForMail(email, 1);
    if (!confirmation) throw new Error('no confirmation');
    expect(confirmation.subject).toMatch(/^Votre démo est réservée : /);
    expect(confirmation.headers['content-language']).toBe('fr-CA');
    // Both times: the visitor's (Vancouver) and Eastern.
    expect(confirmation.text).toContain('(heure de l’Est)');
    expect(confirmation.text).toContain('https://meet.example.com/home-energy-demo');
    const manage = linkIn(confirmation, `${stack().siteUrl}/fr/demo/gerer/`);
    expect(manage).toMatch(/\/fr\/demo\/gerer\/[A-Za-z0-9_-]{43}$/);

    const { method, event, status } = parseInvite(invitation(confirmation));
    expect(method).toBe('REQUEST');
    expect(status).toBe('CONFIRMED');
    expect(event.startDate.toJSDate().toISOString()).toBe(slot);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(30 * 60_000);
    expect(event.uid).toBe(`${String(res.body['reference'])}@127.0.0.1`);
    expect(event.sequence).toBe(0);
    expect(event.attendees.map((a) => a.getFirstValue())).toEqual([`mailto:${email}`]);
    // The text/calendar part calendars act on, with the same event.
    expect(confirmation.attachments.some((a) => a.contentType === 'text/calendar')).toBe(true);

    // The sales team: one notification naming the lead and its campaign; replying reaches the lead.
    const sales = await waitForMail('sales@example.com', 1, (m) => m.text?.includes(`thermopompes-${tag}`) === true);
    expect(sales[0]?.subject).toContain(`Émilie Tremblay (Chauffage ${tag})`);
    expect(sales[0]?.text).toContain(String(res.body['reference']));
    expect(sales[0]?.headers['reply-to']).toContain(email);

    // Marketers see both in the outbox, sent, listed on the lead. A row is marked sent once the SMTP
    // server has answered, which may be a moment after the inbox shows the message: asked until then.
    const rest = await admin();
    const rows = async () =>
      z
        .array(z.object({ kind: z.string(), status: z.string(), attempts: z.number() }))
        .parse(await rest.get(`/items/mail_outbox?filter[reference][_eq]=${String(res.body['reference'])}&fields=kind,status,attempts&sort=kind`));
    await expect.poll(rows, { timeout: 15_000, interval: 200 }).toEqual([
      { kind: 'booking_confirmation', status: 'sent', attempts: 1 },
      { kind: 'sales_notification', status: 'sent', attempts: 1 },
    ]);
  });

  it('writes an English confirmation for an English visitor, the time in their own zone first', async () => {
    const email = `owen-${tag}@example.com`;
    const slot = await freeSlot(2, { pick: 1 });
    expect((await submit('demo', booking({ email, slot, name: 'Owen Clarke', locale: 'en', source: '/demo', timeZone: 'Europe/London' }))).status).toBe(201);
    const [mail] = await waitForMail(email, 1);
    expect(mail?.subject).toMatch(/^Your demo is booked: /);
    expect(mail?.text).toMatch(/When: .+ GMT\n\s+.+ E[SD]T \(Eastern time\)/);
    expect(mail?.text).toContain(`${stack().siteUrl}/demo/manage/`);
  });

  describe('across a daylight-saving change', () => {
    let horizon: number | null = null;
    afterAll(async () => {
      if (horizon !== null) await (await admin()).patch('/items/demo_availability', { horizon_days: horizon });
    });

    it('puts a 10:00 Eastern demo at the right instant before and after the clocks change', async () => {
      // The next change of Eastern time's offset from now (March or November).
      const offset = (d: Date) => torontoHour(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 16)));
      let change = 3;
      while (change < 250 && offset(new Date(Date.now() + change * 86_400_000)) === offset(new Date(Date.now() + (change - 1) * 86_400_000))) change++;
      const rest = await admin();
      horizon = z.object({ horizon_days: z.number() }).parse(await rest.get('/items/demo_availability?fields=horizon_days')).horizon_days;
      await rest.patch('/items/demo_availability', { horizon_days: change + 10 });

      const tenOClock = async (from: number, step: number) => {
        for (let i = from; Math.abs(i - from) < 7; i += step) {
          const ten = (await timesOf(dayAhead(i))).find((s) => torontoHour(new Date(s)) === 10);
          if (ten) return ten;
        }
        throw new Error('no 10:00 time near the change');
      };
      const before = await tenOClock(change - 2, -1);
      const after = await tenOClock(change + 1, 1);
      // Both 10:00 on the wall clock, an hour apart in UTC.
      expect(Math.abs(new Date(before).getUTCHours() - new Date(after).getUTCHours())).toBe(1);

      for (const [i, slot] of [before, after].entries()) {
        const email = `dst-${i}-${tag}@example.com`;
        expect((await submit('demo', booking({ email, slot, locale: 'en', timeZone: 'America/Toronto' }))).status).toBe(201);
        const [mail] = await waitForMail(email, 1);
        if (!mail) throw new Error('no mail');
        const { event } = parseInvite(invitation(mail));
        expect(event.startDate.toJSDate().toISOString()).toBe(slot);
        expect(torontoHour(event.startDate.toJSDate())).toBe(10);
        // The visitor is in Eastern time: the time is written once, at 10:00.
        expect(mail.text).toMatch(/When: .+ at 10:00\s?(AM|a\.m\.) E[SD]T \(Eastern time\)/);
      }
    });
  });

  it('keeps a booking when the mail server is down, and sends its mail once it is back', async () => {
    const email = `outage-${tag}@example.ca`;
    const slot = await freeSlot(3, { pick: 2 });
    await smtpAccepting(false);
    try {
      const res = await submit('demo', booking({ email, slot, locale: 'en' }));
      expect(res.status).toBe(201);
      // Tried and failed, kept in the outbox with the reason.
      const rest = await admin();
      const Row = z.object({ status: z.string(), attempts: z.number(), last_error: z.string().nullable() });
      let row: z.infer<typeof Row> | undefined;
      for (let i = 0; i < 100 && !(row && row.attempts >= 2); i++) {
        await new Promise((r) => setTimeout(r, 100));
        row = z
          .array(Row)
          .parse(
            await rest.get(
              `/items/mail_outbox?filter[reference][_eq]=${String(res.body['reference'])}&filter[kind][_eq]=booking_confirmation&fields=status,attempts,last_error`,
            ),
          )[0];
      }
      expect(row?.status).toBe('queued');
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
      expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(await messagesTo(email)).toEqual([]);
    } finally {
      await smtpAccepting(true);
    }
    // Back: the confirmation arrives, once.
    await waitForMail(email, 1);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await messagesTo(email)).toHaveLength(1);
  });
});
