// @vitest-environment node
// The README and the guides in docs/ stay true to the code (scripts/lint/docs.ts): a file moved or
// renamed, a script dropped from package.json or a variable no longer read fails here, naming the
// document and what it says.
import { describe, expect, it } from 'vitest';
import { documentProblems, documents, headingAnchors, namedPaths, npmRuns, tableVariables } from './docs.ts';

describe('the README and the guides name what exists', () => {
  it('reads the README and the four guides', () => {
    expect(documents()).toEqual(expect.arrayContaining(['README.md', 'docs/marketers.md', 'docs/designers.md', 'docs/developers.md', 'docs/operators.md']));
  });

  it('finds every link, path, npm script and configuration variable they name', () => {
    expect(documentProblems()).toEqual([]);
  });
});

describe('what the check reads in a document', () => {
  it('takes repository paths from code spans and fenced blocks, not URL paths, placeholders or generated folders', () => {
    const markdown = [
      'See `src/root.tsx`, `kit/ui/`, `dist/` and `/fr/mes-donnees`; `DATA_DIR/secrets.json`, `blocks/<name>/index.ts`, `build/server/index.js`.',
      '```',
      'server/index.ts   the production entry',
      '```',
    ].join('\n');
    expect(namedPaths(markdown)).toEqual(['src/root.tsx', 'kit/ui/', 'server/index.ts']);
  });

  it('takes the script of each npm run, with or without arguments', () => {
    expect(npmRuns('`npm run new:block <name>`, `npm run test:stories -- --update` and `npm start`')).toEqual(['new:block', 'test:stories']);
  });

  it('takes the variables of a table’s first column', () => {
    const table = ['| variable | default |', '| --- | --- |', '| `PORT` | `3000` |', '| `MAIL_CAPTURE_PORT` / `MAIL_INBOX_PORT` | `1025` |'].join('\n');
    expect(tableVariables(table)).toEqual(['PORT', 'MAIL_CAPTURE_PORT', 'MAIL_INBOX_PORT']);
  });

  it('gives headings the anchors GitHub gives them', () => {
    const markdown = ['# The guide', '## The CMS set-up (`npm run cms:setup`)', '## A/B tests: which lander converts', '## Tests', '## Tests'].join('\n');
    expect([...headingAnchors(markdown)]).toEqual(['the-guide', 'the-cms-set-up-npm-run-cmssetup', 'ab-tests-which-lander-converts', 'tests', 'tests-1']);
  });
});
