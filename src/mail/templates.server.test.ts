// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { intlFor } from '../i18n/IntlRoot';
import { sampleMeeting, sampleSender } from './samples';
import * as templates from './templates.server';

const { bookingCancelled, bookingConfirmation, bookingMoved, meetingTimes, newsletterConfirmation, newsletterWelcome, privacyLink, salesNotification } =
  templates;

const sender = (locale: 'en' | 'fr'): templates.Sender => ({
  ...sampleSender(locale),
  siteName: 'Home Energy Upgrades',
  postalAddress: '1234 Example Street, Montréal QC',
});

// A name that is markup, and a zone other than the firm's.
const meeting: templates.Meeting = {
  ...sampleMeeting('en'),
  reference: 'ref-1',
  visitor: { name: 'Ada <script>', email: 'ada@example.com', timeZone: 'Europe/Paris' },
  meetingUrl: 'https://meet.example.com/room',
  manageUrl: 'https://www.example.com/demo/manage/abc',
  accountUrl: 'https://www.example.com/fr/compte',
};

describe('mail templates', () => {
  it('give the time in the visitor’s zone and in Eastern time, once when they are the same', () => {
    const intl = intlFor('en');
    expect(meetingTimes(intl, meeting.start, 'Europe/Paris', 'America/Toronto')).toEqual([
      expect.stringMatching(/December 2, 2026 at 4:00\s?(PM|p\.m\.) (CET|GMT\+1)$/),
      expect.stringMatching(/December 2, 2026 at 10:00\s?(AM|a\.m\.) EST \(Eastern time\)$/),
    ]);
    expect(meetingTimes(intl, meeting.start, 'America/Toronto', 'America/Toronto')).toHaveLength(1);
    // A zone name no one knows (it comes from the browser) falls back to Eastern.
    expect(meetingTimes(intl, meeting.start, 'Mars/Olympus', 'America/Toronto')).toHaveLength(1);
  });

  it('escape what the visitor typed in the HTML, and keep it readable in the text', () => {
    const mail = bookingConfirmation(sender('en'), meeting);
    expect(mail.html).toContain('Hello Ada &lt;script&gt;,');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Hello Ada <script>,');
    expect(mail.calendar?.method).toBe('REQUEST');
    expect(mail.calendar?.content).toContain('UID:ref-1@www.example.com');
  });

  it('write French with French typography', () => {
    const mail = bookingConfirmation(sender('fr'), meeting);
    expect(mail.subject).toMatch(/^Votre démo est réservée : mercredi 2 décembre 2026/);
    expect(mail.text).toContain('Quand : ');
    expect(mail.text).toContain('Gérer ma réservation : https://www.example.com/demo/manage/abc');
  });

  it('point the visitor to their account, where all their demos are', () => {
    const mail = bookingConfirmation(sender('fr'), meeting);
    expect(mail.text).toContain('dans votre compte sur notre site : https://www.example.com/fr/compte');
    expect(mail.html).toMatch(/<a href="https:\/\/www\.example\.com\/fr\/compte"[^>]*>Votre compte<\/a>/);
  });

  it('cancel with the same invitation, one version later', () => {
    const mail = bookingCancelled(sender('en'), { ...meeting, sequence: 1 }, 'https://www.example.com/demo');
    expect(mail.calendar?.method).toBe('CANCEL');
    expect(mail.calendar?.content).toContain('SEQUENCE:1');
    expect(mail.calendar?.content).toContain('STATUS:CANCELLED');
  });

  it('tell sales who the lead is, with its campaign, and let them reply to the lead', () => {
    const mail = salesNotification(sender('en'), 'sales@example.com', {
      reference: 'ref-2',
      name: 'Ada',
      company: 'Heat & Co',
      email: 'ada@example.com',
      role: 'other',
      industry: 'Utility',
      locale: 'fr',
      source: '/fr/demo',
      start: null,
      visitorTimeZone: null,
      firmTimeZone: 'America/Toronto',
      campaign: { utm_source: 'google', utm_medium: null, gclid: 'abc' },
    });
    expect(mail.subject).toBe('New demo request: Ada (Heat & Co)');
    expect(mail.replyTo).toBe('ada@example.com');
    expect(mail.text).toContain('Role: Other');
    expect(mail.text).toContain('Language: French');
    expect(mail.text).toContain('Page: https://www.example.com/fr/demo');
    expect(mail.text).toMatch(/Campaign: utm_source: google\n\s+gclid: abc/);
    expect(mail.html).toContain('Heat &amp; Co');
  });

  it('never give sales a link to another site for the page a lead came from', () => {
    const lead = {
      reference: 'ref-4',
      name: 'Ada',
      company: 'Heat & Co',
      email: 'ada@example.com',
      role: 'other' as const,
      industry: null,
      locale: 'en' as const,
      start: null,
      visitorTimeZone: null,
      firmTimeZone: 'America/Toronto',
      campaign: {},
    };
    // What a URL parser makes of stored paths that lean on its forgiveness (a tab, a backslash).
    for (const source of ['/\t/evil.example/login', '/\\evil.example', '//evil.example']) {
      const mail = salesNotification(sender('en'), 'sales@example.com', { ...lead, source });
      expect(mail.text, source).toContain('Page: —');
      expect(mail.text, source).not.toContain('evil.example');
    }
  });

  it('identify the sender and offer a one-click unsubscribe in every newsletter e-mail', () => {
    const mail = newsletterConfirmation(sender('fr'), {
      email: 'ada@example.com',
      confirmUrl: 'https://www.example.com/c',
      unsubscribeUrl: 'https://www.example.com/u',
    });
    expect(mail.headers?.['List-Unsubscribe']).toContain('<https://www.example.com/u>');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Envoyé par Home Energy Upgrades, 1234 Example Street, Montréal QC.');
    expect(mail.text).toContain('Se désabonner : https://www.example.com/u');
    expect(mail.text).toContain('Confirmer mon abonnement : https://www.example.com/c');
  });
});

