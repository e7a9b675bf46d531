// The seed's pictures, video and captions: the same files (and ids) the block fixtures and Storybook
// use, so seeded blocks can point at them exactly as the fixtures do. Uploaded once; a file a marketer
// replaced or deleted is left as it is.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FIXTURE_CAPTIONS, FIXTURE_IMAGE, FIXTURE_LOGOS, FIXTURE_VIDEO, SEED_LOGO_FOLDER } from '../../kit/cms/fixture-media.ts';
import type { Rest } from '../lib/rest.ts';

/** Storybook's media folder: the files themselves. */
const MEDIA_DIR = new URL('../../.storybook/media/', import.meta.url);

type SeedFile = { id: string; name: string; type: string; title: string; folder?: string };

const files: SeedFile[] = [
  { id: FIXTURE_IMAGE.id, name: 'home-with-heat-pump.webp', type: 'image/webp', title: 'A house with a heat pump beside it' },
  { id: FIXTURE_VIDEO.id, name: 'stride-scan.webm', type: FIXTURE_VIDEO.type, title: 'A Stride scan' },
  { id: FIXTURE_CAPTIONS.id, name: 'stride-scan.fr.vtt', type: FIXTURE_CAPTIONS.type, title: 'Captions of the Stride scan' },
  ...FIXTURE_LOGOS.map((l) => ({ id: l.id, name: `${l.id}.png`, type: 'image/png', title: l.title, folder: SEED_LOGO_FOLDER })),
];

/** Uploads the fixture files the library lacks; returns how many it uploaded. */
export async function seedMedia(rest: Rest, log: (line: string) => void): Promise<number> {
  const folders = z.array(z.object({ id: z.string() })).parse(await rest.get(`/folders?filter[id][_eq]=${SEED_LOGO_FOLDER}&fields=id`));
  if (folders.length === 0) {
    await rest.post('/folders', { id: SEED_LOGO_FOLDER, name: 'Partner logos' });
    log('created the file-library folder "Partner logos"');
  }
  const ids = files.map((f) => f.id).join(',');
  const existing = z.array(z.object({ id: z.string() })).parse(await rest.get(`/files?filter[id][_in]=${ids}&fields=id&limit=-1`));
  let uploaded = 0;
  for (const f of files) {
    if (existing.some((e) => e.id === f.id)) continue;
    const form = new FormData();
    // Directus reads the item's fields before the file part.
    form.append('id', f.id);
    form.append('title', f.title);
    if (f.folder) form.append('folder', f.folder);
    const data = await readFile(fileURLToPath(new URL(f.id, MEDIA_DIR)));
    form.append('file', new Blob([data], { type: f.type }), f.name);
    await rest.postForm('/files', form);
    log(`uploaded ${f.name}`);
    uploaded += 1;
  }
  return uploaded;
}
