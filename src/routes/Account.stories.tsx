import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { cardPageMeta, fr, localeOf } from '../../.storybook/fixtures/card-pages';
import { AccountView, type AccountProps } from './account-view';

// The account page in each state its route can give, in the toolbar's language.

type Args = Omit<AccountProps, 'locale' | 'firebase'>;

const firebase: AccountProps['firebase'] = {
  apiKey: 'demo-key',
  authDomain: 'demo-energy-site.firebaseapp.com',
  projectId: 'demo-energy-site',
  emulatorUrl: null,
};
const signedOut: Args = { user: null, notice: null, reset: false, typed: { email: '', message: null } };

const leads: NonNullable<NonNullable<AccountProps['user']>['leads']> = {
  demos: [
    {
      reference: 'd7f3a1',
      start: '2026-12-02T15:00:00.000Z',
      timeZone: 'America/Toronto',
      state: 'upcoming',
      sentAt: '2026-11-20T14:00:00.000Z',
      cancelledAt: null,
    },
    { reference: 'c2b9e0', start: null, timeZone: null, state: 'requested', sentAt: '2026-10-02T18:00:00.000Z', cancelledAt: null },
    {
      reference: 'a11f04',
      start: null,
      timeZone: null,
      state: 'cancelled',
      sentAt: '2026-09-01T13:00:00.000Z',
      cancelledAt: '2026-09-03T09:00:00.000Z',
    },
  ],
  reports: [{ reference: 'r-1', address: '1234 Example Street, Montréal QC', sentAt: '2026-11-18T16:00:00.000Z' }],
};
const signedIn: Args = { ...signedOut, user: { email: 'visitor@example.com', name: 'Ada', emailVerified: true, leads } };

const meta = {
  title: 'Account/Account page',
  ...cardPageMeta(
    'A visitor’s account (`/account`, `/fr/compte`). Signed out: sign in, or ask for a reset link. Signed in: their demos (an upcoming one can be moved or cancelled), their report requests, and signing out. ' +
      'Every form is a plain post that works without JavaScript.',
  ),
  render: (args: Args, context: StoryContext) => <AccountView locale={localeOf(context)} firebase={firebase} {...args} />,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

// Signed in, the page (with its "Your data" section) is taller than a window, and the visual test
// paints only the viewport: the tall viewports, so the screenshot holds the whole page.
const tall = { viewport: { value: 'desktopTall', isRotated: false } };
const phoneTall = { viewport: { value: 'phoneTall', isRotated: false } };

export const SignedOut: Story = { args: signedOut };
export const SignedOutFr: Story = { args: signedOut, globals: fr };
export const SignedOutAfterSignOutFr: Story = { args: { ...signedOut, notice: 'signedOut' }, globals: fr };
export const ResetForm: Story = { args: { ...signedOut, reset: true } };
export const SignedIn: Story = { args: signedIn, globals: tall };
export const SignedInFr: Story = { args: signedIn, globals: { ...fr, ...tall } };
export const SignedInPhoneFr: Story = { args: signedIn, globals: { ...fr, ...phoneTall } };
/** Nothing sent yet: an invitation to book a demo. */
export const SignedInNothingYet: Story = {
  args: { ...signedIn, user: { email: 'new@example.com', name: null, emailVerified: false, leads: { demos: [], reports: [] } } },
  globals: tall,
};
/** The CMS could not say what they sent: the page says so, and signing out still works. */
export const LeadsUnavailableFr: Story = {
  args: { ...signedIn, user: { email: 'visiteur@example.com', name: null, emailVerified: true, leads: null } },
  globals: fr,
};
