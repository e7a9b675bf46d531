// `npm run new:block <name>`: a new block folder that already passes the tests (schema, component,
// styles, stories, fixtures, CMS fields, test, registry line and catalog line), with its screenshot baselines. See
// docs/adding-a-block.md.
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { repoRoot } from './lib/config.ts';
import { scaffoldBlock } from './lib/scaffold-block.ts';

const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run new:block <name>   (kebab-case, e.g. npm run new:block logo-wall)');
  process.exit(1);
}
const result = scaffoldBlock(name, join(repoRoot, 'blocks'));
console.log(
  `Created ${relative(repoRoot, result.folder)}/ (${result.files.join(', ')}) and registered ${result.collection} in blocks/index.ts and blocks/catalog.ts.`,
);

console.log('Taking its screenshot baselines…');
const shots = spawnSync(process.execPath, [join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'storybook', `blocks/${name}/`, '--update'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (shots.status !== 0) console.error('The story tests failed; see above. Fix them, then run: npm run test:stories -- --update');

console.log(`
Next:
  npm start            the Directus collection ${result.collection} is created and offered in the pages' block builder
  npm run storybook    see "Blocks/${name}" in English and French
  npm test             everything, including the new block's test, stories and screenshots
Then make it yours: fields in schema.ts and directus.ts, copy in fixtures.ts, markup in the component.`);
