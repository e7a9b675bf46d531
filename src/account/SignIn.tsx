// The sign-in island of the account page: sign in with e-mail and password, or ask for a reset link.
// Server-rendered, it is a plain form posted to the account page (which signs in on the server); once
// hydrated, it signs in with the firebase SDK in the browser (loaded when the visitor submits, not
// before), hands the ID token to the server (POST /api/session) and reloads the page signed in.
// Mistakes are answered in place, in the visitor's language, and the field to fix gets the focus.
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from '#kit/forms/forms.module.css';
import { accountMessage, PROBLEM_MESSAGES, type AccountMessage, type AuthProblem } from '../auth/errors';
import { LabelledInput } from '#kit/forms/LabelledInput';
import own from './SignIn.module.css';
import type { SignInProps } from './sign-in-props';

const noSubscription = () => () => {};

export function SignIn(props: SignInProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<'signin' | 'reset'>(props.reset ? 'reset' : 'signin');
  const [problem, setProblem] = useState<AccountMessage | null>(accountMessage(props.problem));
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  // The show/hide button does nothing without JavaScript: it appears once the island runs (false in
  // the server's HTML and while hydrating, true after).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  const fail = (p: AuthProblem) => {
    setProblem(PROBLEM_MESSAGES[p]);
    setBusy(false);
    (p === 'invalidEmail' ? email : p === 'network' || p === 'unknown' ? null : mode === 'signin' ? password : email)?.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.current?.value.trim() ?? '';
    const secret = password.current?.value ?? '';
    setProblem(null);
    setSent(false);
    if (!email.current?.validity.valid || !address) return fail('invalidEmail');
    if (mode === 'signin' && !secret) return fail('missingPassword');
    setBusy(true);
    let client: typeof import('./firebase-client');
    try {
      client = await import('./firebase-client');
    } catch {
      return fail('network');
    }
    const config = { apiKey: props.apiKey, authDomain: props.authDomain, projectId: props.projectId, emulatorUrl: props.emulatorUrl };
    if (mode === 'reset') {
      const result = await client.sendReset(config, intl.locale, address);
      if (!result.ok) return fail(result.problem);
      setBusy(false);
      setSent(true);
      status.current?.focus();
      return;
    }
    const result = await client.signIn(config, intl.locale, address, secret);
    if (!result.ok) return fail(result.problem);
    const session = await fetch('/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: result.idToken }),
    }).catch(() => null);
    if (!session) return fail('network');
    if (session.status !== 204) return fail(session.status === 503 ? 'network' : 'sessionEnded');
    // Signed in: the server renders the account from here on.
    window.location.assign(props.path);
  };

  const switchTo = (next: 'signin' | 'reset') => (event: { preventDefault(): void }) => {
    event.preventDefault();
    setMode(next);
    setProblem(null);
    setSent(false);
    email.current?.focus();
  };

  const problemId = 'sign-in-problem';
  return (
    <form
      method="post"
      action={props.path}
      className={styles.fields}
      aria-describedby={problem ? problemId : undefined}
      onSubmit={(e) => void onSubmit(e)}
      noValidate={hydrated}
    >
      <input type="hidden" name="intent" value={mode} />
      {mode === 'reset' && (
        <h2 className={own.resetTitle}>
          <FormattedMessage id="account.reset.title" />
        </h2>
      )}
      <p className={styles.status}>
        <FormattedMessage id={mode === 'reset' ? 'account.reset.body' : 'account.intro'} />
      </p>
      {problem && (
        <p className={styles.notice} role="alert" id={problemId}>
          <FormattedMessage id={problem} />
        </p>
      )}
      {sent && (
        <p className={styles.notice} role="status" tabIndex={-1} ref={status}>
          <FormattedMessage id="account.reset.sent" />
        </p>
      )}
      <LabelledInput
        ref={email}
        label="account.email"
        id="account-email"
        type="email"
        name="email"
        autoComplete="email"
        required
        defaultValue={props.email}
        invalid={problem === 'account.error.invalidEmail' || problem === 'account.error.credentials'}
        autoFocus={problem === 'account.error.invalidEmail'}
      />
      {mode === 'signin' && (
        <LabelledInput
          ref={password}
          label="account.password"
          id="account-password"
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          required
          invalid={problem === 'account.error.missingPassword' || problem === 'account.error.credentials'}
          autoFocus={problem === 'account.error.missingPassword' || problem === 'account.error.credentials'}
          after={
            // Its place is kept until the island hydrates (when the visitor reaches for the form): it
            // works only then, and appearing then must not push the form down.
            <button
              type="button"
              className={hydrated ? own.reveal : `${own.reveal} ${own.waiting}`}
              inert={!hydrated}
              aria-controls="account-password"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
            >
              <FormattedMessage id={showPassword ? 'account.hidePassword' : 'account.showPassword'} />
            </button>
          }
        />
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
          <FormattedMessage id={mode === 'reset' ? 'account.reset.submit' : 'account.signIn'} />
        </button>
        {mode === 'signin' ? (
          <a href={`${props.path}?reset`} onClick={switchTo('reset')}>
            <FormattedMessage id="account.forgot" />
          </a>
        ) : (
          <a href={props.path} onClick={switchTo('signin')}>
            <FormattedMessage id="account.backToSignIn" />
          </a>
        )}
      </div>
    </form>
  );
}
