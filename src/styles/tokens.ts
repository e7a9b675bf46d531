// The design tokens, read from the custom properties in global.css's :root: the Storybook foundations
// show them and tokens.test.ts checks their contrast, so neither can drift from what the site uses.

export type TokenGroup = 'color' | 'text' | 'radius' | 'shadow' | 'layout' | 'space' | 'focus';
export type Token = { name: string; value: string; group: TokenGroup; note: string | null };

const GROUPS: [RegExp, TokenGroup][] = [
  [/^--color-/, 'color'],
  [/^--text-/, 'text'],
  [/^--radius/, 'radius'],
  [/^--shadow-/, 'shadow'],
  [/^--focus-/, 'focus'],
  [/^--(gutter|content-width)$/, 'layout'],
  [/^--space-/, 'space'],
];

/** The tokens declared in the first :root block of `css`, in their order, with the comment above each group. */
export function parseTokens(css: string): Token[] {
  const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  const tokens: Token[] = [];
  let note: string | null = null;
  for (const line of root.split('\n')) {
    const comment = /^\s*\/\*\s*(.*?)\s*\*\/\s*$/.exec(line);
    if (comment) {
      note = comment[1] ?? null;
      continue;
    }
    const decl = /^\s*(--[\w-]+)\s*:\s*(.+?);\s*$/.exec(line);
    if (!decl?.[1] || !decl[2]) continue;
    const group = GROUPS.find(([re]) => re.test(decl[1] ?? ''))?.[1];
    if (group) tokens.push({ name: decl[1], value: decl[2], group, note });
  }
  return tokens;
}

/** The text and background pairs the site puts together, with what each is used for. */
export const CONTRAST_PAIRS: { text: string; background: string; use: string; min: number }[] = [
  { text: '--color-ink', background: '--color-page', use: 'Body text on the page', min: 4.5 },
  { text: '--color-ink', background: '--color-surface', use: 'Text on cards and forms', min: 4.5 },
  { text: '--color-ink-soft', background: '--color-surface', use: 'Secondary text, hints', min: 4.5 },
  { text: '--color-ink-soft', background: '--color-page', use: 'Secondary text on the page', min: 4.5 },
  { text: '--color-brand-strong', background: '--color-surface', use: 'Links', min: 4.5 },
  { text: '--color-brand-strong', background: '--color-page', use: 'Links on the page', min: 4.5 },
  { text: '--color-brand-strong', background: '--color-brand-tint', use: 'Eyebrows and tags', min: 4.5 },
  { text: '--color-ink', background: '--color-brand-tint', use: 'Notices, the promo banner', min: 4.5 },
  { text: '--color-on-brand', background: '--color-brand', use: 'Primary buttons', min: 4.5 },
  { text: '--color-on-brand', background: '--color-brand-strong', use: 'Primary buttons, hovered', min: 4.5 },
  { text: '--color-on-ink', background: '--color-ink', use: 'Footer, consent banner, dark sections', min: 4.5 },
  { text: '--color-on-ink-soft', background: '--color-ink', use: 'Footer’s secondary text', min: 4.5 },
  { text: '--color-ink', background: '--color-accent', use: 'Accent buttons and badges', min: 4.5 },
  { text: '--color-accent', background: '--color-ink', use: 'Footer headings, the banner’s call to action', min: 4.5 },
  { text: '--color-warning', background: '--color-warning-tint', use: 'Warnings: outage, unsupported browser', min: 4.5 },
  { text: '--color-error', background: '--color-surface', use: 'Form errors', min: 4.5 },
  { text: '--color-on-brand', background: '--color-error', use: 'Destructive buttons (delete my data)', min: 4.5 },
  { text: '--color-focus', background: '--color-page', use: 'Focus ring (not text: 3:1)', min: 3 },
  { text: '--color-focus', background: '--color-surface', use: 'Focus ring on cards (not text: 3:1)', min: 3 },
  { text: '--color-switch-off', background: '--color-ink', use: 'A consent switch, off (not text: 3:1)', min: 3 },
];

/** `#rgb` or `#rrggbb` as 0-255 channels; null for anything else. */
function rgb(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG 2 contrast ratio of two hex colours (1 to 21), or null if either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const x = rgb(a);
  const y = rgb(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
