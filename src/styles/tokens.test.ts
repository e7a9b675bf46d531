import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS, contrastRatio, parseTokens } from './tokens';

const css = readFileSync(join(import.meta.dirname, 'global.css'), 'utf8');
const tokens = parseTokens(css);
const valueOf = (name: string) => tokens.find((t) => t.name === name)?.value ?? '';

/** Every stylesheet and component of the site, the kit and the blocks. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(css|tsx?)$/.test(e.name) && !/\.(test|stories)\./.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('design tokens', () => {
  it('reads each group of tokens from global.css', () => {
    const groups = new Set(tokens.map((t) => t.group));
    expect([...groups].sort()).toEqual(['color', 'focus', 'layout', 'radius', 'shadow', 'space', 'text']);
    expect(valueOf('--color-brand')).toBe('#0b7a55');
    expect(tokens.find((t) => t.name === '--text-h2')?.note).toMatch(/Type scale/);
  });

  it('gives every text and background pair the site uses at least WCAG AA contrast', () => {
    const failing = CONTRAST_PAIRS.map((p) => ({ ...p, ratio: contrastRatio(valueOf(p.text), valueOf(p.background)) })).filter(
      (p) => p.ratio === null || p.ratio < p.min,
    );
    expect(failing).toEqual([]);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('uses only tokens global.css declares (a typo or a removed token would silently fall back)', () => {
    const declared = new Set(tokens.map((t) => t.name));
    // Set by src/browser/main.ts as the page runs, and custom properties a stylesheet sets itself.
    const local = new Set(['--header-height']);
    const unknown: string[] = [];
    for (const file of [...sources('src'), ...sources('kit'), ...sources('blocks')]) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/var\((--[\w-]+)/g)) {
        const name = m[1] ?? '';
        const setHere = new RegExp(`${name}\\s*:`).test(text);
        if (!declared.has(name) && !local.has(name) && !setHere) unknown.push(`${file}: ${name}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