describe('mail templates with hostile site settings (issue 39)', () => {
  // What a marketer could type in the site settings the e-mails carry (the site's name and postal address).
  const HOSTILE = `</title><script nonce="__csp_nonce__">window.__pwn=1</script><img src=x onerror="window.__pwn=1"><a href="javascript:alert(1)">`;
  const hostile: templates.Sender = { ...sender('en'), siteName: HOSTILE, postalAddress: `${HOSTILE}\nline two` };
  const mails = [
    bookingConfirmation(hostile, meeting),
    bookingMoved(hostile, meeting, new Date('2026-12-01T15:00:00Z')),
    bookingCancelled(hostile, meeting, 'https://www.example.com/demo'),
    salesNotification(hostile, 'sales@example.com', {
      reference: 'ref-3',
      name: HOSTILE,
      company: HOSTILE,
      email: 'ada@example.com',
      role: 'other',
      industry: HOSTILE,
      locale: 'en',
      source: '/demo',
      start: null,
      visitorTimeZone: null,
      firmTimeZone: 'America/Toronto',
      campaign: { utm_source: HOSTILE, utm_medium: null, gclid: null },
    }),
    newsletterConfirmation(hostile, { email: 'ada@example.com', confirmUrl: 'https://www.example.com/c', unsubscribeUrl: 'https://www.example.com/u' }),
    newsletterWelcome(hostile, { email: 'ada@example.com', unsubscribeUrl: 'https://www.example.com/u' }),
    privacyLink(hostile, { email: 'ada@example.com', action: 'export', url: 'https://www.example.com/my-data/confirm/x' }),
  ];

  it.each(mails.map((m) => [m.subject, m] as const))('keep every value text in the HTML: %s', (_subject, mail) => {
    expect(mail.html).toContain('&lt;/title&gt;&lt;script nonce=&quot;__csp_nonce__&quot;&gt;');
    expect(mail.html).not.toMatch(/<script|<img/i);
    // The only tags are the template's own, with its own attributes, and every link goes where the site sent it.
    const tags = [...mail.html.matchAll(/<([a-z]+)((?:\s[^>]*)?)>/g)];
    expect(
      tags
        .map(([, name]) => name)
        .filter(
          (t) => !['a', 'body', 'br', 'div', 'head', 'hr', 'html', 'i', 'meta', 'p', 'span', 'table', 'tbody', 'td', 'th', 'title', 'tr'].includes(t ?? ''),
        ),
    ).toEqual([]);
    for (const [, , attrs = ''] of tags) expect(attrs).not.toMatch(/\son/i);
    for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g))
      expect(href).toMatch(/^(https:\/\/www\.example\.com\/|https:\/\/meet\.example\.com\/|mailto:)/);
    // The text twin is plain text, read as such by every mail program.
    expect(mail.text).toContain(HOSTILE);
  });
});
