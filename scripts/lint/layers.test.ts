// @vitest-environment node
// The layers rule as `npm run lint` runs it (eslint.config.js): an import that runs back up a layer,
// or from the product into the tools beside it, fails; the same file importing down passes.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..', '..') });

/**
 * The layer problems of `code`, linted as the content of the file at `path` (an existing file: the
 * type-aware rules lint only files that tsconfig includes).
 */
async function layerProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(import.meta.dirname, '..', '..', path) });
  const messages = result?.messages ?? [];
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === 'layers/point-down').map((m) => m.message);
}

// The first lint builds TypeScript's program for the type-aware rules: seconds, not milliseconds.
describe('npm run lint: imports point down the layers', { timeout: 60_000 }, () => {
  it('fails an import from the kit up into a block', async () => {
    const problems = await layerProblems('kit/ui/SmartLink.tsx', "import { heroBlock } from '../../blocks/hero';\nexport const upward = heroBlock;\n");
    expect(problems).toEqual([expect.stringContaining('kit/ may not import from blocks/')]);
  });

  it('fails a block reaching into the app, and schemas importing the kit through its alias', async () => {
    expect(await layerProblems('blocks/hero/schema.ts', "export { serverConfig } from '../../src/config.server';\n")).toEqual([
      expect.stringContaining('blocks/ may not import from src/'),
    ]);
    expect(await layerProblems('schemas/link.ts', "export { messages } from '#kit/i18n/messages';\n")).toEqual([
      expect.stringContaining('schemas/ may not import from kit/'),
    ]);
  });

  it('fails the production server importing a tool that runs beside it (a dev server), even lazily', async () => {
    const problems = await layerProblems('server/config.ts', "export const capture = () => import('../embedded/mail-capture.ts');\n");
    expect(problems).toEqual([expect.stringContaining('the product never imports the tools')]);
  });

  it('passes imports that point down, and lets tests and tools import anything', async () => {
    expect(
      await layerProblems('src/components/CmsPage.tsx', "export { heroBlock } from '../../blocks/hero';\nexport { messages } from '#kit/i18n/messages';\n"),
    ).toEqual([]);
    expect(await layerProblems('kit/ui/CmsImage.test.tsx', "export { heroBlock } from '../../blocks/hero';\n")).toEqual([]);
    expect(await layerProblems('scripts/test.ts', "export { startMailCapture } from '../embedded/mail-capture.ts';\n")).toEqual([]);
  });
});
