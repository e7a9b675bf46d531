// @vitest-environment node
// The invitations are read back with ical.js, a real iCalendar parser, so the tests assert what a
// calendar would show (times, text, who, the link, a cancellation) rather than our own text.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarInvite, type CalendarInvite } from './ics';

const invite: CalendarInvite = {
  method: 'REQUEST',
  uid: 'DEMO-7K3Q@example.com',
  sequence: 0,
  start: new Date('2026-11-25T15:00:00Z'),
  end: new Date('2026-11-25T15:30:00Z'),
  stamp: new Date('2026-11-20T09:12:34Z'),
  summary: 'Démo de la plateforme — Énergie',
  description: 'Bonjour Zoé,\nOrdre du jour : consommation; tarifs, et économies.\nChemin : C:\\Données\\rapport 🌞⚡',
  url: 'https://meet.example.com/demo-7k3q?lang=fr',
  organizer: { name: 'Équipe "Énergie"', email: 'demo@example.com' },
  attendee: { name: 'Zoé Tremblay', email: 'zoe.tremblay@example.org' },
  language: 'fr',
};

function parse(text: string) {
  const calendar = ICAL.Component.fromString(text);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

function instant(value: unknown): string {
  if (!(value instanceof ICAL.Time)) throw new Error('not a date-time');
  return value.toJSDate().toISOString();
}

/** The lines as UTF-8 octets, each decoded strictly: a character cut by a fold would throw. */
function octetLines(text: string): { octets: number; text: string }[] {
  const bytes = new TextEncoder().encode(text);
  const lines: { octets: number; text: string }[] = [];
  let from = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      const line = bytes.subarray(from, i);
      lines.push({ octets: line.length, text: new TextDecoder('utf-8', { fatal: true }).decode(line) });
      from = i + 2;
    }
  }
  expect(from).toBe(bytes.length); // the text ends with CRLF
  return lines;
}

