import { useId } from 'react';
import { useEditable } from '#kit/cms/editable';
import { BlockSection } from '#kit/ui/BlockSection';
import { ButtonLink } from '#kit/ui/ButtonLink';
import { SmartLink } from '#kit/ui/SmartLink';
import type { CallToActionBlock } from './schema';
import styles from './CallToAction.module.css';

const ICONS: Record<CallToActionBlock['kind'], string> = {
  // a calendar, a phone, an envelope
  demo: 'M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v10H5z',
  app: 'M8 1h8a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2zm0 3v15h8V4zm4 16.2a1 1 0 1 0 0 .1z',
  contact: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3z',
};

export function CallToAction({ kind, tone, heading, body, button_label, button_href, secondary_label, secondary_href }: CallToActionBlock) {
  const headingId = useId();
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <BlockSection block="call-to-action" kind={kind} space="md" className={styles[tone]} labelledBy={headingId} inner={{ className: styles.inner }}>
      <div className={styles.lead}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path d={ICONS[kind]} fill="currentColor" fillRule="evenodd" />
        </svg>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.heading} {...edit('heading')}>
            {heading}
          </h2>
          {body && (
            <p className={styles.body} {...edit('body')}>
              {body}
            </p>
          )}
        </div>
      </div>
      <div className={styles.actions}>
        <ButtonLink href={button_href} tone={tone === 'brand' ? 'inverse' : 'primary'} {...edit(['button_label', 'button_href'])}>
          {button_label}
        </ButtonLink>
        {secondary_label && secondary_href && (
          <SmartLink href={secondary_href} className={styles.secondary} {...edit(['secondary_label', 'secondary_href'])}>
            {secondary_label}
          </SmartLink>
        )}
      </div>
    </BlockSection>
  );
}
