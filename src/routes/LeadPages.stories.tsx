import type { Meta } from '@storybook/react-vite';
import { cardPageMeta, fr, inLocale, phone } from '../../.storybook/fixtures/card-pages';
import { freeDay } from '../../.storybook/fixtures/network';
import { ManageBookingView, type ManageBookingProps } from './demo-manage-view';
import { NewsletterView, type NewsletterProps } from './newsletter-view';

// The pages a link in an e-mail opens, in every state their loaders can give, in the toolbar's
// language. Plain HTML forms: they work the same without JavaScript.

const day = freeDay('2026-12-03');
const booked: ManageBookingProps['view'] = {
  state: 'booked',
  notice: null,
  start: '2026-12-02T15:00:00.000Z',
  visitorTimeZone: 'America/Vancouver',
  firmTimeZone: 'America/Toronto',
  ...day,
};

type ManageArgs = Omit<ManageBookingProps, 'locale'>;
type NewsletterArgs = Omit<NewsletterProps, 'locale' | 'siteName'>;

const meta = {
  title: 'Lead pages',
  ...cardPageMeta(
    'Managing a booked demo (move it to another free time, or cancel it) from the link in its e-mails or from the account page, and confirming or leaving the newsletter. ' +
      'Each page says when its link has expired or was already used.',
  ),
} satisfies Meta;
export default meta;

const manage = (args: ManageArgs, globals?: Record<string, unknown>) => inLocale((locale) => <ManageBookingView locale={locale} {...args} />, globals);
const newsletter = (args: NewsletterArgs, globals?: Record<string, unknown>) =>
  inLocale((locale) => <NewsletterView locale={locale} siteName={locale === 'fr' ? 'Rénovations énergétiques' : 'Home Energy Upgrades'} {...args} />, globals);

export const ManageBooked = manage({ view: booked, fromAccount: false, problem: null });
export const ManageBookedFr = manage({ view: booked, fromAccount: false, problem: null }, fr);
export const ManageBookedPhoneFr = manage({ view: booked, fromAccount: true, problem: null }, { ...fr, ...phone });
/** Just moved: the page says so, and shows the new time. */
export const ManageMoved = manage({ view: { ...booked, notice: 'moved' }, fromAccount: false, problem: null });
/** The time chosen was taken meanwhile. */
export const ManageSlotTakenFr = manage({ view: booked, fromAccount: false, problem: 'form.slotTaken' }, fr);
/** A day with no free time left. */
export const ManageNoTimes = manage({ view: { ...booked, slots: [] }, fromAccount: false, problem: null });
export const ManageCancelled = manage({ view: { state: 'cancelled', notice: 'cancelled' }, fromAccount: false, problem: null });
export const ManageCancelledFr = manage({ view: { state: 'cancelled', notice: 'cancelled' }, fromAccount: false, problem: null }, fr);
export const ManageExpiredFr = manage({ view: { state: 'expired' }, fromAccount: false, problem: null }, fr);

export const NewsletterConfirm = newsletter({ mode: 'confirm', view: { state: 'ask', email: 'reader@example.com' }, problem: null });
export const NewsletterConfirmFr = newsletter({ mode: 'confirm', view: { state: 'ask', email: 'lectrice@example.com' }, problem: null }, fr);
export const NewsletterConfirmed = newsletter({ mode: 'confirm', view: { state: 'done', email: 'reader@example.com' }, problem: null });
export const NewsletterConfirmedFr = newsletter({ mode: 'confirm', view: { state: 'done', email: 'lectrice@example.com' }, problem: null }, fr);
export const NewsletterLinkExpiredFr = newsletter({ mode: 'confirm', view: { state: 'gone', email: null }, problem: null }, fr);
export const NewsletterLeave = newsletter({ mode: 'unsubscribe', view: { state: 'ask', email: 'reader@example.com' }, problem: null });
export const NewsletterLeaveFr = newsletter({ mode: 'unsubscribe', view: { state: 'ask', email: 'lectrice@example.com' }, problem: null }, fr);
export const NewsletterLeftFr = newsletter({ mode: 'unsubscribe', view: { state: 'done', email: 'lectrice@example.com' }, problem: null }, { ...fr, ...phone });
/** The site could not save it: said, and the button is still there to try again. */
export const NewsletterUnavailable = newsletter({ mode: 'confirm', view: { state: 'ask', email: 'reader@example.com' }, problem: 'form.unavailable' });
