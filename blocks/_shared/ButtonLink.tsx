import { SmartLink } from './SmartLink';
import styles from './Button.module.css';

const tones = { primary: styles.primary, secondary: styles.secondary, inverse: styles.inverse, ghost: styles.ghost } as const;

type ButtonLinkProps = { href: string; tone?: keyof typeof tones; children: React.ReactNode };

export function ButtonLink({ href, tone = 'primary', children }: ButtonLinkProps) {
  return (
    <SmartLink href={href} className={`${styles.button} ${tones[tone]}`}>
      {children}
    </SmartLink>
  );
}
