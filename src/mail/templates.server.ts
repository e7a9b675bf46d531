// The site's e-mails, in the visitor's language: a booking's confirmation, move and cancellation
// (each with its calendar invitation), the sales team's notification, the newsletter's confirmation
// request and welcome, and the link that proves a data request. Pure functions of their data, so
// every word and time is tested without a mail server. The words are the site's message catalogue
// (mail.*); each e-mail is a list of blocks that layout.server.tsx lays out as HTML (React Email) and
// as plain text.
import type { IntlShape } from 'react-intl';
import { meetingMoment } from '#kit/i18n/dates';
import type { MessageId } from '#kit/i18n/messages';
import type { Locale } from '#schemas/locale';
import type { AttributionField } from '#schemas/attribution';
import { intlFor } from '../i18n/IntlRoot';
import { calendarInvite } from './ics';
import { knownZone } from '../site/time-zone';
import { button, compose, details, labelled, linked, paragraph, type Block } from './layout.server';
import type { OutgoingMessage } from './message';

/** What every e-mail says about who sent it (site settings, in the message's language). */
export type Sender = {
  locale: Locale;
  siteName: string;
  siteUrl: string;
  contactEmail: string | null;
  postalAddress: string | null;
  /** The address invitations name as organizer (the sales team's, or the contact's). */
  organizerEmail: string;
};

export type Meeting = {
  /** The lead's reference: with the site's host, the invitation's UID, the same for every update. */
  reference: string;
  sequence: number;
  start: Date;
  end: Date;
  visitor: { name: string; email: string; timeZone: string };
  firmTimeZone: string;
  meetingUrl: string | null;
  manageUrl: string;
  /** The visitor's account page, where a signed-in visitor sees all their demos. */
  accountUrl: string;
};

/** 'Wednesday, November 25, 2026 at 10:00 a.m. PST' in the message's language and the given zone. */
function moment(intl: IntlShape, at: Date, timeZone: string): string {
  return meetingMoment(intl, at, timeZone);
}

/**
 * The time as the visitor reads it, then in Eastern time (the firm's), once when the two agree:
 * ['Wednesday, November 25, 2026 at 7:00 a.m. PST', 'Wednesday, November 25, 2026 at 10:00 a.m. EST (Eastern time)'].
 */
export function meetingTimes(intl: IntlShape, at: Date, visitorZone: string, firmZone: string): string[] {
  const theirs = moment(intl, at, knownZone(visitorZone, firmZone));
  const ours = moment(intl, at, firmZone);
  return theirs === ours
    ? [intl.formatMessage({ id: 'mail.whenEastern' }, { when: ours })]
    : [theirs, intl.formatMessage({ id: 'mail.whenEastern' }, { when: ours })];
}

/** Who sends a message, to whom, about what: what compose() does not make. */
type Envelope = {
  to: string;
  replyTo: string | null;
  subject: string;
  headers?: Record<string, string>;
  calendar?: OutgoingMessage['calendar'];
};

/** A message in the sender's language: its HTML and plain text laid out from `body` and `footer`. */
function message(sender: Sender, intl: IntlShape, envelope: Envelope, body: Block[], footer: Block[]): OutgoingMessage {
  const { to, replyTo, subject, headers = {}, calendar } = envelope;
  return {
    to,
    fromName: sender.siteName,
    replyTo,
    subject,
    ...compose(intl, { locale: sender.locale, subject, body, footer }),
    language: sender.locale,
    headers,
    ...(calendar === undefined ? {} : { calendar }),
  };
}

function signature(intl: IntlShape, sender: Sender): Block[] {
  return [
    ...(sender.contactEmail ? [paragraph(intl.formatMessage({ id: 'mail.questions' }, { email: sender.contactEmail }))] : []),
    paragraph(intl.formatMessage({ id: 'mail.signature' }, { site: sender.siteName })),
  ];
}

