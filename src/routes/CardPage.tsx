// The shell of the site's own pages outside the CMS (the account, a visitor's data, the pages a lead
// reaches from an e-mail): the page's <main> landmark with one centred card, its heading, and the few
// pieces every such card is made of. The views (src/routes/*-view.tsx) say what is on the card.
import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import formStyles from '#kit/forms/forms.module.css';
import type { MessageId } from '#kit/i18n/messages';
import { Styles } from '#kit/styles';
import styles from './CardPage.module.css';

type Values = ComponentProps<typeof FormattedMessage>['values'];

/** The page: <main id="main"> (the skip link's target), the routes' and the form kit's styles, the card and its <h1>. */
export function CardPage({ title, children }: { title: MessageId; children: ReactNode }) {
  return (
    <main id="main" className={styles.main}>
      <Styles of="routes" />
      <Styles of="kit/forms" />
      <div className={styles.card}>
        <h1 className={styles.title}>
          <FormattedMessage id={title} />
        </h1>
        {children}
      </div>
    </main>
  );
}

/** A paragraph of the card, in the card's soft ink; a hint is smaller. */
export function CardText({ id, values, hint = false }: { id: MessageId; values?: Values; hint?: boolean }) {
  return (
    <p className={hint ? styles.hint : styles.body}>
      <FormattedMessage id={id} values={values} />
    </p>
  );
}

/** What the last step did (a status, read out when it can) or what went wrong (an alert, read out at once). */
export function CardNotice({ id, done = false }: { id: MessageId; done?: boolean }) {
  return (
    <p className={done ? styles.confirmation : formStyles.notice} role={done ? 'status' : 'alert'}>
      <FormattedMessage id={id} />
    </p>
  );
}

/** A part of the card under its own <h2>, which names the section for assistive tech. */
export function CardSection({ id, title, children }: { id: string; title: MessageId; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}

/** A link away from the card (back to the account, home, ask again), under it. */
export function CardLink({ href, id }: { href: string; id: MessageId }) {
  return (
    <a className={styles.back} href={href}>
      <FormattedMessage id={id} />
    </a>
  );
}

/** The card's class names for what the pieces above do not cover: a paragraph with a link, a section that is a disclosure, the destructive button. */
export const cardStyles = { body: styles.body, section: styles.section, danger: `${formStyles.primary} ${styles.danger}` };
