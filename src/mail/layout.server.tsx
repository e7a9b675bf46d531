// How every e-mail is laid out, once: the HTML part with React Email's components (tables, not
// boxes; buttons Outlook for Windows draws; every text in a font Windows has), and its plain-text
// twin, both from one list of blocks. React escapes every value in the HTML; the plain text is read
// as text by every mail program. The words come from templates.server.ts.
import { Body, Button, Column, Container, Head, Hr, Html, Link, Row, Text } from '@react-email/components';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IntlShape } from 'react-intl';
import type { Locale } from '#schemas/locale';

/** One piece of an e-mail, said the same in its HTML and its plain text. */
export type Block =
  | { kind: 'paragraph'; text: string }
  /** A link drawn as a button; in plain text, 'Label: address'. */
  | { kind: 'button'; label: string; href: string }
  /** A sentence ending with a link on `label`; in plain text, the address after the sentence. */
  | { kind: 'linked'; sentence: string; label: string; href: string }
  /** Labelled values (a value may span lines). */
  | { kind: 'details'; rows: [string, string][] };

export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const button = (label: string, href: string): Block => ({ kind: 'button', label, href });
export const linked = (sentence: string, label: string, href: string): Block => ({ kind: 'linked', sentence, label, href });
export const details = (rows: [string, string][]): Block => ({ kind: 'details', rows });

/** 'Label: value', or in French 'Libellé : valeur' (a space before the colon). */
export const labelled = (intl: IntlShape, label: string, value: string) => `${label}${intl.locale.startsWith('fr') ? ' : ' : ': '}${value}`;

function blockText(intl: IntlShape, block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'button':
      return labelled(intl, block.label, block.href);
    case 'linked':
      return `${block.sentence} ${block.href}`;
    case 'details':
      // A value's further lines are indented under its first.
      return block.rows.map(([k, v]) => labelled(intl, k, v.replace(/\n/g, '\n    '))).join('\n');
  }
}

// Outlook for Windows takes the first family of a stack only, and Times New Roman when Windows lacks
// it: Segoe UI is on every Windows (the site's system font there); the others read on down to Arial.
const FONT = "'Segoe UI', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Helvetica, Arial, sans-serif";
const COLOR = { brand: '#0b5d3b', ink: '#1a2421', muted: '#4a5752', line: '#d6dcd9', page: '#f4f6f5', card: '#ffffff' };
/** The column's width: a table's max-width for most programs, a fixed table for Outlook for Windows. */
const WIDTH = 560;

/** Word, Outlook for Windows' engine, reads px line heights loosely unless told they are exact. */
type MailStyle = CSSProperties & { msoLineHeightRule?: 'exactly' };
const textStyle = (fontSize: number, lineHeight: number, color: string): MailStyle => ({
  fontFamily: FONT,
  fontSize: `${fontSize}px`,
  lineHeight: `${lineHeight}px`,
  msoLineHeightRule: 'exactly',
  color,
});
/** The body's text, and the footer's. */
const TEXT = {
  body: { ...textStyle(16, 24, COLOR.ink), margin: '0 0 16px' },
  footer: { ...textStyle(13, 20, COLOR.muted), margin: '0 0 8px' },
} satisfies Record<string, MailStyle>;

/** A value's lines, broken where it breaks. */
const lines = (value: string): ReactNode[] => value.split('\n').flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));

function BlockHtml({ block, style }: { block: Block; style: MailStyle }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={style}>{block.text}</Text>;
    case 'button':
      return (
        <Text style={style}>
          <Button
            href={block.href}
            style={{ backgroundColor: COLOR.brand, color: COLOR.card, fontFamily: FONT, fontSize: style.fontSize, fontWeight: 600, padding: '12px 20px' }}
          >
            {block.label}
          </Button>
        </Text>
      );
    case 'linked':
      return (
        <Text style={style}>
          {`${block.sentence} `}
          {/* Underlined as links are, in the one `text-decoration` Outlook reads (not Link's own `text-decoration-line`). */}
          <Link href={block.href} style={{ color: COLOR.brand, textDecorationLine: undefined, textDecoration: 'underline', fontFamily: FONT }}>
            {block.label}
          </Link>
        </Text>
      );
    case 'details':
      return (
        <Row>
          <Column style={{ paddingBottom: '12px' }}>
            <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ borderCollapse: 'collapse' }}>
              <tbody>
                {block.rows.map(([label, value], i) => (
                  <tr key={i}>
                    <th
                      scope="row"
                      style={{ ...style, margin: undefined, textAlign: 'left', verticalAlign: 'top', padding: '4px 16px 4px 0', fontWeight: 600 }}
                    >
                      {label}
                    </th>
                    <td style={{ ...style, margin: undefined, padding: '4px 0' }}>{lines(value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Column>
        </Row>
      );
  }
}

/** The white column: the message, a rule, and the footer in smaller type. */
function Card({ body, footer }: { body: Block[]; footer: Block[] }) {
  const blocks = (list: Block[], style: MailStyle): ReactNode => list.map((block, i) => <BlockHtml key={i} block={block} style={style} />);
  return (
    <Container style={{ maxWidth: `${WIDTH}px`, backgroundColor: COLOR.card }}>
      <Row>
        <Column style={{ padding: '24px 20px' }}>
          {blocks(body, TEXT.body)}
          <Hr style={{ borderTop: `1px solid ${COLOR.line}`, margin: '24px 0 16px' }} />
          {blocks(footer, TEXT.footer)}
        </Column>
      </Row>
    </Container>
  );
}

/**
 * Outlook for Windows ignores max-width: it gets the column inside a fixed-width table that only it
 * reads (a conditional comment; width in CSS too, which it scales at 120 dpi where the attribute is not).
 */
const forOutlook = (html: string) =>
  `<!--[if mso]><table role="presentation" align="center" width="${WIDTH}" cellpadding="0" cellspacing="0" border="0" style="width:${WIDTH}px"><tr><td><![endif]-->` +
  html +
  '<!--[if mso]></td></tr></table><![endif]-->';

/**
 * The document, React Email's components around the column (already written, Outlook's table around
 * it). React Email's render() writes the same with React's streaming markers, and is async: the
 * e-mails are made where nothing waits, so compose() writes it with React's static renderer.
 */
export function letterDocument({ locale, subject, body, footer }: Letter): ReactElement {
  const column = renderToStaticMarkup(<Card body={body} footer={footer} />);
  return (
    <Html lang={locale === 'fr' ? 'fr-CA' : 'en-CA'} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </Head>
      <Body style={{ backgroundColor: COLOR.page, margin: 0, padding: 0 }}>
        <div dangerouslySetInnerHTML={{ __html: forOutlook(column) }} />
      </Body>
    </Html>
  );
}

/** render()'s doctype, which Outlook for Windows renders by (it does not know HTML5's). */
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export type Letter = { locale: Locale; subject: string; body: Block[]; footer: Block[] };

/** The HTML document and its plain-text twin. */
export function compose(intl: IntlShape, letter: Letter): { text: string; html: string } {
  const text = (blocks: Block[]) => blocks.map((b) => blockText(intl, b));
  return {
    text: [...text(letter.body), '--', ...text(letter.footer)].join('\n\n') + '\n',
    html: `${DOCTYPE}${renderToStaticMarkup(letterDocument(letter))}\n`,
  };
}