/** Who sent it, where to reach them (the footer of every e-mail). */
function identification(intl: IntlShape, sender: Sender): Block[] {
  return [
    ...(sender.postalAddress
      ? [paragraph(intl.formatMessage({ id: 'mail.footer.sender' }, { site: sender.siteName, address: sender.postalAddress }))]
      : [paragraph(sender.siteName)]),
    ...(sender.contactEmail ? [paragraph(intl.formatMessage({ id: 'mail.footer.contact' }, { email: sender.contactEmail }))] : []),
  ];
}

const hostOf = (url: string) => new URL(url).hostname;

function invitation(intl: IntlShape, sender: Sender, m: Meeting, method: 'REQUEST' | 'CANCEL', summary: string) {
  const description = [
    summary,
    m.meetingUrl ? labelled(intl, intl.formatMessage({ id: 'mail.join' }), m.meetingUrl) : intl.formatMessage({ id: 'mail.joinLater' }),
    labelled(intl, intl.formatMessage({ id: 'mail.manageButton' }), m.manageUrl),
  ].join('\n\n');
  return {
    method,
    content: calendarInvite({
      method,
      uid: `${m.reference}@${hostOf(sender.siteUrl)}`,
      sequence: m.sequence,
      start: m.start,
      end: m.end,
      stamp: new Date(),
      summary,
      description,
      url: m.meetingUrl,
      organizer: { name: sender.siteName, email: sender.organizerEmail },
      attendee: { name: m.visitor.name, email: m.visitor.email },
      language: sender.locale,
    }),
  };
}

function meetingDetails(intl: IntlShape, m: Meeting): Block[] {
  const minutes = Math.round((m.end.getTime() - m.start.getTime()) / 60_000);
  return [
    details([
      [intl.formatMessage({ id: 'mail.when' }), meetingTimes(intl, m.start, m.visitor.timeZone, m.firmTimeZone).join('\n')],
      [intl.formatMessage({ id: 'mail.length' }), intl.formatMessage({ id: 'mail.minutes' }, { minutes })],
    ]),
    m.meetingUrl ? button(intl.formatMessage({ id: 'mail.join' }), m.meetingUrl) : paragraph(intl.formatMessage({ id: 'mail.joinLater' })),
    paragraph(intl.formatMessage({ id: 'mail.calendar' })),
    paragraph(intl.formatMessage({ id: 'mail.manage' })),
    button(intl.formatMessage({ id: 'mail.manageButton' }), m.manageUrl),
    linked(intl.formatMessage({ id: 'mail.account' }), intl.formatMessage({ id: 'mail.accountLink' }), m.accountUrl),
  ];
}

function meetingSummary(intl: IntlShape, sender: Sender): string {
  return sender.locale === 'fr' ? `Démo — ${sender.siteName}` : `Demo — ${sender.siteName}`;
}

/**
 * A message to the visitor about their booking: greeting, what happened, `body`, the signature and the
 * sender's identification, with the invitation (`method`) their calendar acts on.
 */
function toVisitor(
  sender: Sender,
  m: Meeting,
  subject: (intl: IntlShape, when: string) => string,
  intro: (intl: IntlShape, zone: string) => string,
  body: (intl: IntlShape) => Block[],
  method: 'REQUEST' | 'CANCEL',
): OutgoingMessage {
  const intl = intlFor(sender.locale);
  const zone = knownZone(m.visitor.timeZone, m.firmTimeZone);
  const title = subject(intl, moment(intl, m.start, zone));
  const parts = [
    paragraph(intl.formatMessage({ id: 'mail.greeting' }, { name: m.visitor.name })),
    paragraph(intro(intl, zone)),
    ...body(intl),
    ...signature(intl, sender),
  ];
  const calendar = invitation(intl, sender, m, method, meetingSummary(intl, sender));
  return message(sender, intl, { to: m.visitor.email, replyTo: sender.contactEmail, subject: title, calendar }, parts, identification(intl, sender));
}

/** The visitor's confirmation: when (theirs and Eastern), the meeting link, the invitation, the manage link. */
export function bookingConfirmation(sender: Sender, m: Meeting): OutgoingMessage {
  return toVisitor(
    sender,
    m,
    (intl, when) => intl.formatMessage({ id: 'mail.booked.subject' }, { when }),
    (intl) => intl.formatMessage({ id: 'mail.booked.intro' }),
    (intl) => meetingDetails(intl, m),
    'REQUEST',
  );
}

