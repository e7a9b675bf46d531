// The house's layers as a lint rule (decision 0015): each top-level folder is a room, and an import
// may only point down the table below, never up. `npm run lint` fails on an arrow that runs back up.
//
//   server/    the production entry        -> src, blocks, kit, schemas
//   src/       the app                      -> blocks, kit, schemas
//   directus/  the CMS (schema, seed)       -> blocks, kit, schemas
//   blocks/    one folder per block type    -> kit, schemas
//   kit/       what the site and blocks share -> schemas
//   schemas/   the zod contracts            -> nothing of the app
//
// Tools that run beside the product may import anything: scripts/, tests/, embedded/ (the local
// stand-ins: Directus as a child process, the mail inbox, the Auth emulator), .storybook/, the
// root's config files, and every test and story file wherever it lives. Nothing imports them.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/** What each layer may import, besides itself. */
const DOWN = {
  server: ['src', 'blocks', 'kit', 'schemas'],
  src: ['blocks', 'kit', 'schemas'],
  directus: ['blocks', 'kit', 'schemas'],
  blocks: ['kit', 'schemas'],
  kit: ['schemas'],
  schemas: [],
};
const TOOLS = new Set(['scripts', 'tests', 'embedded', '.storybook', '.storybook-fr']);
/** The package's import aliases (package.json "imports"). */
const ALIASES = { '#kit/': 'kit', '#schemas/': 'schemas' };

/** The room a repository path belongs to: a product layer, 'tools', or null (outside the house). */
function roomOf(path) {
  const rel = relative(root, path);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  const top = parts[0] ?? '';
  if (top in DOWN) return top;
  if (TOOLS.has(top) || parts.length === 1) return 'tools';
  return null;
}

function targetRoom(file, spec) {
  for (const [prefix, room] of Object.entries(ALIASES)) if (spec.startsWith(prefix)) return room;
  if (!spec.startsWith('.')) return null; // a package
  return roomOf(resolve(dirname(file), spec));
}

/** @type {import('eslint').Rule.RuleModule} */
const pointDown = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point down the layers: server -> src -> blocks -> kit -> schemas; directus -> blocks' },
    messages: {
      up: '{{from}}/ may not import from {{to}}/: imports point down (server -> src -> blocks -> kit -> schemas; directus -> blocks). Move what both need down a layer.',
      tool: '{{from}}/ may not import from {{to}}/: the product never imports the tools that run beside it.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = /\.(test|stories)\.[cm]?[jt]sx?$/.test(file) ? 'tools' : roomOf(file);
    if (from === null || from === 'tools') return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const to = targetRoom(file, node.value);
      if (to === null || to === from) return;
      if (to === 'tools') context.report({ node, messageId: 'tool', data: { from, to: relative(root, resolve(dirname(file), node.value)).split(sep)[0] } });
      else if (!DOWN[from].includes(to)) context.report({ node, messageId: 'up', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { 'point-down': pointDown } };
