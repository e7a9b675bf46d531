// `npm run build:extensions`: builds every Directus extension's bundle (directus/extensions/*/dist)
// with Directus's extensions SDK, whatever their state (embedded/extensions.ts, decision 0022).
// Run it before `docker compose up`: compose mounts directus/extensions as it is.
import { ensureExtensionsBuilt } from '../embedded/extensions.ts';

const result = await ensureExtensionsBuilt((line) => console.log(line), { force: true });
for (const e of result?.extensions ?? []) console.log(`  ${e.name} (${e.type}): ${e.outputs.map((o) => o.slice(o.indexOf(e.name))).join(', ')}`);