/** A move: the new time, the invitation's next version (same UID, higher SEQUENCE) replaces the old. */
export function bookingMoved(sender: Sender, m: Meeting, previousStart: Date): OutgoingMessage {
  return toVisitor(
    sender,
    m,
    (intl, when) => intl.formatMessage({ id: 'mail.moved.subject' }, { when }),
    (intl, zone) => intl.formatMessage({ id: 'mail.moved.intro' }, { previous: moment(intl, previousStart, zone) }),
    (intl) => meetingDetails(intl, m),
    'REQUEST',
  );
}

/** A cancellation: METHOD:CANCEL removes the event from the visitor's calendar. */
export function bookingCancelled(sender: Sender, m: Meeting, bookAgainUrl: string): OutgoingMessage {
  return toVisitor(
    sender,
    m,
    (intl) => intl.formatMessage({ id: 'mail.cancelled.subject' }),
    (intl, zone) => intl.formatMessage({ id: 'mail.cancelled.intro' }, { when: moment(intl, m.start, zone) }),
    (intl) => [button(intl.formatMessage({ id: 'mail.cancelled.again' }), bookAgainUrl)],
    'CANCEL',
  );
}

export type LeadSummary = {
  reference: string;
  name: string;
  company: string;
  email: string;
  /** The role's label in the sales team's language is looked up here (form.role.*). */
  role: 'hvac_installer' | 'energy_advisor' | 'other';
  industry: string | null;
  locale: Locale;
  source: string;
  start: Date | null;
  visitorTimeZone: string | null;
  firmTimeZone: string;
  campaign: Partial<Record<AttributionField, string | null>>;
};

/** The page a lead was sent from, as a link on this site, or a dash (a stored path that resolves elsewhere is not a link to give sales). */
function pageLink(source: string, siteUrl: string): string {
  if (!source) return '—';
  const url = new URL(source, siteUrl);
  return url.origin === new URL(siteUrl).origin ? url.href : '—';
}

/** The sales team hears of every demo request and booking, with its campaign; replying reaches the lead. */
export function salesNotification(sender: Sender, to: string, lead: LeadSummary): OutgoingMessage {
  const intl = intlFor(sender.locale);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const when = lead.start ? moment(intl, lead.start, lead.firmTimeZone) : null;
  const subject = when
    ? intl.formatMessage({ id: 'mail.sales.booked.subject' }, { name: lead.name, company: lead.company, when })
    : intl.formatMessage({ id: 'mail.sales.requested.subject' }, { name: lead.name, company: lead.company });
  const language = new Intl.DisplayNames([sender.locale === 'fr' ? 'fr-CA' : 'en-CA'], { type: 'language' }).of(lead.locale) ?? lead.locale;
  const campaign = Object.entries(lead.campaign)
    .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')
    .map(([k, v]) => labelled(intl, k, v))
    .join('\n');
  const rows: [string, string][] = [
    [t('mail.sales.name'), lead.name],
    [t('mail.sales.company'), lead.company],
    [t('mail.sales.email'), lead.email],
    [t('mail.sales.role'), t(`form.role.${lead.role}`)],
    ...(lead.industry ? [[t('mail.sales.industry'), lead.industry] satisfies [string, string]] : []),
    [t('mail.sales.language'), language],
    [
      t('mail.sales.time'),
      lead.start ? meetingTimes(intl, lead.start, lead.visitorTimeZone ?? lead.firmTimeZone, lead.firmTimeZone).join('\n') : t('mail.sales.noTime'),
    ],
    [t('mail.sales.page'), pageLink(lead.source, sender.siteUrl)],
    ...(campaign ? [[t('mail.sales.campaign'), campaign] satisfies [string, string]] : []),
    [t('mail.sales.reference'), lead.reference],
  ];
  return message(
    sender,
    intl,
    { to, replyTo: lead.email, subject, calendar: null },
    [paragraph(t('mail.sales.intro')), details(rows)],
    [paragraph(sender.siteName)],
  );
}

