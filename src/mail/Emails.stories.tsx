import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { localeSchema } from '#schemas/locale';
import type { OutgoingMessage } from './message';
import { SAMPLE_MAILS, type SampleMail } from './samples';

// The site's e-mails as they are sent: the HTML part a mail client shows (in a frame, as one would),
// its subject and sender, and the plain-text part. Made by the same functions the outbox's callers use
// (samples.ts), from the seeded site settings' sender, in the toolbar's language.

type Args = { mail: SampleMail };

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
  return <Mail message={SAMPLE_MAILS[args.mail](locale)} />;
}

const meta = {
  title: 'E-mails',
  parameters: {
    frame: 'page',
    docs: {
      description: {
        component:
          'The e-mails the site sends, made by src/mail/templates.server.ts in the visitor’s language (the sales notice in the sales team’s) ' +
          'and laid out with React Email by src/mail/layout.server.tsx: tables, buttons Outlook for Windows draws, fonts Windows has. ' +
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
