import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { localeSchema, type Locale } from '#schemas/locale';
import { leadUrl } from '../forms/lead-links';
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

// The site's e-mails as they are sent: the HTML part a mail client shows (in a frame, as one would),
// its subject and sender, and the plain-text part. Made by the same functions the outbox calls,
// from the seeded site settings' sender, in the toolbar's language.

const sender = (locale: Locale): Sender => ({
  locale,
  siteName: locale === 'fr' ? 'Rénovations énergétiques' : 'Home Energy Upgrades',
  siteUrl: 'https://www.example.com',
  contactEmail: 'hello@example.com',
  postalAddress: '1234 Example Street, Suite 400, Montréal QC  H2X 1Y4, Canada',
  organizerEmail: 'sales@example.com',
});

const meeting = (locale: Locale): Meeting => ({
  reference: 'd7f3a1',
  sequence: 0,
  start: new Date('2026-12-02T15:00:00Z'),
  end: new Date('2026-12-02T15:30:00Z'),
  visitor: { name: locale === 'fr' ? 'Camille Tremblay' : 'Ada Lovelace', email: 'visitor@example.com', timeZone: 'America/Vancouver' },
  firmTimeZone: 'America/Toronto',
  meetingUrl: 'https://meet.example.com/heat-pumps',
  manageUrl: `https://www.example.com${locale === 'fr' ? '/fr' : ''}/demo/manage/d7f3a1`,
  accountUrl: `https://www.example.com${locale === 'fr' ? '/fr/compte' : '/account'}`,
});

const privacyUrl = (locale: Locale) => leadUrl('https://www.example.com', 'myDataConfirm', locale, 'q3Jx8vZ0mN4bT7wE1yR5uK2hG9fD6sA0cL3pV8nB4eM');

const MAILS = {
  bookingConfirmation: (l: Locale) => bookingConfirmation(sender(l), meeting(l)),
  bookingMoved: (l: Locale) => bookingMoved(sender(l), { ...meeting(l), sequence: 1 }, new Date('2026-12-01T19:00:00Z')),
  bookingCancelled: (l: Locale) => bookingCancelled(sender(l), { ...meeting(l), sequence: 2 }, `https://www.example.com${l === 'fr' ? '/fr' : ''}/demo`),
  salesNotification: (l: Locale) =>
    salesNotification(sender(l), 'sales@example.com', {
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
  newsletterConfirmation: (l: Locale) =>
    newsletterConfirmation(sender(l), {
      email: 'visitor@example.com',
      confirmUrl: 'https://www.example.com/newsletter/confirm?token=example',
      unsubscribeUrl: 'https://www.example.com/newsletter/leave?token=example',
    }),
  newsletterWelcome: (l: Locale) =>
    newsletterWelcome(sender(l), { email: 'visitor@example.com', unsubscribeUrl: 'https://www.example.com/newsletter/leave?token=example' }),
  // A signed-out visitor's data request (/my-data): the link, with a token as long as a real one, proves the address.
  privacyLinkExport: (l: Locale) => privacyLink(sender(l), { email: 'visitor@example.com', action: 'export', url: privacyUrl(l) }),
  privacyLinkErase: (l: Locale) => privacyLink(sender(l), { email: 'visitor@example.com', action: 'erase', url: privacyUrl(l) }),
} satisfies Record<string, (l: Locale) => OutgoingMessage>;

type Args = { mail: keyof typeof MAILS };

/** One e-mail as a mail client shows it: who it is from, its subject, the HTML, and the plain text. */
function Mail({ message }: { message: OutgoingMessage }) {
  const [height, setHeight] = useState<number | null>(null);
  return (
    <article style={{ maxWidth: '52rem', margin: '0 auto', padding: '1.5rem var(--gutter)' }}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: '0 0 1rem', fontSize: 'var(--text-sm)' }}>
        <dt>From</dt>
        <dd style={{ margin: 0 }}>{message.fromName}</dd>
        <dt>To</dt>
        <dd style={{ margin: 0 }}>{message.to}</dd>
        {message.replyTo && (
          <>
            <dt>Reply to</dt>
            <dd style={{ margin: 0 }}>{message.replyTo}</dd>
          </>
        )}
        <dt>Subject</dt>
        <dd style={{ margin: 0, fontWeight: 700 }}>{message.subject}</dd>
        {message.calendar && (
          <>
            <dt>Attached</dt>
            <dd style={{ margin: 0 }}>invite.ics ({message.calendar.method === 'CANCEL' ? 'removes the meeting' : 'adds or updates the meeting'})</dd>
          </>
        )}
      </dl>
      <iframe
        title={message.subject}
        srcDoc={message.html}
        data-loading={height === null ? '' : undefined}
        onLoad={(e) => setHeight(e.currentTarget.contentDocument?.documentElement.scrollHeight ?? 600)}
        style={{
          display: 'block',
          width: '100%',
          height: height ?? 600,
          border: '1px solid var(--color-line)',
          borderRadius: 'var(--radius-sm)',
          background: '#fff',
        }}
      />
      <details style={{ marginTop: '1rem' }}>
        <summary>Plain-text part</summary>
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 'var(--text-sm)' }}>{message.text}</pre>
      </details>
    </article>
  );
}