/**
 * The headers that give mail programs their own Unsubscribe button (RFC 2369), acting in one click
 * with a POST (RFC 8058) that link scanners never send.
 */
function unsubscribeHeaders(unsubscribeUrl: string, sender: Sender): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>${sender.contactEmail ? `, <mailto:${sender.contactEmail}?subject=unsubscribe>` : ''}`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function newsletterFooter(intl: IntlShape, sender: Sender, unsubscribeUrl: string): Block[] {
  return [
    ...identification(intl, sender),
    paragraph(intl.formatMessage({ id: 'mail.footer.why' })),
    button(intl.formatMessage({ id: 'mail.footer.unsubscribe' }), unsubscribeUrl),
  ];
}

type NewsletterMail = 'confirm' | 'welcome';

/**
 * A newsletter e-mail (CASL counts the confirmation request as commercial too): the sender
 * identified, why it came, and the way out, in the footer and in the headers.
 */
function newsletterMessage(sender: Sender, kind: NewsletterMail, o: { email: string; unsubscribeUrl: string }, body: (intl: IntlShape) => Block[]) {
  const intl = intlFor(sender.locale);
  const subject = intl.formatMessage({ id: `mail.newsletter.${kind}.subject` }, { site: sender.siteName });
  const envelope = { to: o.email, replyTo: sender.contactEmail, subject, headers: unsubscribeHeaders(o.unsubscribeUrl, sender), calendar: null };
  const signed = [...body(intl), paragraph(intl.formatMessage({ id: 'mail.signature' }, { site: sender.siteName }))];
  return message(sender, intl, envelope, signed, newsletterFooter(intl, sender, o.unsubscribeUrl));
}

/** The double opt-in's request: confirm within 48 hours, or nothing happens. */
export function newsletterConfirmation(sender: Sender, o: { email: string; confirmUrl: string; unsubscribeUrl: string }): OutgoingMessage {
  return newsletterMessage(sender, 'confirm', o, (intl) => [
    paragraph(intl.formatMessage({ id: 'mail.newsletter.confirm.intro' }, { site: sender.siteName, email: o.email })),
    button(intl.formatMessage({ id: 'mail.newsletter.confirm.button' }), o.confirmUrl),
    paragraph(intl.formatMessage({ id: 'mail.newsletter.confirm.expiry' })),
  ]);
}

/** Sent once the address is confirmed: what to expect, and how to leave. */
export function newsletterWelcome(sender: Sender, o: { email: string; unsubscribeUrl: string }): OutgoingMessage {
  return newsletterMessage(sender, 'welcome', o, (intl) => [paragraph(intl.formatMessage({ id: 'mail.newsletter.welcome.intro' }, { email: o.email }))]);
}

/**
 * The link that proves a signed-out visitor owns the address they asked about (decision 0019): it
 * opens their data, or its erasure, for 24 hours. Not commercial: no unsubscribe footer.
 */
export function privacyLink(sender: Sender, o: { email: string; action: 'export' | 'erase'; url: string }): OutgoingMessage {
  const intl = intlFor(sender.locale);
  const subject = intl.formatMessage({ id: o.action === 'export' ? 'mail.privacy.export.subject' : 'mail.privacy.erase.subject' }, { site: sender.siteName });
  const parts = [
    paragraph(
      intl.formatMessage({ id: o.action === 'export' ? 'mail.privacy.export.intro' : 'mail.privacy.erase.intro' }, { email: o.email, site: sender.siteName }),
    ),
    button(intl.formatMessage({ id: o.action === 'export' ? 'mail.privacy.export.button' : 'mail.privacy.erase.button' }), o.url),
    paragraph(intl.formatMessage({ id: 'mail.privacy.expiry' })),
    ...signature(intl, sender),
  ];
  return message(sender, intl, { to: o.email, replyTo: sender.contactEmail, subject }, parts, identification(intl, sender));
}
