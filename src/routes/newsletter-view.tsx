// The view of the newsletter's mailed links (its route: newsletter.tsx): confirming a subscription and
// leaving it. What the loader reads comes in as props, so Storybook shows every state without a server.
import { FormattedMessage } from 'react-intl';
import formStyles from '#kit/forms/forms.module.css';
import type { MessageId } from '#kit/i18n/messages';
import { ButtonLink } from '#kit/ui/ButtonLink';
import type { Locale } from '#schemas/locale';
import { sitePath } from '#schemas/paths';
import { CardNotice, CardPage, CardText } from './CardPage';

/** What the newsletter page says: ask (one button), done, or the link is not (or no longer) valid. */
export type NewsletterState = 'ask' | 'done' | 'gone';
export type NewsletterMode = 'confirm' | 'unsubscribe';

export type NewsletterProps = {
  locale: Locale;
  mode: NewsletterMode;
  view: { state: NewsletterState; email: string | null };
  siteName: string;
  problem: MessageId | null;
};

export const NEWSLETTER_TEXT = {
  confirm: {
    ask: { title: 'newsletter.confirm.title', body: 'newsletter.confirm.body', submit: 'newsletter.confirm.submit' },
    done: { title: 'newsletter.subscribed.title', body: 'newsletter.subscribed.body' },
    gone: { title: 'lead.expired.title', body: 'newsletter.confirm.expired' },
  },
  unsubscribe: {
    ask: { title: 'newsletter.unsubscribe.title', body: 'newsletter.unsubscribe.body', submit: 'newsletter.unsubscribe.submit' },
    done: { title: 'newsletter.unsubscribed.title', body: 'newsletter.unsubscribed.body' },
    gone: { title: 'lead.expired.title', body: 'newsletter.unknown.body' },
  },
} as const;

export function NewsletterView({ locale, mode, view, siteName, problem }: NewsletterProps) {
  const text = NEWSLETTER_TEXT[mode][view.state];
  return (
    <CardPage title={text.title}>
      {problem && <CardNotice id={problem} />}
      <CardText id={text.body} values={{ email: view.email ?? '', site: siteName }} />
      {'submit' in text ? (
        <form method="post" className={formStyles.actions}>
          <button type="submit" className={mode === 'confirm' ? formStyles.primary : formStyles.secondary}>
            <FormattedMessage id={text.submit} />
          </button>
        </form>
      ) : (
        <p>
          <ButtonLink href={sitePath(locale, '/')} tone="secondary">
            <FormattedMessage id="lead.home" />
          </ButtonLink>
        </p>
      )}
    </CardPage>
  );
}
