// Demo-meeting invitations as RFC 5545 iCalendar text, attached to the booking mails so Google
// Calendar, Outlook and Apple Calendar add (or, with METHOD:CANCEL, remove) the meeting. Written by
// hand rather than with a library: one event, a handful of properties, and the rules that trip real
// clients (escaping, quoting, folding by UTF-8 octets, UTC times) are few enough to own and test.

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export type CalendarInvite = {
  method: CalendarMethod;
  /** Stable across every update of one meeting, e.g. `${reference}@example.com`. */
  uid: string;
  /** 0 for the first invite, incremented for each move or the cancellation. */
  sequence: number;
  start: Date;
  end: Date;
  /** When the message is made (DTSTAMP). */
  stamp: Date;
  summary: string;
  /** Plain text, may span lines. */
  description: string;
  /** The meeting link: written as URL and as LOCATION, which is what most clients show. */
  url?: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  language?: 'en' | 'fr';
};

const CRLF = '\r\n';
// RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break.
const FOLD_OCTETS = 75;
const REMINDER_MINUTES = 15;
const LANGUAGE_TAGS = { en: 'en-CA', fr: 'fr-CA' } as const;

// Control characters other than tab are not allowed in TEXT or parameter values (§3.3.11, §3.1);
// line breaks are handled before this is applied.
const isControl = (c: string) => {
  const code = c.charCodeAt(0);
  return code <= 0x08 || (code >= 0x0b && code <= 0x1f) || code === 0x7f;
};
const withoutControl = (value: string) => [...value].filter((c) => !isControl(c)).join('');

/** A TEXT value escaped per §3.3.11: backslash, semicolon, comma, and line breaks as `\n`. */
function escapeText(value: string): string {
  return withoutControl(value.replace(/\r\n?/g, '\n')).replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
}

/** A quoted parameter value: a double quote cannot be escaped there (§3.1), so it is dropped. */
function quotedParam(value: string): string {
  return `"${withoutControl(value.replace(/[\r\n]+/g, ' ')).replace(/"/g, '')}"`;
}

/** A line folded at 75 octets with CRLF and one space, cutting only between characters. */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // Iterating a string yields code points, so a surrogate pair (an emoji) is never cut in two.
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > FOLD_OCTETS) {
      parts.push(current);
      // The continuation's leading space counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** An instant in UTC form, 20261125T150000Z (§3.3.5, form #2). */
function utc(date: Date, field: string): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new Error(`Calendar invite: ${field} is not a valid date`);
  const text = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  // Years outside 0000–9999 come out of toISOString with a sign, which iCalendar cannot express.
  if (!/^\d{8}T\d{6}Z$/.test(text)) throw new Error(`Calendar invite: ${field} is outside the years iCalendar can write`);
  return text;
}

/** A mailto: address, refused when it could break out of its line or is not an address. */
function mailto(email: string, field: string): string {
  if (!/^[^\s@"<>]+@[^\s@"<>]+$/.test(email)) throw new Error(`Calendar invite: ${field} email ${JSON.stringify(email)} is not a valid address`);
  return `mailto:${email}`;
}

/** The meeting link as a normalised absolute http(s) URL (no spaces or line breaks left in it). */
function meetingUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Calendar invite: url ${JSON.stringify(url)} is not an absolute URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`Calendar invite: url ${JSON.stringify(url)} is not an http(s) URL`);
  return parsed.href;
}

function validate(invite: CalendarInvite): void {
  if (invite.method !== 'REQUEST' && invite.method !== 'CANCEL')
    throw new Error(`Calendar invite: method must be REQUEST or CANCEL, not ${JSON.stringify(invite.method)}`);
  if (invite.uid.trim() === '') throw new Error('Calendar invite: uid must not be empty');
  if (!Number.isSafeInteger(invite.sequence) || invite.sequence < 0) {
    throw new Error(`Calendar invite: sequence must be a non-negative integer, not ${invite.sequence}`);
  }
  if (!(invite.end.getTime() > invite.start.getTime())) {
    throw new Error(`Calendar invite: end (${invite.end.toISOString()}) must be after start (${invite.start.toISOString()})`);
  }
}

/** The iCalendar text (CRLF line ends, folded) of a demo-meeting invitation or its cancellation. */
export function calendarInvite(invite: CalendarInvite): string {
  const start = utc(invite.start, 'start');
  const end = utc(invite.end, 'end');
  const stamp = utc(invite.stamp, 'stamp');
  validate(invite);

  const language = invite.language ? `;LANGUAGE=${LANGUAGE_TAGS[invite.language]}` : '';
  const cn = (name: string) => (name.trim() ? `;CN=${quotedParam(name.trim())}` : '');
  const url = invite.url ? meetingUrl(invite.url) : null;
  const request = invite.method === 'REQUEST';

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Home energy site//Demo booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(invite.uid)}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY${language}:${escapeText(invite.summary)}`,
    `DESCRIPTION${language}:${escapeText(invite.description)}`,
    ...(url ? [`URL:${url}`, `LOCATION:${escapeText(url)}`] : []),
    `ORGANIZER${cn(invite.organizer.name)}:${mailto(invite.organizer.email, 'organizer')}`,
    // The attendee stays on a cancellation: clients match it to the copy of the event they hold.
    `ATTENDEE${cn(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:${mailto(invite.attendee.email, 'attendee')}`,
    `STATUS:${request ? 'CONFIRMED' : 'CANCELLED'}`,
    'TRANSP:OPAQUE',
    // Outlook and Apple Calendar show a reminder only when the event carries one.
    ...(request
      ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER:-PT${REMINDER_MINUTES}M`, `DESCRIPTION${language}:${escapeText(invite.summary)}`, 'END:VALARM']
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
