import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import css from './global.css?raw';
import { CONTRAST_PAIRS, contrastRatio, parseTokens, type TokenGroup } from './tokens';

// The foundations as the site declares them: every value below is read from global.css's :root, the
// file every page inlines, so this page cannot drift from the site.
const tokens = parseTokens(css);
const valueOf = (name: string) => tokens.find((t) => t.name === name)?.value ?? '';
const of = (group: TokenGroup) => tokens.filter((t) => t.group === group);

const cell: CSSProperties = { padding: '0.5rem 0.75rem', borderBottom: '1px solid var(--color-line)', textAlign: 'left', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 'var(--text-sm)' };

function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section style={{ maxWidth: 'var(--content-width)', margin: '0 auto', padding: '2rem var(--gutter)' }}>
      <h1 style={{ fontSize: 'var(--text-h2)', margin: '0 0 0.5rem' }}>{title}</h1>
      <p style={{ margin: '0 0 1.5rem', color: 'var(--color-ink-soft)' }}>{intro}</p>
      {children}
    </section>
  );
}

/** A token's name and value, as the first two cells of a row. */
function TokenCells({ token }: { token: { name: string; value: string } }) {
  return (
    <>
      <td style={cell}>
        <code style={code}>{token.name}</code>
      </td>
      <td style={cell}>
        <code style={code}>{token.value}</code>
      </td>
    </>
  );
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', background: 'var(--color-surface)' }}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Colours() {
  return (
    <Section title="Colours" intro="Every colour the site uses, by its token. Change one in src/styles/global.css and every page, block and story follows.">
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: '1rem', listStyle: 'none', padding: 0, margin: 0 }}>
        {of('color').map((t) => (
          <li
            key={t.name}
            style={{ background: 'var(--color-surface)', border: '1px solid var(--color-line)', borderRadius: 'var(--radius-sm)', overflow: 'hidden' }}
          >
            <div style={{ height: '4rem', background: `var(${t.name})`, borderBottom: '1px solid var(--color-line)' }} />
            <p style={{ margin: 0, padding: '0.5rem 0.75rem' }}>
              <code style={code}>{t.name}</code>
              <br />
              <span style={{ ...code, color: 'var(--color-ink-soft)' }}>{t.value}</span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Contrast() {
  return (
    <Section
      title="Contrast"
      intro="Each text and background pair the site puts together, with its WCAG contrast ratio. Text needs 4.5:1 (AA); a focus ring or a control needs 3:1. src/styles/tokens.test.ts fails when a pair falls short."
    >
      <Table head={['Sample', 'Text', 'Background', 'Used for', 'Ratio', 'Needs']}>
        {CONTRAST_PAIRS.map((p) => {
          const ratio = contrastRatio(valueOf(p.text), valueOf(p.background));
          return (
            <tr key={`${p.text} ${p.background}`}>
              <td style={cell}>
                <span
                  style={{
                    display: 'inline-block',
                    padding: '0.25rem 0.625rem',
                    borderRadius: 'var(--radius-sm)',
                    background: `var(${p.background})`,
                    color: `var(${p.text})`,
                    fontWeight: 600,
                  }}
                >
                  Aa
                </span>
              </td>
              <td style={cell}>
                <code style={code}>{p.text}</code>
              </td>
              <td style={cell}>
                <code style={code}>{p.background}</code>
              </td>
              <td style={cell}>{p.use}</td>
              <td style={{ ...cell, fontWeight: 600 }}>{ratio === null ? '?' : `${ratio.toFixed(2)}:1`}</td>
              <td style={cell}>
                {p.min}:1 {ratio !== null && ratio >= p.min ? '✓' : '✗'}
              </td>
            </tr>
          );
        })}
      </Table>
    </Section>
  );
}

function Type() {
  return (
    <Section title="Type scale" intro="The system font stack, in ten sizes. Headings grow with the window between a phone and a desktop (clamp).">
      <Table head={['Token', 'Value', 'Sample']}>
        {of('text').map((t) => (
          <tr key={t.name}>
            <TokenCells token={t} />
            <td
              style={{
                ...cell,
                fontSize: `var(${t.name})`,
                fontWeight: t.name.startsWith('--text-h') || t.name === '--text-display' ? 700 : 400,
                lineHeight: 1.2,
              }}
            >
              Heat pumps · Thermopompes
            </td>
          </tr>
        ))}
      </Table>
    </Section>
  );
}

function Shapes() {
  return (
    <Section
      title="Radii, shadows, layout and focus"
      intro="The shapes cards, buttons and menus share, the page's gutter and width, and the ring every focused control shows."
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', marginBottom: '2rem' }}>
        {of('radius').map((t) => (
          <figure key={t.name} style={{ margin: 0 }}>
            <div
              style={{
                width: '7rem',
                height: '4rem',
                background: 'var(--color-brand-tint)',
                border: '2px solid var(--color-brand)',
                borderRadius: `var(${t.name})`,
              }}
            />
            <figcaption style={code}>
              {t.name}: {t.value}
            </figcaption>
          </figure>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem', marginBottom: '2rem' }}>
        {of('shadow').map((t) => (
          <figure key={t.name} style={{ margin: 0 }}>
            <div style={{ width: '9rem', height: '5rem', background: 'var(--color-surface)', borderRadius: 'var(--radius)', boxShadow: `var(${t.name})` }} />
            <figcaption style={{ ...code, marginTop: '0.5rem' }}>{t.name}</figcaption>
          </figure>
        ))}
      </div>
      <Table head={['Token', 'Value', 'What it sets']}>
        {[...of('layout'), ...of('focus')].map((t) => (
          <tr key={t.name}>
            <TokenCells token={t} />
            <td style={cell}>{t.note ?? ''}</td>
          </tr>
        ))}
      </Table>
      <p style={{ marginTop: '1.5rem' }}>
        <button
          type="button"
          style={{
            padding: '0.75rem 1.25rem',
            borderRadius: 'var(--radius-pill)',
            border: 0,
            background: 'var(--color-brand)',
            color: 'var(--color-on-brand)',
            fontWeight: 600,
            outline: 'var(--focus-ring-width) solid var(--color-focus)',
            outlineOffset: 'var(--focus-ring-offset)',
          }}
        >
          A focused button
        </button>
      </p>
    </Section>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: {
    frame: 'page',
    docs: { description: { component: 'The design tokens, read from src/styles/global.css.' } },
  },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const tall = { viewport: { value: 'desktopTall', isRotated: false } };

export const ColourPalette: Story = { render: () => <Colours />, globals: tall };
export const ContrastPairs: Story = { render: () => <Contrast />, globals: tall };
export const TypeScale: Story = { render: () => <Type />, globals: tall };
export const ShapesAndFocus: Story = { render: () => <Shapes />, globals: tall };
/** On a phone: the headings at their smallest. */
export const TypeScalePhone: Story = { render: () => <Type />, globals: { viewport: { value: 'phone', isRotated: false } } };