describe('calendar invitation (iCalendar)', () => {
  it('round-trips the meeting through a real parser', () => {
    const { calendar, vevent, event } = parse(calendarInvite(invite));

    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Home energy site//Demo booking//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);

    expect(event.uid).toBe('DEMO-7K3Q@example.com');
    expect(event.sequence).toBe(0);
    expect(event.summary).toBe('Démo de la plateforme — Énergie');
    expect(event.description).toBe(invite.description);
    expect(event.startDate.toJSDate().getTime()).toBe(invite.start.getTime());
    expect(event.endDate.toJSDate().getTime()).toBe(invite.end.getTime());
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(instant(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-20T09:12:34.000Z');
    expect(event.location).toBe('https://meet.example.com/demo-7k3q?lang=fr');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://meet.example.com/demo-7k3q?lang=fr');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('transp')).toBe('OPAQUE');
    expect(vevent.getFirstProperty('summary')?.getParameter('language')).toBe('fr-CA');

    expect(event.organizer).toBe('mailto:demo@example.com');
    // A double quote cannot live in a quoted parameter, so it is dropped from the name.
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Équipe Énergie');
    expect(event.attendees).toHaveLength(1);
    const [attendee] = event.attendees;
    expect(attendee?.getFirstValue()).toBe('mailto:zoe.tremblay@example.org');
    expect(attendee?.getParameter('cn')).toBe('Zoé Tremblay');
    expect(attendee?.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendee?.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(attendee?.getParameter('rsvp')).toBe('FALSE');
  });

  it('writes times in UTC and escapes text as RFC 5545 asks', () => {
    const text = calendarInvite(invite).replace(/\r\n /g, '');
    expect(text).toContain('\r\nDTSTART:20261125T150000Z\r\n');
    expect(text).toContain('\r\nDTEND:20261125T153000Z\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261120T091234Z\r\n');
    expect(text).toContain('\r\nORGANIZER;CN="Équipe Énergie":mailto:demo@example.com\r\n');
    expect(text).toContain(
      '\r\nDESCRIPTION;LANGUAGE=fr-CA:Bonjour Zoé\\,\\nOrdre du jour : consommation\\; tarifs\\, et économies.\\nChemin : C:\\\\Données\\\\rapport 🌞⚡\r\n',
    );
  });

  it('uses CRLF only and keeps every line within 75 octets', () => {
    const text = calendarInvite({ ...invite, summary: `${invite.summary} ${'🌞'.repeat(40)}`, description: 'é'.repeat(300) });
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = octetLines(text);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(line.octets).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
  });

  it('folds a long French description between characters, and it unfolds to the original', () => {
    const description = [
      'Merci d’avoir réservé une démonstration de la plateforme de gestion énergétique résidentielle.',
      'Nous verrons ensemble : la consommation de votre maison, les économies possibles; les thermostats, les thermopompes et les bornes de recharge.',
      'Préparez, si possible, une facture récente d’Hydro-Québec — ça aide à chiffrer les économies. À bientôt !',
    ].join('\n');
    const text = calendarInvite({ ...invite, description });

    const lines = octetLines(text);
    const start = lines.findIndex((line) => line.text.startsWith('DESCRIPTION'));
    let end = start + 1;
    while (lines[end]?.text.startsWith(' ')) end++;
    expect(end - start).toBeGreaterThan(3); // it really was folded
    for (const line of lines.slice(start, end)) expect(line.octets).toBeLessThanOrEqual(75);
    // Every folded piece decoded on its own (octetLines is strict), so no character was cut.
    const unfolded = lines
      .slice(start, end)
      .map((line, i) => (i === 0 ? line.text : line.text.slice(1)))
      .join('');
    expect(unfolded).toBe(`DESCRIPTION;LANGUAGE=fr-CA:${description.replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\n/g, '\\n')}`);
    expect(parse(text).event.description).toBe(description);
  });

  it('gives the right instants on both sides of a daylight-saving change', () => {
    const torontoHour = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', hour: '2-digit', hourCycle: 'h23' }).format(date);
    // 10:00 in Toronto: EDT (UTC−4) on 30 October 2026, EST (UTC−5) after the change on 1 November.
    const cases = [
      { start: '2026-10-30T14:00:00Z', dtstart: 'DTSTART:20261030T140000Z' },
      { start: '2026-11-02T15:00:00Z', dtstart: 'DTSTART:20261102T150000Z' },
    ];
    for (const { start, dtstart } of cases) {
      const from = new Date(start);
      const text = calendarInvite({ ...invite, start: from, end: new Date(from.getTime() + 30 * 60_000) });
      expect(text).toContain(`\r\n${dtstart}\r\n`);
      const parsed = parse(text).event.startDate.toJSDate();
      expect(parsed.toISOString()).toBe(from.toISOString());
      expect(torontoHour(parsed)).toBe('10');
    }
  });

  it('carries a 15-minute display reminder on a request', () => {
    const { vevent } = parse(calendarInvite(invite));
    const alarms = vevent.getAllSubcomponents('valarm');
    expect(alarms).toHaveLength(1);
    const [alarm] = alarms;
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm?.getFirstPropertyValue('trigger');
    if (!(trigger instanceof ICAL.Duration)) throw new Error('the trigger is not a duration');
    expect(trigger.toSeconds()).toBe(-15 * 60);
    expect(alarm?.getFirstPropertyValue('description')).toBe('Démo de la plateforme — Énergie');
  });

  it('cancels the same meeting: METHOD:CANCEL, STATUS:CANCELLED, same uid, later sequence, attendee kept', () => {
    const { calendar, vevent, event } = parse(calendarInvite({ ...invite, method: 'CANCEL', sequence: 2 }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe(invite.uid);
    expect(event.sequence).toBe(2);
    expect(event.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:zoe.tremblay@example.org']);
    expect(vevent.getAllSubcomponents('valarm')).toHaveLength(0);
  });

  it('leaves out URL and LOCATION when there is no link, and LANGUAGE when none is given', () => {
    const text = calendarInvite({ ...invite, url: null, language: undefined });
    expect(text).not.toMatch(/^(URL|LOCATION)[:;]/m);
    expect(text).toContain('\r\nSUMMARY:Démo');
    expect(parse(text).event.location).toBeNull();
  });

  it('refuses invalid input with a clear message', () => {
    expect(() => calendarInvite({ ...invite, end: invite.start })).toThrow(/end .* must be after start/);
    expect(() => calendarInvite({ ...invite, end: new Date('2026-11-25T14:00:00Z') })).toThrow(/must be after start/);
    expect(() => calendarInvite({ ...invite, uid: '  ' })).toThrow(/uid must not be empty/);
    expect(() => calendarInvite({ ...invite, sequence: -1 })).toThrow(/sequence must be a non-negative integer/);
    expect(() => calendarInvite({ ...invite, sequence: 1.5 })).toThrow(/sequence must be a non-negative integer/);
    expect(() => calendarInvite({ ...invite, start: new Date('nope') })).toThrow(/start is not a valid date/);
    expect(() => calendarInvite({ ...invite, attendee: { name: 'X', email: 'x@example.org\r\nATTENDEE:mailto:y@example.org' } })).toThrow(
      /attendee email .* is not a valid address/,
    );
    expect(() => calendarInvite({ ...invite, url: 'javascript:alert(1)' })).toThrow(/not an http\(s\) URL/);
  });
});