function render(args: Args, context: StoryContext) {
  const locale = localeSchema.catch('en').parse(context.globals['locale']);
  return <Mail message={MAILS[args.mail](locale)} />;
}

const meta = {
  title: 'E-mails',
  parameters: {
    frame: 'page',
    docs: {
      description: {
        component:
          'The e-mails the site sends, made by src/mail/templates.server.ts in the visitor’s language (the sales notice in the sales team’s). ' +
          'Each has an HTML part and a plain-text part; booking e-mails carry a calendar invitation. Every value a visitor typed is escaped.',
      },
    },
  },
  // Tall enough for the whole e-mail in the visual test.
  globals: { viewport: { value: 'desktopTall', isRotated: false } },
  render,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

const fr = { locale: 'fr' };
export const BookingConfirmation: Story = {
  args: { mail: 'bookingConfirmation' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Your demo is booked/)).toBeVisible();
  },
};
export const BookingConfirmationFr: Story = {
  args: { mail: 'bookingConfirmation' },
  globals: fr,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Votre démo est réservée/)).toBeVisible();
  },
};
export const BookingMoved: Story = { args: { mail: 'bookingMoved' } };
export const BookingMovedFr: Story = { args: { mail: 'bookingMoved' }, globals: fr };
export const BookingCancelled: Story = { args: { mail: 'bookingCancelled' } };
export const BookingCancelledFr: Story = { args: { mail: 'bookingCancelled' }, globals: fr };
export const SalesNotification: Story = { args: { mail: 'salesNotification' } };
export const SalesNotificationFr: Story = { args: { mail: 'salesNotification' }, globals: fr };
export const NewsletterConfirmation: Story = { args: { mail: 'newsletterConfirmation' } };
export const NewsletterConfirmationFr: Story = { args: { mail: 'newsletterConfirmation' }, globals: fr };
export const NewsletterWelcome: Story = { args: { mail: 'newsletterWelcome' } };
export const NewsletterWelcomeFr: Story = { args: { mail: 'newsletterWelcome' }, globals: fr };
/** The link a signed-out visitor asks for at /my-data to see and download their data; not commercial, so no unsubscribe footer. */
export const PrivacyLinkExport: Story = { args: { mail: 'privacyLinkExport' } };
export const PrivacyLinkExportFr: Story = { args: { mail: 'privacyLinkExport' }, globals: fr };
/** The same, to erase their data and any sign-in account with that address. */
export const PrivacyLinkErase: Story = { args: { mail: 'privacyLinkErase' } };
export const PrivacyLinkEraseFr: Story = { args: { mail: 'privacyLinkErase' }, globals: fr };
/** On a phone, where most e-mails are read. */
export const BookingConfirmationPhoneFr: Story = {
  args: { mail: 'bookingConfirmation' },
  globals: { ...fr, viewport: { value: 'phoneTall', isRotated: false } },
};
