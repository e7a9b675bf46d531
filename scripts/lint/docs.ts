// What keeps the README and the guides in docs/ true to the code: every relative link and every
// repository path they name exists, every `npm run X` is a script of package.json, and every variable
// of the operators' configuration table is read somewhere in the code or the deployment files.
// Run by scripts/lint/docs.test.ts (the unit project, so `npm test` fails a guide that went stale).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { z } from 'zod';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The documents a reader is sent to: the README and the guides beside the decision records. */
export function documents(root = repoRoot): string[] {
  const guides = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name));
  return ['README.md', ...guides.sort()];
}

/** Folders made by a build, a run or a test, which a clean checkout does not have. */
const GENERATED = ['build/', 'storybook-static/', 'node_modules/', 'data/', 'backups/', 'test-results/', '.vitest-attachments/', '.react-router/'];

/** What a walk-through creates as its example: `npm run new:block logo-wall` in docs/adding-a-block.md. */
const EXAMPLES = ['blocks/logo-wall/'];

const FILE_EXTENSIONS = 'ts|tsx|js|cjs|mjs|css|json|md|conf|yaml|yml|sh|xsd';
/** `path/like/this.ts` or `folder/inside/`: at least one slash, no placeholder (`<name>`, `*`, `…`). */
const REPO_PATH = new RegExp(`^\\.?[\\w@-][\\w.@-]*(?:/[\\w.@-]+)*(?:\\.(?:${FILE_EXTENSIONS})|/)$`);

/** Markdown links `[text](target)` within the repository: `path`, `path#anchor` or `#anchor`. */
function relativeLinks(markdown: string): { path: string; anchor: string | undefined }[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => {
      const [path = '', anchor] = target.split('#');
      return { path: decodeURIComponent(path), anchor };
    });
}

/** The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const outsideFences = markdown.split(/^```.*$/m).filter((_, i) => i % 2 === 0);
  for (const part of outsideFences) {
    for (const m of part.matchAll(/^#{1,6} (.+)$/gm)) {
      const slug = (m[1] ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      let anchor = slug;
      for (let n = 1; anchors.has(anchor); n++) anchor = `${slug}-${n}`;
      anchors.add(anchor);
    }
  }
  return anchors;
}

/** Code spans (`like this`), outside fenced blocks too: a fence's lines are split into words. */
function codeSpans(markdown: string): string[] {
  const spans: string[] = [];
  const fences = markdown.split(/^```.*$/m);
  fences.forEach((part, i) => {
    if (i % 2 === 1) spans.push(...part.split(/\s+/));
    else spans.push(...[...part.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? ''));
  });
  return spans.map((s) => s.trim()).filter(Boolean);
}

/** The repository paths named in code spans (a path with a slash, not a URL path, not generated). */
export function namedPaths(markdown: string): string[] {
  return (
    codeSpans(markdown)
      .flatMap((span) => span.split(/[\s,()]+/))
      .map((word) => word.replace(/[,:;]+$/, ''))
      // Two segments at least: a lone `dist/` or `ui/` is a folder of something the text names around it.
      .filter((word) => /[^/]\/[^/]/.test(word) && REPO_PATH.test(word))
      // A variable's folder (`DATA_DIR/secrets.json`) is a placeholder; generated folders are not checked out.
      .filter((word) => !/^[A-Z][A-Z0-9_]+\//.test(word) && !GENERATED.some((g) => word.startsWith(g)))
      .filter((word) => !EXAMPLES.some((example) => word.startsWith(example)))
  );
}

/** The script names of every `npm run X` (and `npm run X -- …`) the text gives. */
export function npmRuns(markdown: string): string[] {
  return [...markdown.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? '');
}

const PackageJson = z.object({ scripts: z.record(z.string(), z.string()) });

export function packageScripts(root = repoRoot): Set<string> {
  return new Set(Object.keys(PackageJson.parse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))).scripts));
}

/** The variables in the first column of a document's tables (`| \`NAME\` |` or `| \`A\`, \`B\` |`). */
export function tableVariables(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)].map((m) => m[1] ?? ''));
}

/** The code and deployment files a variable may be read in (the documents themselves excluded). */
function sourceTexts(root: string): string[] {
  const texts: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name === '__screenshots__' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(?:ts|tsx|js|cjs|mjs)$/.test(name)) texts.push(readFileSync(path, 'utf8'));
    }
  };
  for (const dir of ['server', 'src', 'scripts', 'embedded', 'kit', 'schemas', 'blocks', 'directus', 'tests']) walk(join(root, dir));
  for (const file of ['compose.yaml', 'Dockerfile', '.env.example']) texts.push(readFileSync(join(root, file), 'utf8'));
  return texts;
}

/** What a document says that is not true of the repository, one line each (none: all true). */
export function documentProblems(root = repoRoot): string[] {
  const scripts = packageScripts(root);
  const problems: string[] = [];
  let sources: string[] | undefined;
  for (const doc of documents(root)) {
    const text = readFileSync(join(root, doc), 'utf8');
    for (const { path: target, anchor } of relativeLinks(text)) {
      const path = resolve(root, dirname(doc), target);
      if (!existsSync(path)) problems.push(`${doc}: the link ${target} leads to nothing (${relative(root, path)})`);
      else if (anchor !== undefined && path.endsWith('.md') && !headingAnchors(readFileSync(path, 'utf8')).has(anchor)) {
        problems.push(`${doc}: ${target || doc} has no heading #${anchor}`);
      }
    }
    for (const path of namedPaths(text)) {
      if (!existsSync(join(root, path))) problems.push(`${doc}: ${path} does not exist`);
    }
    for (const script of npmRuns(text)) {
      if (!scripts.has(script)) problems.push(`${doc}: npm run ${script} is not a script of package.json`);
    }
    for (const variable of tableVariables(text)) {
      sources ??= sourceTexts(root);
      const word = new RegExp(`\\b${variable}\\b`);
      if (!sources.some((source) => word.test(source))) problems.push(`${doc}: ${variable} is read nowhere in the code`);
    }
  }
  return problems;
}
