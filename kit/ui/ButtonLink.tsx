import type { EditProps } from '#kit/cms/editable';
import { SmartLink } from './SmartLink';
import styles from './Button.module.css';
import { Styles } from '#kit/styles';

const tones = { primary: styles.primary, secondary: styles.secondary, inverse: styles.inverse, ghost: styles.ghost } as const;

type ButtonLinkProps = { href: string; tone?: keyof typeof tones; children: React.ReactNode } & EditProps;

/**
 * A call to action: its clicks are measured as `cta_click` (with consent; src/browser/main.ts).
 * `data-directus` marks it for the Visual Editor (edit mode only).
 */
export function ButtonLink({ href, tone = 'primary', children, ...edit }: ButtonLinkProps) {
  return (
    <>
      <Styles of="kit/ui/Button" />
      <SmartLink href={href} className={`${styles.button} ${tones[tone]}`} data-cta="" {...edit}>
        {children}
      </SmartLink>
    </>
  );
}
