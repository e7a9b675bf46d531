// One of each e-mail the site sends, in either language, from the seeded site settings' sender: what
// the Storybook e-mail stories show (Emails.stories.tsx) and what the check against the mail
// programs' support renders (email-support.test.ts). Addresses are the site's own paths, from the one
// table of them (SITE_PATHS in schemas/paths.ts); tokens are as long as real ones.
import type { Locale } from '#schemas/locale';
import { pathTo } from '#schemas/paths.ts';
import type { OutgoingMessage } from './message';
import {
  bookingCancelled,
  bookingConfirmation,
  bookingMoved,
  newsletterConfirmation,
  newsletterWelcome,
  privacyLink,
  salesNotification,
  type Meeting,
  type Sender,
} from './templates.server';

const SITE = 'https://www.example.com';
/** A lead link's token (manage, confirm, unsubscribe, a data request), as long as a real one. */
export const SAMPLE_TOKEN = 'q3Jx8vZ0mN4bT7wE1yR5uK2hG9fD6sA0cL3pV8nB4eM';

export const sampleSender = (locale: Locale): Sender => ({
  locale,
  siteName: locale === 'fr' ? 'Rénovations énergétiques' : 'Home Energy Upgrades',
  siteUrl: SITE,
  contactEmail: 'hello@example.com',
  postalAddress: '1234 Example Street, Suite 400, Montréal QC  H2X 1Y4, Canada',
  organizerEmail: 'sales@example.com',
});

export const sampleMeeting = (locale: Locale): Meeting => ({
  reference: 'd7f3a1',
  sequence: 0,
  start: new Date('2026-12-02T15:00:00Z'),
  end: new Date('2026-12-02T15:30:00Z'),
  visitor: { name: locale === 'fr' ? 'Camille Tremblay' : 'Ada Lovelace', email: 'visitor@example.com', timeZone: 'America/Vancouver' },
  firmTimeZone: 'America/Toronto',
  meetingUrl: 'https://meet.example.com/heat-pumps',
  manageUrl: `${SITE}${pathTo('manage', locale, { token: SAMPLE_TOKEN })}`,
  accountUrl: `${SITE}${pathTo('account', locale)}`,
});

const newsletter = (locale: Locale) => ({
  email: 'visitor@example.com',
  confirmUrl: `${SITE}${pathTo('newsletter-confirm', locale, { token: SAMPLE_TOKEN })}`,
  unsubscribeUrl: `${SITE}${pathTo('newsletter-unsubscribe', locale, { token: SAMPLE_TOKEN })}`,
});

const privacyUrl = (locale: Locale) => `${SITE}${pathTo('my-data-confirm', locale, { token: SAMPLE_TOKEN })}`;

/** Every e-mail, made by the same functions the outbox's callers use. */
export const SAMPLE_MAILS = {
  bookingConfirmation: (l: Locale) => bookingConfirmation(sampleSender(l), sampleMeeting(l)),
  bookingMoved: (l: Locale) => bookingMoved(sampleSender(l), { ...sampleMeeting(l), sequence: 1 }, new Date('2026-12-01T19:00:00Z')),
  bookingCancelled: (l: Locale) => bookingCancelled(sampleSender(l), { ...sampleMeeting(l), sequence: 2 }, `${SITE}${l === 'fr' ? '/fr/demo' : '/demo'}`),
  salesNotification: (l: Locale) =>
    salesNotification(sampleSender(l), 'sales@example.com', {
      reference: 'd7f3a1',
      name: 'Ada Lovelace',
      company: 'Lovelace Heating',
      email: 'ada@example.com',
      role: 'hvac_installer',
      industry: 'Residential HVAC',
      locale: 'en',
      source: '/ads/heatPumpShort',
      start: new Date('2026-12-02T15:00:00Z'),
      visitorTimeZone: 'America/Vancouver',
      firmTimeZone: 'America/Toronto',
      campaign: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'heat-pumps-qc', gclid: 'EAIaIQobChMI-example' },
    }),
  newsletterConfirmation: (l: Locale) => newsletterConfirmation(sampleSender(l), newsletter(l)),
  newsletterWelcome: (l: Locale) => newsletterWelcome(sampleSender(l), newsletter(l)),
  // A signed-out visitor's data request (/my-data): the link proves the address.
  privacyLinkExport: (l: Locale) => privacyLink(sampleSender(l), { email: 'visitor@example.com', action: 'export', url: privacyUrl(l) }),
  privacyLinkErase: (l: Locale) => privacyLink(sampleSender(l), { email: 'visitor@example.com', action: 'erase', url: privacyUrl(l) }),
} satisfies Record<string, (l: Locale) => OutgoingMessage>;

export type SampleMail = keyof typeof SAMPLE_MAILS;
