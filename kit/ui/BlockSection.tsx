import { useId, type ReactNode } from 'react';
import type { EditProps } from '#kit/cms/editable';
import { SectionHeader } from './SectionHeader';
import styles from './BlockSection.module.css';
import { Styles } from '#kit/styles';

/** The steps of the vertical rhythm: the room above and below a block (global.css's --space-block-*). */
export type BlockSpace = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

type Heading =
  /** The section opens with a SectionHeader (eyebrow, h2, introduction), which labels it. */
  | { header: { eyebrow?: string | undefined; heading: string; intro?: string | undefined; align?: 'start' | 'center' }; labelledBy?: never }
  /** The block writes its own heading, with this id; or (neither) the section has no name of its own. */
  | { header?: never; labelledBy?: string };

export type BlockSectionProps = Heading & {
  /** The block's name, as `data-block` (the page's tests and styles find blocks by it). */
  block: string;
  /** Its step of the vertical rhythm; most blocks take `lg`. */
  space?: BlockSpace;
  /** The block's own look of the section (a background, a tone). */
  className?: string | undefined;
  id?: string;
  /** `data-kind` and `data-variant`, for the blocks that have them. */
  kind?: string;
  variant?: string;
  /** The content's column: its own class (its layout), its Visual Editor mark, or its HTML in place of children. */
  inner?: { className?: string | undefined; html?: string } & EditProps;
  /** Outside the column, before it (the hero's backdrop) and after it (a picture beside it, structured data). */
  before?: ReactNode;
  after?: ReactNode;
  children?: ReactNode;
};

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

/**
 * A content block's section: `<section data-block>` around a centred column, with the gutter and a
 * step of the vertical rhythm. Server-rendered markup and CSS only: a block that uses it still ships no
 * JavaScript (decision 0004).
 */
export function BlockSection({ block, space = 'lg', className, id, kind, variant, inner = {}, before, after, children, ...heading }: BlockSectionProps) {
  const headerId = useId();
  const { className: innerClass, html, ...edit } = inner;
  const labelledBy = heading.header ? headerId : heading.labelledBy;
  // HTML (a rich text's) fills the column by itself: React takes it or children, never both.
  const content =
    html === undefined
      ? {
          children: (
            <>
              {heading.header && <SectionHeader id={headerId} {...heading.header} />}
              {children}
            </>
          ),
        }
      : { dangerouslySetInnerHTML: { __html: html } };
  return (
    <section id={id} data-block={block} data-kind={kind} data-variant={variant} className={join(styles[space], className)} aria-labelledby={labelledBy}>
      <Styles of="kit/ui/BlockSection" />
      {before}
      <div className={join(styles.inner, innerClass)} {...edit} {...content} />
      {after}
    </section>
  );
}
