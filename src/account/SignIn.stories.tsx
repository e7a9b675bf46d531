import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '#schemas/paths';
import { fr, localeOf } from '../../.storybook/fixtures/card-pages';
import { fakeSiteApi, identityError, identityToolkit, json } from '../../.storybook/fixtures/network';
import { SignIn } from './SignIn';
import type { SignInProps } from './sign-in-props';

// The account page's sign-in island, in the toolbar's language. Its Firebase SDK is the real one,
// pointed at an Auth emulator whose answers the stories give (.storybook/fixtures/network.ts).

function render(args: Partial<SignInProps>, context: StoryContext) {
  const locale = localeOf(context);
  const props: SignInProps = {
    apiKey: 'demo-key',
    authDomain: 'demo-energy-site.firebaseapp.com',
    projectId: 'demo-energy-site',
    emulatorUrl: location.origin,
    path: pathTo('account', locale),
    reset: false,
    email: '',
    problem: null,
    ...args,
  };
  return (
    <main id="main" style={{ maxWidth: '32rem', margin: '0 auto', padding: '2rem var(--gutter)' }}>
      <SignIn {...props} />
    </main>
  );
}

const meta = {
  title: 'Account/Sign in',
  parameters: {
    frame: 'page',
    docs: {
      description: {
        component:
          'Signing in to the account page, or asking for a password-reset link. A plain form posted to the server without JavaScript; with it, the Firebase SDK signs in in the browser. ' +
          'Each mistake is answered in place in the visitor’s language, and the field to fix takes the focus.',
      },
    },
  },
  render,
} satisfies Meta<Partial<SignInProps>>;
export default meta;

type Story = StoryObj<typeof meta>;

async function signInWith(canvasElement: HTMLElement, email: string, password: string, french = false) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(french ? /^Courriel/ : /^E-mail/), email);
  if (password) await userEvent.type(canvas.getByLabelText(french ? /^Mot de passe/ : /^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: french ? 'Se connecter' : 'Sign in' }));
}

export const SignInForm: Story = {};
export const SignInFormFr: Story = { globals: fr };

/** A wrong password: Firebase's answer, in the visitor's words, and the password to fix has the focus. */
export const WrongPassword: Story = {
  beforeEach: () => fakeSiteApi({ [identityToolkit('signInWithPassword')]: () => identityError('INVALID_LOGIN_CREDENTIALS') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInWith(canvasElement, 'visitor@example.com', 'not-the-password');
    await canvas.findByText('This e-mail and password do not match an account. Check them and try again.', {}, { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toHaveFocus());
  },
};
export const WrongPasswordFr: Story = {
  globals: fr,
  beforeEach: () => fakeSiteApi({ [identityToolkit('signInWithPassword')]: () => identityError('INVALID_LOGIN_CREDENTIALS') }),
  play: async ({ canvasElement }) => {
    await signInWith(canvasElement, 'visiteur@example.com', 'pas-le-bon', true);
    await within(canvasElement).findByText(/Ce courriel et ce mot de passe ne correspondent à aucun compte/, {}, { timeout: 10_000 });
  },
};
/** Too many tries: Firebase locks the address for a while. */
export const TooManyAttempts: Story = {
  beforeEach: () => fakeSiteApi({ [identityToolkit('signInWithPassword')]: () => identityError('TOO_MANY_ATTEMPTS_TRY_LATER') }),
  play: async ({ canvasElement }) => {
    await signInWith(canvasElement, 'visitor@example.com', 'guess');
    await within(canvasElement).findByText('Too many attempts. Wait a few minutes, or reset your password.', {}, { timeout: 10_000 });
  },
};
/** No password: said before anything is sent. */
export const MissingPasswordFr: Story = {
  globals: fr,
  play: async ({ canvasElement }) => {
    await signInWith(canvasElement, 'visiteur@example.com', '', true);
    await within(canvasElement).findByText('Entrez votre mot de passe.');
  },
};
/** The sign-in service cannot be reached. */
export const ServiceUnreachable: Story = {
  beforeEach: () =>
    fakeSiteApi({
      [identityToolkit('signInWithPassword')]: () => {
        throw new TypeError('Failed to fetch');
      },
    }),
  play: async ({ canvasElement }) => {
    await signInWith(canvasElement, 'visitor@example.com', 'secret-password');
    await within(canvasElement).findByText('We could not reach the sign-in service. Check your connection and try again.', {}, { timeout: 10_000 });
  },
};
/** The reset form: the same answer whether or not the address has an account. */
export const ResetLinkSentFr: Story = {
  args: { reset: true },
  globals: fr,
  beforeEach: () =>
    fakeSiteApi({ [identityToolkit('sendOobCode')]: () => json({ kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email: 'visiteur@example.com' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Courriel/), 'visiteur@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le lien' }));
    await canvas.findByText(/Si un compte existe pour cette adresse/, {}, { timeout: 10_000 });
  },
};
/** Without JavaScript the server answered the post: its message shows, with the address kept. */
export const ServerAnswered: Story = { args: { problem: 'account.error.credentials', email: 'visitor@example.com' } };
