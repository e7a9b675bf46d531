// The Studio carries the site's name (issue 41): Directus's project name, colour and logo are the
// firm's, set at every start by the setup like the rest of the Studio. The name is the English site
// settings' site name (what visitors read in the header and the tab), the colour the site's brand
// colour (src/styles, --color-brand), the logo the site's own mark (public/favicon.svg), uploaded once
// into the file library. Directus shows the logo on the sign-in page and at the top of the module bar,
// on the project colour; it serves the project logo to anyone, as it must before sign-in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Rest } from '../lib/rest.ts';

/** The firm's name until the site settings hold one (a first start sets the Studio up before seeding). */
export const SITE_NAME = 'Home Energy Upgrades';
/** The site's brand colour (--color-brand in src/styles). */
export const BRAND_COLOR = '#0B7A55';
/** The file the logo is kept as in the library (found by this name on later starts). */
export const LOGO_FILE_NAME = 'studio-logo.svg';
const logoPath = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'public', 'favicon.svg');

const Settings = z.object({ project_name: z.string().nullable(), project_color: z.string().nullable(), project_logo: z.string().nullable() });
const Files = z.array(z.object({ id: z.string() }));

/** The English site name when the settings have one, else SITE_NAME. */
async function siteName(rest: Rest): Promise<string> {
  const rows = z
    .array(z.object({ site_name: z.string().nullable() }))
    .parse(await rest.get('/items/site_settings?filter[locale][_eq]=en&fields=site_name&limit=1'));
  return rows[0]?.site_name?.trim() || SITE_NAME;
}

/** The logo's file in the library: the one uploaded before, or a new upload. */
async function logoFile(rest: Rest): Promise<{ id: string; uploaded: boolean }> {
  const found = Files.parse(await rest.get(`/files?filter[filename_download][_eq]=${LOGO_FILE_NAME}&fields=id&sort=uploaded_on&limit=1`));
  if (found[0]) return { id: found[0].id, uploaded: false };
  const form = new FormData();
  form.append('title', `${SITE_NAME} · Studio logo`);
  form.append('file', new Blob([readFileSync(logoPath)], { type: 'image/svg+xml' }), LOGO_FILE_NAME);
  return { id: z.object({ id: z.string() }).parse(await rest.postForm('/files', form)).id, uploaded: true };
}

/** Makes the Studio's project name, colour and logo the site's; returns what it changed. */
export async function applyBranding(rest: Rest): Promise<string[]> {
  const stored = Settings.parse(await rest.get('/settings?fields=project_name,project_color,project_logo'));
  const changes: string[] = [];
  const patch: Record<string, string> = {};
  const name = await siteName(rest);
  if (stored.project_name !== name) {
    patch['project_name'] = name;
    changes.push(`Studio project name set to "${name}"`);
  }
  if (stored.project_color?.toUpperCase() !== BRAND_COLOR) {
    patch['project_color'] = BRAND_COLOR;
    changes.push(`Studio project colour set to ${BRAND_COLOR}`);
  }
  const logo = await logoFile(rest);
  if (stored.project_logo !== logo.id) {
    patch['project_logo'] = logo.id;
    changes.push(logo.uploaded ? 'Studio logo uploaded and set' : 'Studio logo set');
  }
  if (Object.keys(patch).length) await rest.patch('/settings', patch);
  return changes;
}
